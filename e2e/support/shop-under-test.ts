import { inject } from 'vitest';

export interface ShopUnderTest {
  /** Where the tests browse: http://127.0.0.1:port, deliberately not PUBLIC_URL. */
  baseUrl: string;
  /** The server's PUBLIC_URL: http://localhost:port. */
  publicUrl: string;
  /** Its DATA_DIR (the mail outbox lives there). */
  dataDir: string;
  owner: { email: string; password: string };
  googleUser: { email: string; name: string };
}

/**
 * The shop this test file's worker drives: global-setup.ts starts one per worker, and a worker keeps
 * its own (VITEST_POOL_ID counts the workers from 1).
 */
export function shopUnderTest(): ShopUnderTest {
  const shops = inject('shops');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return shops[(worker - 1) % shops.length]!;
}
