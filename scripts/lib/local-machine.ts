// What the browser tests and the benchmarks share about this machine: Debian's Chromium,
// started with flags that keep it quiet without internet, and free local ports.
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/** The full browser: what bench:web's Lighthouse measures and the screenshots show. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The browser tests' Chromium: Debian's chromium-headless-shell when it is installed, else the full
 * browser. The shell is the same Blink and V8 without the full browser's window compositing; a page
 * load costs it about 40% of the full browser's CPU (7 s against 18 s for ten loads), and on two
 * cores the browser tests are CPU-bound.
 */
export const TEST_CHROMIUM_PATH = existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
