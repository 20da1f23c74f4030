import { LRUCache } from 'lru-cache';
import type { LineWithProduct } from './lines-with-products.ts';

/** A cart's product rows are kept no longer than the catalogue's answers (a lost product notice's bound). */
const CART_CACHE_MS = 5_000;
/**
 * Lines kept at most, over all carts: each holds its product's row (about 2 KB) and its part of the
 * cart's JSON (about 0.8 KB, and its compressed forms once asked for), so about 6 MB at most. Only
 * carts read in the last 5 s are kept, which a shop of two branches' customers stays well under.
 */
const CART_CACHE_MAX_LINES = 2_000;

export interface CartCacheOptions {
  /** The owner's lines with their products, from the database. */
  load(ownerId: string): Promise<LineWithProduct[]>;
  /**
   * True once every cart notice committed before the call has been handled (ChangeBus.sync): only
   * then may a kept cart answer a read.
   */
  sync(): Promise<boolean>;
}

/**
 * Carts' lines with their products, kept in memory for their reads (decision 0019). A kept cart
 * answers a read only after the change bus has synced, so a write committed through any instance
 * before the read began shows: the database announces every cart write in the write's transaction
 * (migration 0034), and the notice drops the owner's cart here. Products' changes drop the carts
 * that hold them, as they drop the catalogue's answers; prices are not kept (the cart is priced at
 * each read with the rates this instance keeps).
 */
export function createCartCache({ load, sync }: CartCacheOptions) {
  const carts = new LRUCache<string, LineWithProduct[]>({
    maxSize: CART_CACHE_MAX_LINES,
    sizeCalculation: (lines) => lines.length + 1,
    ttl: CART_CACHE_MS,
    updateAgeOnGet: false,
  });
  // A database read that overlaps a drop of what it reads is answered but never kept, since it may
  // have begun before the write the drop announces. Reads in flight are marked per owner, so a busy
  // shop's other carts do not spoil them; a product's drop, or every cart's, marks them all through
  // `epoch` (a cart's products are known only once it is read).
  const reading = new Map<string, Set<{ dropped: boolean }>>();
  let epoch = 0;

  const read = async (ownerId: string): Promise<LineWithProduct[]> => {
    const mark = { dropped: false };
    const begun = epoch;
    let marks = reading.get(ownerId);
    if (!marks) reading.set(ownerId, (marks = new Set()));
    marks.add(mark);
    let lines: LineWithProduct[];
    try {
      lines = await load(ownerId);
    } finally {
      marks.delete(mark);
      if (marks.size === 0 && reading.get(ownerId) === marks) reading.delete(ownerId);
    }
    if (!mark.dropped && begun === epoch) carts.set(ownerId, lines);
    return lines;
  };

  return {
    /** The owner's lines with their products, as the database has them now. */
    async linesWithProducts(ownerId: string): Promise<LineWithProduct[]> {
      // A cart not kept is read at once: the sync would only delay the database read.
      if (!carts.has(ownerId)) return read(ownerId);
      if (!(await sync())) return load(ownerId);
      // Anything kept now has heard every notice committed before this read began.
      return carts.get(ownerId) ?? read(ownerId);
    },

    /** These owners' carts changed (none named: every cart). */
    dropCarts(ownerIds?: readonly string[]): void {
      if (ownerIds === undefined) {
        epoch++;
        carts.clear();
        return;
      }
      for (const ownerId of ownerIds) {
        carts.delete(ownerId);
        reading.get(ownerId)?.forEach((mark) => (mark.dropped = true));
      }
    },

    /** These products changed (none named: every product): the carts holding one go. */
    dropProducts(productIds?: readonly string[]): void {
      epoch++;
      if (productIds === undefined) {
        carts.clear();
        return;
      }
      const changed = new Set(productIds);
      const owners: string[] = [];
      carts.forEach((lines, ownerId) => {
        if (lines.some(({ product }) => changed.has(product.id))) owners.push(ownerId);
      });
      for (const ownerId of owners) carts.delete(ownerId);
    },

    /** Carts kept now (for tests). */
    get size(): number {
      return carts.size;
    },
  };
}

export type CartCache = ReturnType<typeof createCartCache>;
