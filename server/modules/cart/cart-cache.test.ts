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

/** A database whose reads answer when told to, each with the quantity it holds at that moment. */
function handDriven() {
  const quantities = new Map<string, number>();
  const waiting: Array<() => void> = [];
  let loads = 0;
  const load = (ownerId: string) => {
    loads++;
    // Read now (the snapshot), answered later.
    const lines = [line(ownerId, 'prod_a', quantities.get(ownerId) ?? 1)];
    return new Promise<LineWithProduct[]>((resolve) => waiting.push(() => resolve(lines)));
  };
  const answerAll = () => waiting.splice(0).forEach((answer) => answer());
  return { quantities, load, answerAll, loads: () => loads };
}

async function settle() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

describe('the cart cache', () => {
  it("keeps a read that overlapped only another cart's drop, and answers from it after a sync", async () => {
    const db = handDriven();
    const cache = createCartCache({ load: db.load, sync: async () => true });
    const first = cache.linesWithProducts('owner_1');
    cache.dropCarts(['owner_2']);
    db.answerAll();
    await first;
    expect(cache.size).toBe(1);
    const again = await cache.linesWithProducts('owner_1');
    expect(again[0]!.line.quantity).toBe(1);
    expect(db.loads()).toBe(1);
  });

  it("answers a read that overlapped its own cart's drop, and keeps nothing of it", async () => {
    const db = handDriven();
    const cache = createCartCache({ load: db.load, sync: async () => true });
    const stale = cache.linesWithProducts('owner_1');
    // The write lands after the read's snapshot; its notice arrives before the read ends.
    db.quantities.set('owner_1', 2);
    cache.dropCarts(['owner_1']);
    db.answerAll();
    expect((await stale)[0]!.line.quantity).toBe(1);
    expect(cache.size).toBe(0);

    const fresh = cache.linesWithProducts('owner_1');
    await settle();
    db.answerAll();
    expect((await fresh)[0]!.line.quantity).toBe(2);
    expect(cache.size).toBe(1);
  });

  it("keeps nothing read across a product's change, whichever cart it was", async () => {
    const db = handDriven();
    const cache = createCartCache({ load: db.load, sync: async () => true });
    const read = cache.linesWithProducts('owner_1');
    cache.dropProducts(['prod_other']);
    db.answerAll();
    await read;
    expect(cache.size).toBe(0);
  });

  it('drops the carts that hold a changed product, and none other', async () => {
    const db = handDriven();
    const cache = createCartCache({ load: db.load, sync: async () => true });
    const reads = [cache.linesWithProducts('owner_1'), cache.linesWithProducts('owner_2')];
    await settle();
    db.answerAll();
    await Promise.all(reads);
    expect(cache.size).toBe(2);
    cache.dropProducts(['prod_a']);
    expect(cache.size).toBe(0);
  });

  it('reads the database while the bus cannot promise it has heard every write', async () => {
    const db = handDriven();
    let synced = true;
    const cache = createCartCache({ load: db.load, sync: async () => synced });
    const first = cache.linesWithProducts('owner_1');
    await settle();
    db.answerAll();
    await first;
    synced = false;
    const second = cache.linesWithProducts('owner_1');
    await settle();
    db.answerAll();
    await second;
    expect(db.loads()).toBe(2);
  });
});
