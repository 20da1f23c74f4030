import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { BROWSER_TEXT_PARTS, partOf } from '../i18n/parts.ts';
import { pageList, PAGES } from './pages.ts';

describe('the page table', () => {
  it('gives every page its own address, and one page the addresses no other claims', () => {
    const paths = pageList().map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((path) => path === '*')).toHaveLength(1);
    expect(paths.filter((path) => path !== '*' && !path.startsWith('/'))).toEqual([]);
  });

  it("loads each page's title and description with the page (the shell's texts or its own parts)", () => {
    for (const page of pageList()) {
      const parts = ['shell', ...page.texts];
      for (const id of page.meta ? [page.meta.title, page.meta.description] : []) {
        expect({ page: page.name, id, part: parts.includes(partOf(id) ?? '') }).toEqual({
          page: page.name,
          id,
          part: true,
        });
      }
    }
  });

  it('gives the dashboard, which shows texts of every part, every part the browser loads', () => {
    expect([...PAGES.dashboard.texts].sort()).toEqual(BROWSER_TEXT_PARTS().sort());
  });

  it('keeps private pages out of search engines and lists only pages they may index', () => {
    for (const page of pageList()) {
      if (page.private)
        expect({ page: page.name, indexed: page.indexed, sitemap: page.sitemap }).toMatchObject({
          indexed: false,
          sitemap: false,
        });
      if (page.sitemap) expect({ page: page.name, indexed: page.indexed }).toMatchObject({ indexed: true });
    }
  });

  it("serves every page in one or more of the shop's languages", () => {
    for (const page of pageList()) {
      expect(page.languages.length, page.name).toBeGreaterThan(0);
      expect(page.languages.filter((language) => !LANGUAGES.includes(language))).toEqual([]);
    }
  });
});
