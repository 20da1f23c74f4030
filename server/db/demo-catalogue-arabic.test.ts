import { describe, expect, it } from 'vitest';
import { arabicProblems } from '#domain/i18n/arabic-glossary.ts';
import { demoProductRows } from './demo-catalogue.ts';
import { DEMO_ARABIC } from './demo-catalogue-arabic.ts';

let nextId = 0;
const rows = demoProductRows(() => `demo-${++nextId}`);

describe('the demo catalogue in Arabic', () => {
  it('gives every piece an Arabic name, short description and description, and no stale ones', () => {
    const untranslated = rows.filter((row) => !row.nameAr || !row.shortDescriptionAr || !row.descriptionAr);
    expect(untranslated.map((row) => row.name)).toEqual([]);
    expect(Object.keys(DEMO_ARABIC).sort()).toEqual(rows.map((row) => row.name).sort());
  });

  it('reads as a native would write it: the glossary’s terms, no fine gold below 999, counted nouns', () => {
    const problems = rows.flatMap((row) =>
      (
        [
          ['name', row.nameAr, row.name],
          ['short', row.shortDescriptionAr, row.shortDescription],
          ['description', row.descriptionAr, row.description],
        ] as const
      ).flatMap(([field, arabic, english]) =>
        arabicProblems({ id: `${row.name} ${field}`, arabic: arabic ?? '', english, fineness: row.fineness }).map(
          (problem) => `${row.name} (${field}): ${problem}`,
        ),
      ),
    );
    expect(problems).toEqual([]);
  });
});
