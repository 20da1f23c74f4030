// Adds texts to both catalogues at once and keeps them sorted:
//   tsx scripts/add-messages.ts new-texts.json   (new-texts.json: { "en": { id: text }, "ar": { id: text } })
// Run under `flock /tmp/catalogue.lock` when several people edit the catalogues at once.
import { readFileSync, writeFileSync } from 'node:fs';

const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx scripts/add-messages.ts <texts.json>');
const additions = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
for (const [language, texts] of Object.entries(additions)) {
  const path = new URL(`../domain/i18n/catalogues/${language}.json`, import.meta.url);
  const catalogue = { ...(JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>), ...texts };
  const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
}
