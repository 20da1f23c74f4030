// Screenshots of the shop's pages at desktop and phone width, to look at what a change did:
//   SHOTS_BASE_URL=http://127.0.0.1:3000 SHOTS_OUT=/tmp/shots [ADMIN_EMAIL=… ADMIN_PASSWORD=…] \
//     npm run screenshots -- / /collection /login /dashboard/products/new
// With ADMIN_EMAIL and ADMIN_PASSWORD the pages are taken signed in as that account.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/local-machine.ts';

const WIDTHS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

const baseUrl = process.env.SHOTS_BASE_URL ?? 'http://127.0.0.1:3000';
const out = process.env.SHOTS_OUT ?? 'screenshots';
const paths = process.argv.slice(2);
if (paths.length === 0) throw new Error('Name the pages to take, e.g. npm run screenshots -- / /login');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const [label, viewport] of Object.entries(WIDTHS)) {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = process.env;
    if (email && password) {
      const response = await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
        data: { email, password },
        headers: { origin: baseUrl },
      });
      if (!response.ok()) throw new Error(`sign-in of ${email}: ${response.status()} ${await response.text()}`);
    }
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      // Pages that load their data in the browser (the dashboard) show a spinner first: every page has an h1.
      await page
        .locator('h1')
        .first()
        .waitFor({ timeout: 20_000 })
        .catch(() => console.warn(`${path}: no h1 after 20 s, taken as it is`));
      const file = join(out, `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${label}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
