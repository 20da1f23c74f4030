import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { CatalogCache } from '../lib/cached-answer.ts';
import type { CartCache } from '../modules/cart/cart-cache.ts';
import type { ModuleServices } from '../modules/services.ts';
import type { ShopChanges } from '../providers/change-bus/change-bus.ts';
import type { Mailer } from '../providers/mail/mailer.ts';
import type { PaymentGateway } from '../providers/payments/payment-gateway.ts';
import type { TaxCalculator } from '../modules/tax/tax-calculator.ts';

/** What the shop's workflows run with: built once by the app, replaced piece by piece in tests. */
export interface WorkflowDeps {
  db: Db;
  /** Every module's service; services.rates keeps the rates for every request (modules/rates). */
  services: ModuleServices;
  /** Serialized catalogue answers; dropped through `changes` when a product changes, here or elsewhere. */
  catalogCache: CatalogCache;
  /** Pages as visitors without a session or a cart get them (web/page-cache.ts), dropped with the catalogue's answers. */
  pageCache: CatalogCache;
  /** Carts' lines with their products for their reads, each answer as fresh as the database's (decision 0019). */
  cartCache: CartCache;
  /** Call after a write to products or rates commits: every instance's cached copy is dropped. */
  changes: ShopChanges;
  gateway: PaymentGateway;
  /** Sales tax by TAX_MODE (modules/tax): tax.calculate({ lines, fulfilment }). */
  tax: TaxCalculator;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now(): Date;
  /** For links in e-mails. */
  publicUrl: string;
}
