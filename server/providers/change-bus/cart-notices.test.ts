import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteOf, type Database } from '#server/db/client.ts';
import { products } from '#server/modules/catalog/catalog.tables.ts';
import { createThrowawayPostgres } from '#server/db/throwaway-database.ts';
import { migratedPgliteTemplate } from '#server/testing/pglite-template.ts';
import { migratedPostgresTemplateName } from '#server/testing/postgres-template.ts';
import type { Change, ChangeBus } from './change-bus.ts';
import { createPgliteChangeBus } from './pglite-change-bus.ts';
import { createPostgresChangeBus } from './postgres-change-bus.ts';

// The database announces every write to a cart in the write's own transaction (migration 0034),
// and a bus's `sync` returns only after every notice committed before it has been heard: together
// they let an instance answer a cart read from memory as the database would (decision 0019).

const log = pino({ level: 'silent' });
const serverUrl = process.env.DATABASE_URL;

interface Heard {
  change: Change;
  subject?: string;
}

/** A piece for the lines to hold: only its required columns, the rest of the catalogue is not needed. */
async function aPiece(database: Database): Promise<string> {
  await database.db.insert(products).values({
    id: 'prod_cart_notices',
    name: 'Test ring',
    category: 'Rings',
    shortDescription: 'A ring',
    description: 'A ring for the cart notices',
    weightGrams: '3.000',
  });
  return 'prod_cart_notices';
}

/** The scenarios, on a bus listening to `database`, with `writer` writing as another instance would. */
function cartNotices(
  open: () => Promise<{ bus: ChangeBus; writer: Database; close(): Promise<void> }>,
  { heardOnReturn = false } = {},
) {
  let bus: ChangeBus;
  let writer: Database;
  let close: () => Promise<void>;
  let productId: string;
  const heard: Heard[] = [];
  const cartsHeard = () => heard.filter((notice) => notice.change === 'carts');

  beforeAll(async () => {
    ({ bus, writer, close } = await open());
    productId = await aPiece(writer);
    bus.onChange((change, subject) => heard.push({ change, subject }));
  });
  afterAll(async () => {
    await close?.();
  });

  const exec = (query: ReturnType<typeof sql>) => writer.db.execute(query);
  const addLine = (owner: string, id = `line_${owner}`) =>
    exec(sql`insert into cart_items (id, owner_id, product_id, quantity) values (${id}, ${owner}, ${productId}, 1)`);

  /** What the bus has heard of carts once it has synced after the write. */
  async function afterSync(write: () => Promise<unknown>): Promise<Heard[]> {
    // Earlier writes' notices first, so that only this write's are counted.
    expect(await bus.sync()).toBe(true);
    heard.length = 0;
    await write();
    expect(await bus.sync()).toBe(true);
    return cartsHeard();
  }

  it('names the owner of every line added, changed or removed, whatever made the write', async () => {
    expect(await afterSync(() => addLine('owner_a'))).toEqual([{ change: 'carts', subject: 'owner_a' }]);
    expect(await afterSync(() => exec(sql`update cart_items set quantity = 2 where owner_id = 'owner_a'`))).toEqual([
      { change: 'carts', subject: 'owner_a' },
    ]);
    expect(await afterSync(() => exec(sql`delete from cart_items where owner_id = 'owner_a'`))).toEqual([
      { change: 'carts', subject: 'owner_a' },
    ]);
  });

  it('names every owner a statement touched, once, and says nothing when it touched none', async () => {
    await addLine('owner_b');
    await addLine('owner_c');
    const both = await afterSync(() =>
      exec(sql`update cart_items set quantity = 3 where owner_id in ('owner_b', 'owner_c')`),
    );
    expect(both).toHaveLength(1);
    expect(both[0]!.subject!.split(',').sort()).toEqual(['owner_b', 'owner_c']);
    expect(await afterSync(() => exec(sql`update cart_items set quantity = 3 where owner_id = 'nobody'`))).toEqual([]);
  });

  it('says nothing of a write that rolled back', async () => {
    const rolledBack = afterSync(() =>
      writer.db
        .transaction(async (tx) => {
          await tx.execute(
            sql`insert into cart_items (id, owner_id, product_id, quantity) values ('line_x', 'owner_x', ${productId}, 1)`,
          );
          throw new Error('changed my mind');
        })
        .catch(() => undefined),
    );
    expect(await rolledBack).toEqual([]);
  });

  it('announces every cart when a statement touches more owners than a notice can name, or empties the table', async () => {
    // 300 owners of 14 characters and their commas: more than the 4,000 a notice's subject may hold.
    await exec(
      sql`insert into cart_items (id, owner_id, product_id, quantity)
          select 'line_many_' || n, 'owner_many_' || lpad(n::text, 3, '0'), ${productId}, 1 from generate_series(1, 300) as n`,
    );
    expect(await afterSync(() => exec(sql`delete from cart_items where owner_id like 'owner_many_%'`))).toEqual([
      { change: 'carts', subject: undefined },
    ]);
    expect(await afterSync(() => exec(sql`truncate cart_items`))).toEqual([{ change: 'carts', subject: undefined }]);
  });

  // What lets PGlite's `sync` answer without a round trip (a bus that pings needs no such promise).
  if (heardOnReturn)
    it('has heard a write by the time the write returns, in a transaction or not', async () => {
      const seen = () => cartsHeard().at(-1)?.subject;
      for (let i = 0; i < 200; i++) {
        await addLine(`owner_returned_${i}`);
        expect(seen()).toBe(`owner_returned_${i}`);
      }
      await writer.db.transaction(async (tx) => {
        await tx.execute(sql`delete from cart_items where owner_id = 'owner_returned_0'`);
      });
      expect(seen()).toBe('owner_returned_0');
    });

  it('has heard each of 500 writes made just before it syncs', async () => {
    let missed = 0;
    for (let i = 0; i < 500; i++) {
      const owner = `owner_race_${i}`;
      const notices = await afterSync(() => addLine(owner));
      if (!notices.some((notice) => notice.subject === owner)) missed++;
    }
    expect(missed).toBe(0);
  });
}

async function pgliteBus() {
  const database = await openDatabase({ template: migratedPgliteTemplate() });
  const bus = await createPgliteChangeBus(pgliteOf(database.db)!, log);
  return {
    bus,
    writer: database,
    async close() {
      await bus.close();
      await database.close();
    },
  };
}

describe('cart notices on the embedded PGlite', () => {
  cartNotices(pgliteBus, { heardOnReturn: true });
});

describe.skipIf(!serverUrl)('cart notices on PostgreSQL, written through another instance', () => {
  cartNotices(async () => {
    const scratch = await createThrowawayPostgres(serverUrl!, { template: migratedPostgresTemplateName() });
    const listener = await openDatabase({ databaseUrl: scratch.url });
    const writer = await openDatabase({ databaseUrl: scratch.url });
    const bus = await createPostgresChangeBus({ databaseUrl: scratch.url, db: listener.db, log });
    return {
      bus,
      writer,
      async close() {
        await bus.close();
        await Promise.all([listener.close(), writer.close()]);
        await scratch.drop();
      },
    };
  });

  it('promises nothing once it has stopped listening', async () => {
    const scratch = await createThrowawayPostgres(serverUrl!, { template: migratedPostgresTemplateName() });
    const database = await openDatabase({ databaseUrl: scratch.url });
    const bus = await createPostgresChangeBus({ databaseUrl: scratch.url, db: database.db, log });
    try {
      expect(await bus.sync()).toBe(true);
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'shop change bus' and datname = current_database()`,
      );
      const until = Date.now() + 3000;
      while (bus.listening && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(bus.listening).toBe(false);
      expect(await bus.sync()).toBe(false);
    } finally {
      await bus.close();
      await database.close();
      await scratch.drop();
    }
  });
});
