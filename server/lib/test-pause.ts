/**
 * TEST ONLY: a place in the code where a test can stop the process to kill it (`kill -9`) at a
 * chosen moment, e.g. after a card was authorized and before its order is recorded. Off unless
 * the environment variable SHOP_TEST_PAUSE_AT names the point; never set it in production: the
 * request that reaches the point waits for ever.
 *
 * When reached, one line `SHOP_TEST_PAUSED <point> <detail>` is written to standard error for the
 * test to wait for, and the promise never settles.
 */
export const TEST_PAUSE_POINTS = ['before-record-order', 'before-capture'] as const;
export type TestPausePoint = (typeof TEST_PAUSE_POINTS)[number];

export async function testPause(point: TestPausePoint, detail: string): Promise<void> {
  if (process.env.SHOP_TEST_PAUSE_AT !== point) return;
  process.stderr.write(`SHOP_TEST_PAUSED ${point} ${detail}\n`);
  await new Promise<never>(() => {
    // Held until the test kills the process.
    setInterval(() => {}, 60_000);
  });
}
