import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '#server/lib/csv-download.ts';
import { errorBody } from '#domain/errors.ts';
import { estimateIdParam } from '#domain/exchange/estimate.ts';
import {
  assayInput,
  assayOfferSchema,
  counterEstimateSchema,
  goldPurchaseSchema,
  PHOTO_ID_LABELS,
  registerListSchema,
  registerQuery,
  SETTLEMENT_LABELS,
  settleGoldPurchaseInput,
} from '#domain/exchange/gold-purchase.ts';
import { centsToDollarString } from '#domain/money.ts';
import type { ExchangeSettings } from '#server/modules/exchange/exchange.settings.ts';
import { assayOffer, counterEstimate, settleGoldPurchase } from '#server/workflows/exchange/settle-gold-purchase.ts';

/** The buy register's columns: what a precious-metal dealer keeps of each purchase. */
const CSV_COLUMNS = [
  'date',
  'purchase',
  'seller',
  'seller email',
  'id type',
  'id number',
  'description',
  'metal',
  'purity',
  'weight g',
  'rate per g',
  'rate',
  'price',
  'settlement',
  'reference',
  'bought by',
];

/** Old metal bought at the counter: the assay's offer, the settlement, and the buy register (admins only). */
export const adminGoldPurchasesRoutes: FastifyPluginAsyncZod<{ settings: ExchangeSettings }> = async (
  app,
  { settings },
) => {
  const deps = app.workflowDeps;
  const admin = { access: 'admin' as const };

  app.get(
    '/admin/gold-purchases/estimates/:id',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'An online offer opened at the counter, expired or not (`held`: its rate still holds)',
        params: estimateIdParam,
        response: { 200: counterEstimateSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => counterEstimate(deps, request.params.id),
  );

  app.post(
    '/admin/gold-purchases/quote',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: "The final offer for what was measured: at the online offer's held rate, or today's",
        body: assayInput,
        response: {
          200: assayOfferSchema,
          ...{ 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
        },
      },
    },
    async (request) => assayOffer(deps, settings, request.body),
  );

  app.post(
    '/admin/gold-purchases',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Buy and settle in one request, once per purchase id: 201 settled, 200 already settled',
        body: settleGoldPurchaseInput,
        response: {
          200: goldPurchaseSchema,
          201: goldPurchaseSchema,
          ...{ 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
        },
      },
    },
    async (request, reply) => {
      const { purchase, created } = await settleGoldPurchase(deps, settings, request.user!, request.body);
      return reply.code(created ? 201 : 200).send(purchase);
    },
  );

  app.get(
    '/admin/gold-purchases',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'The buy register, newest first, searched by seller, e-mail, ID number or description',
        querystring: registerQuery,
        response: { 200: registerListSchema, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => deps.services.goldPurchases.list(request.query),
  );

  app.get(
    '/admin/gold-purchases.csv',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'The buy register as CSV (text/csv), streamed',
        querystring: registerQuery.pick({ q: true }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const rows = (async function* () {
        for await (const entry of deps.services.goldPurchases.all(request.query.q)) {
          yield {
            date: entry.createdAt,
            purchase: entry.id,
            seller: entry.sellerName,
            'seller email': entry.sellerEmail ?? '',
            'id type': PHOTO_ID_LABELS[entry.idType],
            'id number': entry.idNumber,
            description: entry.description,
            metal: entry.metal,
            purity: entry.fineness,
            'weight g': entry.grams.toFixed(3),
            'rate per g': centsToDollarString(entry.buyRatePerGramCents),
            rate: entry.rateBasis,
            price: centsToDollarString(entry.offerCents),
            settlement: SETTLEMENT_LABELS[entry.settlement],
            reference: entry.settlementReference ?? '',
            'bought by': entry.createdByName,
          };
        }
      })();
      return sendCsv(request, reply, {
        name: 'buy-register',
        day: deps.now().toISOString().slice(0, 10),
        columns: CSV_COLUMNS,
        rows,
      });
    },
  );
};
