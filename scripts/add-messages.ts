// Adds texts to both catalogues at once and keeps them sorted:
//   tsx scripts/add-messages.ts new-texts.json   (new-texts.json: { "en": { id: text }, "ar": { id: text } })
// A text of null removes the id (a text no code shows any more): { "en": { id: null }, "ar": { id: null } }.
// Run under `flock /tmp/catalogue.lock` when several people edit the catalogues at once.
import { readFileSync, writeFileSync } from 'node:fs';

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx scripts/add-messages.ts <texts.json>');
const changes = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string | null>>;
for (const [language, texts] of Object.entries(changes)) {
  const path = new URL(`../domain/i18n/catalogues/${language}.json`, import.meta.url);
  const catalogue = { ...(JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>), ...texts };
  const kept = Object.entries(catalogue).filter((entry): entry is [string, string] => entry[1] !== null);
  const sorted = Object.fromEntries(kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
}
