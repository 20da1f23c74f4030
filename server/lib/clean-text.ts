/**
 * The one rule for text the API accepts, wherever it arrives (address, query, body, auth fields):
 * no NUL character (PostgreSQL cannot store it) and well-formed Unicode (no lone surrogate, which
 * could not be written as UTF-8 without silently becoming U+FFFD).
 */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'contains a NUL character';
  if (!text.isWellFormed()) return 'is not valid Unicode';
  return null;
}

/** JSON nested deeper than this is refused before parsing: no payload of this API comes close. */
export const MAX_JSON_DEPTH = 32;

/**
 * The deepest nesting of objects and arrays in a JSON text, counted without parsing (strings are
 * skipped), stopping as soon as `limit` is exceeded: a few thousand levels cost nothing to refuse.
 */
export function jsonDepthExceeds(json: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > limit) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
  return false;
}

/** The path and problem of the first string (value or key) in parsed JSON that breaks the rule. */
export function findDirtyText(value: unknown, path = 'body'): { path: string; problem: string } | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { path, problem } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findDirtyText(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = textProblem(key);
      if (keyProblem) return { path: `${path} (a field name)`, problem: keyProblem };
      const found = findDirtyText(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/**
 * What is wrong with the text of a request address (path and query), if anything: a percent
 * escape that is malformed or does not decode to UTF-8, or decoded text that breaks the rule.
 */
export function addressProblem(url: string): string | null {
  // Node refuses raw NUL and control bytes in the request line: only escapes need decoding.
  if (!url.includes('%')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return 'The address has a malformed percent escape or one that is not UTF-8.';
  }
  const problem = textProblem(decoded);
  return problem ? `The address ${problem}.` : null;
}
