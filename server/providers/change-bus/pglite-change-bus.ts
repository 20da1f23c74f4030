import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type { Change, ChangeBus } from './change-bus.ts';
import { CHANGES_CHANNEL, parseNotice } from './notices.ts';

/**
 * PGlite is one process, so there is no other instance to tell: `publish` does nothing. It still
 * LISTENs, for the notices the database sends itself (the carts' trigger, migration 0034).
 *
 * `sync` needs no round trip: PGlite is this process's alone (the data folder's lock), and it hands
 * a statement's notices to the listeners (queued as microtasks while it reads the statement's
 * result) before the statement's caller resumes. So every write that has returned has been heard.
 * cart-notices.test.ts checks that this still holds. A `select 1` per sync cut signed-in cart reads
 * from 9,700 to 2,600 a second (PGlite runs one statement at a time, on the main thread).
 */
export async function createPgliteChangeBus(client: PGlite, log: FastifyBaseLogger): Promise<ChangeBus> {
  const listeners: Array<(change: Change, subject?: string) => void> = [];
  const unlisten = await client.listen(CHANGES_CHANNEL, (payload) => {
    const notice = parseNotice(payload);
    if (!notice) return;
    for (const listener of listeners) {
      try {
        listener(notice.change, notice.subject);
      } catch (error) {
        log.error({ err: error, change: notice.change }, 'change bus: a listener failed');
      }
    }
  });
  let closed = false;
  return {
    publish: async () => undefined,
    onChange(listener) {
      listeners.push(listener);
    },
    get listening() {
      return !closed;
    },
    sync: async () => !closed,
    async close() {
      closed = true;
      await unlisten().catch(() => undefined);
    },
  };
}
