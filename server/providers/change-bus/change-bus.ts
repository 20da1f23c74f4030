/**
 * How the instances of one shop tell each other that something they keep in memory changed
 * (decision 0009): the catalogue's cached answers and the metal rates. Each instance drops its own
 * copy at once and announces the change; every other instance drops its copy when the notice
 * arrives (PostgreSQL LISTEN/NOTIFY, within milliseconds). The caches' own lifetimes (5 s) stay as
 * the backstop for a notice that never arrives.
 */

/** What changed: products (added, edited, deleted, sold) or a metal rate. */
export type Change = 'catalog' | 'rates';

export const CHANGES: readonly Change[] = ['catalog', 'rates'];

export interface ChangeBus {
  /** Tells the other instances (never this one). Never throws: a failure is logged, the backstop remains. */
  publish(change: Change): Promise<void>;
  /**
   * Called for each change another instance announces, and for every kind of change after the bus
   * reconnects (notices sent while it was away are lost, so everything is dropped once).
   */
  onChange(listener: (change: Change) => void): void;
  /** Whether notices can arrive right now (always true for the local bus). */
  readonly listening: boolean;
  close(): Promise<void>;
}

/** One process (PGlite, or a single instance): there is nobody else to tell. */
export function createLocalChangeBus(): ChangeBus {
  return {
    publish: async () => undefined,
    onChange: () => undefined,
    listening: true,
    close: async () => undefined,
  };
}

/** What the workflows call after a write commits: this instance's copy goes at once, the others' follow. */
export interface ShopChanges {
  /** A product was created, edited, deleted or sold: every instance's catalogue answers are dropped. */
  productsChanged(): void;
  /** A metal rate changed: every instance reloads its rates (which also gives catalogue answers new keys). */
  ratesChanged(): void;
}

/**
 * Binds a bus to this instance's caches: `drop` forgets one kind of kept data. Notices from other
 * instances run the same `drop`.
 */
export function shopChanges(bus: ChangeBus, drop: Record<Change, () => void>): ShopChanges {
  bus.onChange((change) => drop[change]());
  const changed = (change: Change) => {
    drop[change]();
    void bus.publish(change);
  };
  return {
    productsChanged: () => changed('catalog'),
    ratesChanged: () => changed('rates'),
  };
}
