import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { createAccountsService, type AccountsService } from '../modules/accounts/accounts.service.ts';
import { createCatalogService, type CatalogService } from '../modules/catalog/catalog.service.ts';
import { createMetalsService, type MetalsService } from '../modules/metals/metals.service.ts';

export interface Services {
  accounts: AccountsService;
  catalog: CatalogService;
  metals: MetalsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    services: Services;
  }
}

/** The database and each module's service, built once per app. */
export const servicesPlugin = fp(
  async (app: FastifyInstance, options: { db: Db }) => {
    app.decorate('db', options.db);
    app.decorate('services', {
      accounts: createAccountsService(options.db),
      catalog: createCatalogService(options.db),
      metals: createMetalsService(options.db),
    });
  },
  { name: 'services' },
);
