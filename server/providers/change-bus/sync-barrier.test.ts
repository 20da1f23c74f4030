import { describe, expect, it } from 'vitest';
import { syncBarrier } from './sync-barrier.ts';

/** A ping that answers only when told to, and records when each one left. */
function manualPing() {
  const sent: Array<{ answer(): void; fail(): void }> = [];
  const ping = () =>
    new Promise<void>((resolve, reject) => {
      sent.push({ answer: resolve, fail: () => reject(new Error('lost')) });
    });
  return { ping, sent };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
};

describe('the sync barrier', () => {
  it('serves everyone who called while a ping was under way with one more ping, sent after they called', async () => {
    const { ping, sent } = manualPing();
    const barrier = syncBarrier(ping);
    const first = barrier();
    expect(sent).toHaveLength(1);
    const [second, third] = [barrier(), barrier()];
    expect(sent).toHaveLength(1);

    sent[0]!.answer();
    await first;
    // The ping that was under way left before they called: they wait for the next one.
    expect(await settled(second)).toBe(false);
    expect(sent).toHaveLength(2);
    sent[1]!.answer();
    await Promise.all([second, third]);
    expect(sent).toHaveLength(2);
  });

  it('fails the callers of a lost ping, and pings afresh for the next caller', async () => {
    const { ping, sent } = manualPing();
    const barrier = syncBarrier(ping);
    const lost = barrier();
    const waiting = barrier();
    sent[0]!.fail();
    await expect(lost).rejects.toThrow('lost');
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(sent).toHaveLength(2);
    sent[1]!.answer();
    await waiting;

    const later = barrier();
    expect(sent).toHaveLength(3);
    sent[2]!.answer();
    await later;
  });
});
