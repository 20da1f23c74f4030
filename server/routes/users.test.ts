import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerList } from '#domain/admin/customers.ts';
import { fromShopPage, signUp } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const CROSS_SITE_REFUSED =
  "Cross-site request refused: it did not come from this shop's own pages. Please reload the page and try again.";

const LAST_OWNER_MESSAGE = 'You are the last owner: make someone else an owner before you step down.';

let t: TestApp;
let customer: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let owner: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signUp(t.app, t.database.db, 'customer', 'fatima.customer@example.com');
  admin = await signUp(t.app, t.database.db, 'admin', 'omar.admin@example.com');
  owner = await signUp(t.app, t.database.db, 'owner', 'nadia.owner@example.com');
});
afterAll(() => t.close());

const patchRole = (cookie: string, id: string, role: unknown) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, payload: { role }, headers: fromShopPage(cookie) });

describe('route table authorization', () => {
  /** Every user/admin route answers a visitor 401 and (admin routes) a customer 403. */
  it('guards every non-public API route, whatever its payload', async () => {
    const guarded = t.app.routeAccessTable.filter((route) => route.access !== 'public' && route.method !== 'HEAD');
    expect(guarded.length).toBeGreaterThanOrEqual(3);
    for (const route of guarded) {
      const url = route.url.replace(/:(\w+)/g, 'x1');
      const visitor = await t.app.inject({
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(visitor.statusCode, `${route.method} ${route.url} as visitor`).toBe(401);
      if (route.access === 'admin') {
        const asCustomer = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: fromShopPage(customer.cookie),
          payload: route.method === 'GET' ? undefined : {},
        });
        expect(asCustomer.statusCode, `${route.method} ${route.url} as customer`).toBe(403);
        // Refused for the role, not by the cross-site check.
        expect(asCustomer.json().message).not.toBe(CROSS_SITE_REFUSED);
      }
    }
  });
});

describe('the accounts list (GET /api/admin/customers)', () => {
  it('lists users newest first with name, e-mail, role and created date', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customers',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<CustomerList>();
    expect(body.total).toBe(3);
    expect(body.items.map((u) => u.email)).toEqual([
      'nadia.owner@example.com',
      'omar.admin@example.com',
      'fatima.customer@example.com',
    ]);
    expect(body.items[0]).toMatchObject({ role: 'owner', name: 'Test owner' });
    expect(body.items[0]).not.toHaveProperty('password');
    expect(new Date(body.items[0]!.createdAt).getTime()).toBeGreaterThan(0);
  });

  it('searches by name or e-mail and pages', async () => {
    const byEmail = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customers?q=FATIMA',
      headers: { cookie: admin.cookie },
    });
    expect(byEmail.json<CustomerList>().items.map((u) => u.email)).toEqual(['fatima.customer@example.com']);
    const byName = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customers?q=test%20admin',
      headers: { cookie: admin.cookie },
    });
    expect(byName.json<CustomerList>().items.map((u) => u.role)).toEqual(['admin']);
    const paged = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customers?pageSize=2&page=2',
      headers: { cookie: admin.cookie },
    });
    expect(paged.json<CustomerList>()).toMatchObject({ page: 2, pageCount: 2, total: 3 });
    expect(paged.json<CustomerList>().items).toHaveLength(1);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customers?pageSize=500',
      headers: { cookie: admin.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PATCH /api/users/:id', () => {
  it('lets an admin make a customer an admin and back, effective at once', async () => {
    const up = await patchRole(admin.cookie, customer.id, 'admin');
    expect(up.statusCode).toBe(200);
    expect(up.json().role).toBe('admin');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/customers',
      headers: { cookie: customer.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect((await patchRole(admin.cookie, customer.id, 'customer')).json().role).toBe('customer');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/customers', headers: { cookie: customer.cookie } }))
        .statusCode,
    ).toBe(403);
  });

  it('lets only an owner grant or remove the owner role', async () => {
    const grant = await patchRole(admin.cookie, customer.id, 'owner');
    expect(grant.statusCode).toBe(403);
    expect(grant.json().message).toBe('Only an owner can grant or remove the owner role.');
    expect((await patchRole(admin.cookie, owner.id, 'customer')).statusCode).toBe(403);
    expect((await patchRole(owner.cookie, customer.id, 'owner')).json().role).toBe('owner');
    expect((await patchRole(owner.cookie, customer.id, 'customer')).json().role).toBe('customer');
  });

  it('never lets anyone remove their own admin rights', async () => {
    for (const self of [admin, owner]) {
      const response = await patchRole(self.cookie, self.id, 'customer');
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You cannot remove your own admin rights.');
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: admin.cookie } });
    expect(me.json().user.role).toBe('admin');
  });

  it('never lets the last owner step down, so the shop always has an owner', async () => {
    const response = await patchRole(owner.cookie, owner.id, 'admin');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'forbidden', message: LAST_OWNER_MESSAGE });
    expect(response.json().requestId).toBe(response.headers['x-request-id']);
    expect(await t.app.services.accounts.countByRole('owner')).toBe(1);
  });

  it('keeps an owner when two owners demote each other, or themselves, at the same moment', async () => {
    const second = await signUp(t.app, t.database.db, 'customer', 'hana.owner@example.com');
    for (const attempt of ['each other', 'themselves'] as const) {
      expect((await patchRole(owner.cookie, second.id, 'owner')).json().role).toBe('owner');
      const [first, other] = await Promise.all(
        attempt === 'each other'
          ? [patchRole(owner.cookie, second.id, 'admin'), patchRole(second.cookie, owner.id, 'admin')]
          : [patchRole(owner.cookie, owner.id, 'admin'), patchRole(second.cookie, second.id, 'admin')],
      );
      expect([first.statusCode, other.statusCode].sort(), attempt).toEqual([200, 403]);
      // Whoever comes second is refused: as the last owner, or (each other) as no longer an owner.
      expect([first, other].find((r) => r.statusCode === 403)!.json().message).toBe(
        attempt === 'themselves' ? LAST_OWNER_MESSAGE : 'Only an owner can grant or remove the owner role.',
      );
      expect(await t.app.services.accounts.countByRole('owner'), attempt).toBe(1);
      // Back to one owner (nadia) and one customer for the next round and the other tests.
      const stillOwner = (await t.app.services.accounts.get(owner.id))!.role === 'owner' ? owner : second;
      const demoted = stillOwner === owner ? second : owner;
      expect((await patchRole(stillOwner.cookie, demoted.id, 'owner')).statusCode).toBe(200);
      expect((await patchRole(owner.cookie, second.id, 'customer')).statusCode).toBe(200);
    }
  });

  it('answers 404 for an unknown user and 400 for an unknown role or extra fields', async () => {
    expect((await patchRole(admin.cookie, 'nobody', 'admin')).statusCode).toBe(404);
    const badRole = await patchRole(admin.cookie, customer.id, 'superuser');
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().fields).toHaveProperty('role');
    const extra = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${customer.id}`,
      payload: { role: 'admin', email: 'x@example.com' },
      headers: fromShopPage(admin.cookie),
    });
    expect(extra.statusCode).toBe(400);
  });
});
