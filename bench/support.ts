import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../scripts/lib/local-machine.ts';

/** How the server runs: from the TypeScript sources through tsx, or the production build (npm run build). */
export type ServerBuild = 'source' | 'production';

const SERVER_ARGS: Record<ServerBuild, string[]> = {
  source: ['--import', 'tsx', 'server/main.ts'],
  production: ['--enable-source-maps', 'dist/shop/main.js'],
};

/** Starts the shop server as its own process (it must not share a core with the load generator's event loop). */
export async function startShop(
  env: Record<string, string>,
  build: ServerBuild = 'source',
): Promise<{ url: string; process: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, SERVER_ARGS[build], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('The shop server exited during start-up');
    try {
      if ((await fetch(`${url}/api/metals`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('The shop server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
