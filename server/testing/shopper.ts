import type { LineOptionsInput } from '#domain/options/line-options.ts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Order } from '#domain/orders/order.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { ProductList } from '#domain/catalog/product-list.ts';
import { GOOD_PASSWORD, SHOP_ORIGIN } from './accounts.ts';

let counter = 0;

/**
 * A browser in miniature for API tests: it keeps the cookies the shop sets (the visitor's cart
 * cookie, the session) and sends them back with the shop's Origin, as a page of the shop would.
 */
export class TestShopper {
  readonly cookies = new Map<string, string>();

  constructor(readonly app: FastifyInstance) {}

  async request(method: InjectOptions['method'], url: string, payload?: unknown): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      method,
      url,
      headers: { origin: SHOP_ORIGIN, ...(cookie && { cookie }) },
      ...(payload !== undefined && { payload: payload as InjectOptions['payload'] }),
    });
    for (const set of [response.headers['set-cookie'] ?? []].flat()) {
      const [pair = ''] = set.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (/max-age=0/i.test(set) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, payload: unknown = {}) => this.request('POST', url, payload);
  patch = (url: string, payload: unknown) => this.request('PATCH', url, payload);
  put = (url: string, payload: unknown) => this.request('PUT', url, payload);
  delete = (url: string) => this.request('DELETE', url);

  /** Registers a new customer through the real endpoint; this shopper is then signed in. */
  async register(email = `shopper${++counter}-${Date.now()}@example.com`, name = 'Test Shopper'): Promise<string> {
    const response = await this.post('/api/auth/sign-up/email', { name, email, password: GOOD_PASSWORD });
    if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
    return email;
  }

  async signIn(email: string, password = GOOD_PASSWORD): Promise<void> {
    const response = await this.post('/api/auth/sign-in/email', { email, password });
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }

  async signOut(): Promise<void> {
    const response = await this.post('/api/auth/sign-out');
    if (response.statusCode !== 200) throw new Error(`sign-out failed: ${response.statusCode} ${response.body}`);
  }
}

/** A delivery address that passes every check. */
export const TEST_SHIPPING = {
  name: 'Amira Haddad',
  phone: '(225) 555-0142',
  street: '4520 Government St',
  city: 'Baton Rouge',
  state: 'LA',
  zip: '70806',
} as const;

/** Stripe's card that always succeeds, in the offline card form's shape. */
export const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' } as const;

/** A signed-in shopper buys these pieces through the real checkout (offline gateway) and gets the order. */
export async function buy(
  shopper: TestShopper,
  items: Array<{ productId: string; quantity?: number; options?: LineOptionsInput }>,
) {
  for (const item of items) {
    const added = await shopper.post('/api/cart', {
      productId: item.productId,
      quantity: item.quantity ?? 1,
      ...(item.options && { options: item.options }),
    });
    if (added.statusCode !== 200) throw new Error(`add to cart failed: ${added.statusCode} ${added.body}`);
  }
  const quote = await shopper.post('/api/checkout/quote');
  if (quote.statusCode !== 200) throw new Error(`quote failed: ${quote.statusCode} ${quote.body}`);
  const paid = await shopper.post('/api/checkout/pay', {
    quoteId: quote.json<{ quote: { id: string } }>().quote.id,
    shipping: TEST_SHIPPING,
    card: GOOD_CARD,
  });
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`);
  return paid.json<{ order: Order }>().order;
}

/** A shopper registered and made the shop's owner: the admin of the dashboard's API tests. */
export async function registerOwner(app: FastifyInstance, name: string): Promise<TestShopper> {
  const owner = new TestShopper(app);
  await owner.register(undefined, name);
  const { user } = (await owner.get('/api/me')).json<{ user: { id: string } }>();
  await app.services.accounts.setRole({ id: 'system', role: 'owner' }, user.id, 'owner');
  return owner;
}

/**
 * The demo catalogue's pieces sold as they are, with no size to choose (engraving stays optional):
 * what tests about something else put in a cart, newest first.
 */
export async function piecesAsTheyAre(app: FastifyInstance): Promise<Product[]> {
  const list = await app.inject({ method: 'GET', url: '/api/products?pageSize=48' });
  return list.json<ProductList>().items.filter((product) => product.sizes.length === 0);
}
