import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// docs/capabilities.md is how a newcomer finds a capability's files: a rename that forgets it fails here.
const doc = readFileSync(new URL('./capabilities.md', import.meta.url), 'utf8');

/**
 * What each capability's tests must speak of: every test file a row names mentions its word, so
 * a row cannot point at a test of something else. A new row needs its word here.
 */
const TESTED_WORDS: Record<string, RegExp> = {
  'Catalogue: browse, filter, sort, search, product pages': /filter|sort|search|product page/i,
  'Prices as a jeweller sets them (karat, making charge, stones, fee, breakup)': /making|breakup|karat|fineness/i,
  'Stone grades and diamond filters (`docs/stone-grades.md`)': /grade|clarity|shape/i,
  'Sizes and engraving: chosen per line, fee, final sale (`docs/piece-options.md`)': /size|engrav/i,
  'Size guide: ring, bangle and chain charts, printable ring sizer': /size|sizer/i,
  'Live metal rates (header ticker, /rates, history)': /rate/i,
  'Rate feed (automatic rates, premiums, approvals, guard, pins)': /feed/i,
  'Prices under review (standby, held or stale rates)': /review/i,
  'Cart (per shopper, visitors included)': /cart|line/i,
  Wishlist: /wish/i,
  'Cart and wishlist merge at sign-in': /merge/i,
  'Checkout: quote, pay (offline test gateway or Stripe)': /checkout|quote|payment|card/i,
  'Sales tax (flat 8%, table by branch and state, Stripe Tax; tax classes)': /tax/i,
  'One payment makes one order (place order, recovery)': /placeOrder|recover/i,
  'My orders, order confirmation': /order/i,
  "English and Arabic (/ar, right to left, the account's language, mails)": /arabic|'ar'|\/ar\b|rtl/i,
  'Accounts: register, sign in, reset password, Google': /sign-?in|sign-?up|register|reset|google/i,
  'Two-factor sign-in, sessions': /two-factor|session/i,
  'Home, about, contact (store settings)': /home|about|contact/i,
  'Reviews: buyers only, approved by an admin, the rating (`docs/reviews.md`)': /review/i,
  'Visits by appointment (slots per branch zone, capacity, .ics mail, cancel)': /visit|slot/i,
  'Old gold: buy rates and online offers (`docs/old-gold.md`)': /offer|spread|buy/i,
  'Store credit: from old gold, spent at checkout, given back (`docs/old-gold.md`)': /credit/i,
  'Returns: windows per piece, requests, refunds and restock': /return/i,
  'Server rendering and first-page data': /render|initial|embed/i,
  'Overview tiles and charts': /overview/i,
  'Products: add, edit, delete, featured': /product/i,
  'Stock at each branch (counts, moves, where to see a piece)': /branch/i,
  'Product photos (upload, variants, storage)': /photo/i,
  'Metal rates by hand': /pricePerGram/i,
  'Orders and their status': /status|order/i,
  'Pick-up orders: ready, handover, not collected': /pick-?up|handover/i,
  'Billing and its CSV export': /billing/i,
  'Customers and roles': /role/i,
  'Audit log': /audit/i,
  'Embedded PGlite or PostgreSQL, migrations, demo data': /migrat|seed|demo/i,
  'Several instances: changes, caches and sessions shared': /instance/i,
  'Access levels, same-origin, rate limits, hostile input': /access|allow-list|origin|limit|hostile/i,
  'Health, metrics, shutdown': /health|metrics|shut ?down|SIGTERM/i,
  'Start-up problems in one line; outages answered 503': /start|outage|503/i,
  'Backups; one shop per data folder': /backup|data ?dir/i,
  Deploying: /nginx|production/i,
};

const webFolder = (span: string) => (/^(features|app|components|lib|hooks)\//.test(span) ? `web/src/${span}` : span);

/**
 * Every `code` span of some text that names a file or folder of the repository (not a URL, a glob
 * or an identifier); a bare file name lies in the folder of the path before it.
 */
function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`]+)`/g)].map((match) => match[1]!.trim());
  const paths: string[] = [];
  let folder = '';
  for (const span of spans) {
    if (/[\s*…]/.test(span) || span.startsWith('/')) continue;
    if (span.includes('/')) {
      const path = webFolder(span);
      paths.push(path);
      folder = path.endsWith('/') ? path : path.slice(0, path.lastIndexOf('/') + 1);
    } else if (/\.tsx?$/.test(span) && folder) {
      paths.push(folder + span);
    }
  }
  return paths;
}

interface Row {
  capability: string;
  /** The test files (or the CI script) the row names in its tests column. */
  tests: string[];
  /** Names in the tests column that stand for several files (a glob), which no word can be checked in. */
  groups: string[];
}

/** Each table row of the document, with the test files of its tests column. */
function rows(markdown: string): Row[] {
  const found: Row[] = [];
  let testsColumn = -1;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      testsColumn = -1;
      continue;
    }
    const cells = line
      .slice(1, line.lastIndexOf('|'))
      .split('|')
      .map((cell) => cell.trim());
    if (testsColumn === -1) {
      testsColumn = cells.indexOf('tests');
      continue;
    }
    if (cells[0]!.startsWith('---')) continue;
    const cell = cells[testsColumn] ?? '';
    found.push({
      capability: cells[0]!,
      tests: namedPaths(cell).filter((path) => !path.endsWith('/')),
      groups: [...cell.matchAll(/`([^`]*\*[^`]*)`/g)].map((match) => match[1]!),
    });
  }
  return found;
}

describe('docs/capabilities.md', () => {
  const paths = namedPaths(doc);
  const table = rows(doc);

  it('names files and folders', () => {
    expect(paths.length).toBeGreaterThan(100);
    expect(table.length).toBe(Object.keys(TESTED_WORDS).length);
  });

  it('names only files and folders that exist', () => {
    const missing = paths.filter((path) => !existsSync(new URL(`../${path}`, import.meta.url)));
    expect(missing).toEqual([]);
  });

  it('names, for each capability, test files that speak of it', () => {
    const unproven = table.flatMap(({ capability, tests, groups }) => {
      const word = TESTED_WORDS[capability];
      if (!word) return [`${capability}: no word to look for`];
      if (groups.length) return [`${capability}: names ${groups.join(', ')} instead of its files`];
      if (tests.length === 0) return [`${capability}: names no test`];
      return tests
        .map((path) => new URL(`../${path}`, import.meta.url))
        .filter((file) => existsSync(file) && !word.test(readFileSync(file, 'utf8')))
        .map((file) => `${capability}: ${file.pathname} never mentions ${word}`);
    });
    expect(unproven).toEqual([]);
  });
});
