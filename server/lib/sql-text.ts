/** Escapes LIKE's wildcards so user text matches literally (`ilike(column, `%${escapeLike(q)}%`)`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
