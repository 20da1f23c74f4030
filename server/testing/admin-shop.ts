import { seedDemoDataIfEmpty } from '#server/db/seed.ts';
import { registerOwner, type TestShopper } from './shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from './test-app.ts';

/** A plain 22K ring as the add form sends it: the least a new product needs. */
export const PLAIN_RING = {
  name: 'Noor Plain Ring',
  category: 'Gold',
  weight: 3,
  shortDescription: 'A ring.',
  description: 'A plain 22K ring.',
  stock: 2,
} as const;

/**
 * The set-up the admin product API tests share: the real app on a fresh database with the demo
 * catalogue, and its owner signed in as `admin`. Close `t` after the file's tests.
 */
export async function openAdminShop(): Promise<{ t: TestApp; admin: TestShopper }> {
  const t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS });
  await seedDemoDataIfEmpty(t.database.db);
  return { t, admin: await registerOwner(t.app, 'Noor Admin') };
}
