import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { createThrowawayPostgres } from './throwaway-database.ts';

// Two instances starting together on a fresh PostgreSQL database (a deploy of two replicas): the
// migrations run under an advisory lock, so one applies them and the other waits and finds nothing
// to do. Without the lock one of the two died on a duplicate key in CREATE SCHEMA "drizzle".

const serverUrl = process.env.DATABASE_URL;

describe.runIf(serverUrl)('migrations at start (runs only with DATABASE_URL: it needs a PostgreSQL server)', () => {
  it('lets instances that start at the same moment on a new database all come up', async () => {
    const scratch = await createThrowawayPostgres(serverUrl!);
    try {
      const started = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ databaseUrl: scratch.url })));
      for (const result of started) if (result.status === 'fulfilled') await result.value.close();
      expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up'))).toEqual([
        'up',
        'up',
        'up',
      ]);
    } finally {
      await scratch.drop();
    }
  });
});
