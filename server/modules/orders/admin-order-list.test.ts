import { afterAll, describe, expect, it } from 'vitest';
import { adminOrdersQuery } from '#domain/admin/admin-orders.ts';
import { recordThreeOrders } from './three-orders.fixture.ts';

const { database, orders } = await recordThreeOrders();
afterAll(() => database.close());

describe("the admins' list", () => {
  const numbers = async (input: object) =>
    (await orders.adminList(adminOrdersQuery.parse(input))).items.map((o) => o.number);

  it('lists newest first, a page at a time, with the total', async () => {
    expect(await orders.adminList(adminOrdersQuery.parse({ pageSize: 2 }))).toMatchObject({
      total: 3,
      page: 1,
      pageSize: 2,
      pageCount: 2,
    });
    expect(await numbers({ pageSize: 2 })).toEqual(['AZ-100003', 'AZ-100002']);
    expect(await numbers({ pageSize: 2, page: 2 })).toEqual(['AZ-100001']);
  });

  it("searches the customer's e-mail and name, the order number and the items' names and categories", async () => {
    expect(await numbers({ q: 'OMAR@' })).toEqual(['AZ-100003']);
    expect(await numbers({ q: 'haddad' })).toEqual(['AZ-100002', 'AZ-100001']);
    expect(await numbers({ q: 'az-100002' })).toEqual(['AZ-100002']);
    expect(await numbers({ q: 'anklet' })).toEqual(['AZ-100001']);
    expect(await numbers({ q: 'platinum' })).toEqual(['AZ-100002']);
    expect(await numbers({ q: 'gold' })).toEqual(['AZ-100003', 'AZ-100001']);
    expect(await numbers({ q: '%' })).toEqual([]);
  });
});
