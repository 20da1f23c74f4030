/**
 * How the instances of one shop tell each other that something they keep in memory changed
 * (decision 0009): the catalogue's cached answers, the metal rates and the signed-in sessions
 * (decision 0011). Each instance drops its own copy at once and announces the change; every other
 * instance drops its copy when the notice arrives (PostgreSQL LISTEN/NOTIFY, within milliseconds).
 * The caches' own lifetimes (5 s; sessions SESSION_CACHE_SECONDS) stay as the backstop for a notice
 * that never arrives.
 */

/**
 * What changed: products (added, edited, deleted), some products' stock alone (sold: the subject is
 * their ids, comma-separated; none: every product's), a metal rate, a user's sessions or account
 * (the subject is the user's id; none: every user's), or carts (the subject is their owners' ids,
 * comma-separated; none: every cart). Carts are announced by the database itself, in the
 * transaction of the write (migration 0034), never through `publish`.
 */
export type Change = 'catalog' | 'stock' | 'rates' | 'sessions' | 'carts';

export const CHANGES: readonly Change[] = ['catalog', 'stock', 'rates', 'sessions', 'carts'];

/**
 * Longest subject a notice may carry: a user id is 32 characters, a sale's product ids 25 each
 * (a larger sale is announced as a change of the whole catalogue). NOTIFY carries up to 8,000 bytes.
 */
export const MAX_SUBJECT_LENGTH = 4000;

export interface ChangeBus {
  /**
   * Tells the other instances (never this one), optionally naming what changed (a user id). Never
   * throws: a failure is logged, the backstop remains.
   */
  publish(change: Change, subject?: string): Promise<void>;
  /**
   * Called for each change another instance announces, and for every kind of change without a
   * subject after the bus reconnects (notices sent while it was away are lost, so everything is
   * dropped once).
   */
  onChange(listener: (change: Change, subject?: string) => void): void;
  /** Whether notices can arrive right now (always true for the local bus). */
  readonly listening: boolean;
  /**
   * Resolves true once every notice committed in the database before this call has been delivered
   * to the listeners (what lets an instance answer from memory as the database would), false when
   * the bus cannot promise that (not listening, or a bus that hears nothing).
   */
  sync(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * One process over a database it does not listen to (a test's app on PostgreSQL without
 * DATABASE_URL): nobody else to tell, and nothing heard, so nothing that needs notices is kept.
 */
export function createLocalChangeBus(): ChangeBus {
  return {
    publish: async () => undefined,
    onChange: () => undefined,
    listening: true,
    sync: async () => false,
    close: async () => undefined,
  };
}

/** What the workflows call after a write commits: this instance's copy goes at once, the others' follow. */
export interface ShopChanges {
  /** A product was created, edited or deleted: every instance's catalogue answers are dropped. */
  productsChanged(): void;
  /**
   * Only these products' stock changed (a sale): every instance drops the answers that show one
   * of them, and keeps the others, the filters' counts and the sorted prices.
   */
  stockChanged(productIds: readonly string[]): void;
  /** A metal rate changed: every instance reloads its rates (which also gives catalogue answers new keys). */
  ratesChanged(): void;
  /**
   * A user's sessions or account changed (signed out, a session revoked, password, role, two-factor,
   * name or e-mail changed, account deleted): every instance forgets the sessions it keeps for them,
   * so their next request is checked against the database. Without a user: every user's.
   */
  accountChanged(userId: string | undefined): void;
}

/**
 * Binds a bus to this instance's caches: `drop` forgets one kind of kept data (only what concerns
 * the subject, when there is one). Notices from other instances run the same `drop`.
 */
export function shopChanges(bus: ChangeBus, drop: Record<Change, (subject?: string) => void>): ShopChanges {
  bus.onChange((change, subject) => drop[change](subject));
  const changed = (change: Change, subject?: string) => {
    drop[change](subject);
    void bus.publish(change, subject);
  };
  return {
    productsChanged: () => changed('catalog'),
    stockChanged: (productIds) => {
      const subject = [...new Set(productIds)].join(',');
      if (subject.length > MAX_SUBJECT_LENGTH) changed('catalog');
      else if (subject) changed('stock', subject);
    },
    ratesChanged: () => changed('rates'),
    accountChanged: (userId) => changed('sessions', userId),
  };
}
