import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopUnderTest } from './support/shop-under-test.ts';
import { pageHeading } from './support/shop.ts';
import { expectToast, headerEntries, signUpFromPage, uniqueEmail, whoAmI } from './support/accounts.ts';
import { useBrowser } from './support/browser.ts';
import { confirmAlert, sidebar, useAuditLog, useOwnerSession } from './support/dashboard.ts';
import { eventually } from './support/pages.ts';

// The dashboard's Customers page: a customer made admin (who then sees the dashboard) and made a
// customer again, both in the Audit Log.

const baseUrl = shopUnderTest().baseUrl;
const chromium = useBrowser();
/** A word no earlier run used, for product and customer names. */
const run = Date.now().toString(36).slice(-6).toUpperCase();

const owner = useOwnerSession(chromium);

/** The customer this file made admin; made a customer again at the end whatever failed on the way. */
let changedRole: { id: string; email: string; restored: boolean } | undefined;
afterAll(async () => {
  if (changedRole && !changedRole.restored)
    await owner.call('PATCH', `/api/users/${changedRole.id}`, { role: 'customer' });
});

describe('Customers: a customer made admin, then customer again', () => {
  const name = `Yusuf Karam ${run}`;
  const email = uniqueEmail('new.admin');
  let shopper: Page;
  let admin: Page;

  beforeAll(async () => {
    shopper = await chromium.open('/');
    await signUpFromPage(shopper, name, email);
    const me = (await whoAmI(shopper))!;
    expect(me.role).toBe('customer');
    changedRole = { id: me.id, email, restored: false };
    admin = await owner.open('/dashboard/user');
    await pageHeading(admin, 'Customers').waitFor();
  });
  afterAll(async () => {
    await shopper.context().close();
    await admin.context().close();
  });

  const row = () => admin.getByRole('row').filter({ hasText: email });

  it('makes the customer an admin after the confirmation: User role updated to admin', async () => {
    await admin.getByRole('searchbox', { name: 'Search customers' }).fill(email);
    await admin.waitForURL((url) => url.searchParams.get('q') === email);
    await eventually(async () => expect(await row().count()).toBe(1));
    expect(await row().getByRole('cell').nth(1).innerText()).toBe('CUSTOMER');
    await row()
      .getByRole('button', { name: `Make Admin: ${name}`, exact: true })
      .click();
    await confirmAlert(admin, 'Yes, make admin', [`${name} (${email}) will become an admin.`]);
    await expectToast(admin, 'User role updated to admin');
    await row()
      .getByRole('button', { name: `Make Customer: ${name}`, exact: true })
      .waitFor();
    expect(await row().getByRole('cell').nth(1).innerText()).toBe('ADMIN');
  });

  it('gives the new admin, in their own browser, the Dashboard link and the dashboard', async () => {
    await shopper.reload();
    const header = headerEntries(shopper);
    await header.dashboard.waitFor();
    await header.dashboard.click();
    await shopper.waitForURL(`${baseUrl}/dashboard`);
    await pageHeading(shopper, 'Dashboard').waitFor();
    await shopper.getByText(`Welcome, ${name}`, { exact: true }).waitFor();
    expect(await sidebar(shopper).innerText()).toMatch(new RegExp(`${name}\\s+Admin\\s+${email}`, 'i'));
    await shopper.getByRole('region', { name: 'Figures' }).waitFor();
  });

  it('makes them a customer again, and the dashboard sends them home', async () => {
    await row()
      .getByRole('button', { name: `Make Customer: ${name}`, exact: true })
      .click();
    await confirmAlert(admin, 'Yes, make customer', [`${name} (${email}) will become a customer.`]);
    await expectToast(admin, 'User role updated to customer');
    await row()
      .getByRole('button', { name: `Make Admin: ${name}`, exact: true })
      .waitFor();
    changedRole!.restored = true;

    await shopper.goto(`${baseUrl}/dashboard`);
    await shopper.waitForURL(`${baseUrl}/`);
    await expectToast(shopper, "This area is for the shop's admins");
    expect(await headerEntries(shopper).dashboard.count()).toBe(0);
    expect(await whoAmI(shopper)).toMatchObject({ email, role: 'customer' });
  });

  describe('in the Audit Log', () => {
    const { entry } = useAuditLog(owner);

    it('lists both role changes, newest first', async () => {
      const role = changedRole;
      expect(role, 'the customer was made admin').toBeDefined();
      // Newest first: back to customer, then made audit.
      expect(await entry('Role changed', 'user.role', role!.email, 0)).toEqual(['Role: admin to customer']);
      expect(await entry('Role changed', 'user.role', role!.email, 1)).toEqual(['Role: customer to admin']);
    });
  });
});
