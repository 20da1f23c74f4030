import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The shop's migrations folder, as the migrator reads it. */
export const MIGRATIONS = join(import.meta.dirname, '..', 'db', 'migrations');

/**
 * A copy of the migrations folder as it was before the migration `tag` (it and every later one
 * left out), to build a database as an older shop had it; the caller removes the folder.
 */
export async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'migrations-'));
  await cp(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const upTo = journal.entries.findIndex((entry) => entry.tag === tag);
  for (const later of journal.entries.slice(upTo)) await rm(join(folder, `${later.tag}.sql`));
  journal.entries = journal.entries.slice(0, upTo);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}
