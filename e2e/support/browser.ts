import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { shopUnderTest } from './shop-under-test.ts';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../scripts/lib/local-machine.ts';

/**
 * External hosts (map tiles, Google's avatars) are unreachable here: every name but the shop's
 * fails at once in Chromium's resolver. Cheaper than intercepting each request with page.route,
 * which sends every one of a page's requests through the test process (about 15% of the browser's
 * CPU on a page load).
 */
const LOCAL_HOSTS_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: [...CHROMIUM_ARGS, LOCAL_HOSTS_ONLY] });
}

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  return context.newPage();
}

/**
 * The browser set-up every test file shares: one Chromium for the file, started before its
 * tests and closed after them. Call it at the top of the file, before other hooks.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const running = () => {
    if (!browser) throw new Error('The browser starts in beforeAll: use it inside hooks and tests.');
    return browser;
  };
  return {
    get browser(): Browser {
      return running();
    },
    /** A page in a fresh context (its own cookies). */
    newPage: (viewport = DESKTOP): Promise<Page> => newPage(running(), viewport),
    /**
     * A fresh page opened at `path`, at the address the tests browse (127.0.0.1, which is not
     * PUBLIC_URL) unless `origin` says otherwise.
     */
    async open(path: string, options: { viewport?: typeof DESKTOP; origin?: string } = {}): Promise<Page> {
      const page = await newPage(running(), options.viewport);
      await page.goto(`${options.origin ?? shopUnderTest().baseUrl}${path}`);
      return page;
    },
  };
}

/** Fails on any serious or critical axe violation, listing what and where. */
export async function expectAccessible(page: Page): Promise<void> {
  // Every rule runs; only the violations are reported in full (passes would be listed element by
  // element, which is a fifth of a scan's time and read by no one here). axe.run in the page itself
  // ("legacy mode") rather than a partial run per frame finished in a blank page of its own, which
  // injects axe twice: half the CPU, with the same violations on every page compared. It skips
  // cross-origin frames, and the shop's only one is Google's map.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  );
  // The rules and elements in the message itself: some reporters shorten a failed toEqual's arrays.
  expect(summary.length, `axe on ${page.url()}:\n${summary.join('\n')}`).toBe(0);
}
