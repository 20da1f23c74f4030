import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import ar from './catalogues/ar.json' with { type: 'json' };
import en from './catalogues/en.json' with { type: 'json' };
import { partOf } from './parts.ts';

const catalogues: Record<string, Record<string, string>> = { en, ar };

/** The names a message fills in: '{count, plural, …}' and '{name}' → count, name. */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1] ?? ''))].sort();
}

describe('the catalogues', () => {
  it('hold the same texts in every language', () => {
    const english = Object.keys(en).sort();
    for (const [language, catalogue] of Object.entries(catalogues)) {
      const keys = Object.keys(catalogue).sort();
      expect({ language, missing: english.filter((key) => !(key in catalogue)) }).toEqual({ language, missing: [] });
      expect({ language, extra: keys.filter((key) => !(key in en)) }).toEqual({ language, extra: [] });
    }
  });

  it('fill in the same values in every language, and every message compiles', () => {
    for (const [key, message] of Object.entries(en)) {
      const arabic = (ar as Record<string, string>)[key] ?? '';
      expect({ key, names: argumentsOf(arabic) }).toEqual({ key, names: argumentsOf(message) });
      expect(() => compileMessage(message)).not.toThrow();
      expect(() => compileMessage(arabic)).not.toThrow();
    }
  });

  it('give Arabic plurals the forms Arabic needs beyond one and other', () => {
    for (const [key, message] of Object.entries(ar as Record<string, string>)) {
      if (!/,\s*plural\s*,/.test(message)) continue;
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
        expect({ key, form, present: new RegExp(`\\b${form}\\s*\\{`).test(message) }).toEqual({
          key,
          form,
          present: true,
        });
      }
    }
  });

  it('give every text a part of the catalogue that ships it to the browser (domain/i18n/parts.ts)', () => {
    expect(Object.keys(en).filter((id) => partOf(id) === undefined)).toEqual([]);
  });

  it('are kept sorted, so additions from two branches merge cleanly', () => {
    for (const catalogue of Object.values(catalogues)) {
      const keys = Object.keys(catalogue);
      expect(keys).toEqual([...keys].sort());
    }
  });
});
