import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../scripts/lib/local-machine.ts';
import { SHOP_NODE_FLAGS, SHOP_PROCESS_ENV } from '../scripts/lib/node-flags.ts';
import { waitUntilAnswers } from '../scripts/lib/wait-until-answers.ts';

/** How the server runs: from the TypeScript sources through tsx, or the production build (npm run build). */
export type ServerBuild = 'source' | 'production';

/** Node's flags and the script; the production build runs as `npm start` runs it unless given other flags. */
const serverArgs = (build: ServerBuild, nodeFlags?: readonly string[]): string[] =>
  build === 'source'
    ? [...(nodeFlags ?? []), '--import', 'tsx', 'server/main.ts']
    : [...(nodeFlags ?? SHOP_NODE_FLAGS), 'dist/shop/main.js'];

/** Starts the shop server as its own process (it must not share a core with the load generator's event loop). */
export async function startShop(
  env: Record<string, string>,
  build: ServerBuild = 'source',
  nodeFlags?: readonly string[],
): Promise<{ url: string; process: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, serverArgs(build, nodeFlags), {
    env: {
      ...process.env,
      ...(build === 'production' ? SHOP_PROCESS_ENV : {}),
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswers({ name: 'The shop server', url: `${url}/api/metals`, withinMs: 120_000, process: child });
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
