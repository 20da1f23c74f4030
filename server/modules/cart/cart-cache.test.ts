import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../catalog/catalog.tables.ts';
import { createCartCache } from './cart-cache.ts';
import type { LineWithProduct } from './lines-with-products.ts';

// Which database reads the cart cache keeps: one that overlapped a drop of what it read may show
// the cart from before the write the drop announces, so it is answered but never kept.

const line = (ownerId: string, productId: string, quantity: number): LineWithProduct => ({
  line: { id: `line_${ownerId}_${productId}`, productId, size: '', engraving: '', quantity },
  product: { id: productId } as ProductRow,
});

/**
 * A database whose reads answer when told to, each with the quantity it holds at that moment, and
 * a cache over it whose bus has always heard everything.
 */
function handDriven() {
  const quantities = new Map<string, number>();
  /** The piece each owner's one line holds ('prod_a' unless set). */
  const pieces = new Map<string, string>();
  const waiting: Array<() => void> = [];
  let loads = 0;
  const load = (ownerId: string) => {
    loads++;
    // Read now (the snapshot), answered later.
    const lines = [line(ownerId, pieces.get(ownerId) ?? 'prod_a', quantities.get(ownerId) ?? 1)];
    return new Promise<LineWithProduct[]>((resolve) => waiting.push(() => resolve(lines)));
  };
  const answerAll = () => waiting.splice(0).forEach((answer) => answer());
  const cache = createCartCache({ load, sync: async () => true });
  /** Lets a read reach the database, then answers it (and any other waiting). */
  const answered = async <T>(read: Promise<T>): Promise<T> => {
    await settle();
    answerAll();
    return read;
  };
  /** Reads `ownerId`'s cart while `during` happens between the read's snapshot and its answer. */
  const readAcross = async (ownerId: string, during: () => void) => {
    const read = cache.linesWithProducts(ownerId);
    during();
    answerAll();
    return read;
  };
  return { quantities, pieces, load, cache, readAcross, answered, loads: () => loads };
}

async function settle() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

describe('the cart cache', () => {
  it("keeps a read that overlapped only another cart's drop, and answers from it after a sync", async () => {
    const db = handDriven();
    const { cache } = db;
    await db.readAcross('owner_1', () => cache.dropCarts(['owner_2']));
    expect(cache.size).toBe(1);
    const again = await cache.linesWithProducts('owner_1');
    expect(again[0]!.line.quantity).toBe(1);
    expect(db.loads()).toBe(1);
  });

  it("answers a read that overlapped its own cart's drop, and keeps nothing of it", async () => {
    const db = handDriven();
    const { cache } = db;
    // The write lands after the read's snapshot; its notice arrives before the read ends.
    const stale = await db.readAcross('owner_1', () => {
      db.quantities.set('owner_1', 2);
      cache.dropCarts(['owner_1']);
    });
    expect(stale[0]!.line.quantity).toBe(1);
    expect(cache.size).toBe(0);

    const fresh = await db.answered(cache.linesWithProducts('owner_1'));
    expect(fresh[0]!.line.quantity).toBe(2);
    expect(cache.size).toBe(1);
  });

  it("keeps nothing read across a product's change, whichever cart it was", async () => {
    const db = handDriven();
    await db.readAcross('owner_1', () => db.cache.dropProducts(['prod_other']));
    expect(db.cache.size).toBe(0);
  });

  it('drops the carts that hold a changed product, and none other', async () => {
    const db = handDriven();
    const { cache } = db;
    db.pieces.set('owner_2', 'prod_b');
    await db.answered(Promise.all([cache.linesWithProducts('owner_1'), cache.linesWithProducts('owner_2')]));
    expect(cache.size).toBe(2);
    cache.dropProducts(['prod_a']);
    expect(cache.size).toBe(1);
    await cache.linesWithProducts('owner_2');
    expect(db.loads()).toBe(2);
  });

  it('reads the database while the bus cannot promise it has heard every write', async () => {
    const db = handDriven();
    let synced = true;
    const cache = createCartCache({ load: db.load, sync: async () => synced });
    await db.answered(cache.linesWithProducts('owner_1'));
    synced = false;
    await db.answered(cache.linesWithProducts('owner_1'));
    expect(db.loads()).toBe(2);
  });
});
