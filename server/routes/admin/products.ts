import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminProductListSchema, adminProductsQuery } from '#domain/admin/admin-products.ts';
import { createProductInput, updateProductInput } from '#domain/catalog/product-input.ts';
import { productIdParam, productSchema } from '#domain/catalog/product.ts';
import { branchStockSchema, stockMoveInput } from '#domain/catalog/branch-stock.ts';
import { errorBody } from '#domain/errors.ts';
import { createProduct, deleteProduct, updateProduct } from '#server/workflows/admin/admin-writes.ts';
import { moveStock, setBranchStock } from '#server/workflows/admin/branch-stock-writes.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The admin's products: the table, and adding, editing and deleting (admins only). */
export const adminProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.workflowDeps;

  app.get(
    '/admin/products',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Products for the dashboard: search, sort and pages',
        querystring: adminProductsQuery,
        response: { 200: adminProductListSchema, ...errors },
      },
    },
    async (request) => deps.services.catalog.adminList(request.query, await deps.services.rates.rates()),
  );

  app.post(
    '/products',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Add a product',
        body: createProductInput,
        response: { 201: productSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createProduct(deps, request.user!, request.body)),
  );

  app.patch(
    '/products/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Edit a product',
        params: productIdParam,
        body: updateProductInput,
        response: { 200: productSchema, ...errors },
      },
    },
    async (request) => updateProduct(deps, request.user!, request.params.id, request.body),
  );

  app.put(
    '/products/:id/branch-stock',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Set a product's count at each branch (the total is their sum)",
        params: productIdParam,
        body: branchStockSchema,
        response: { 200: productSchema, ...errors },
      },
    },
    async (request) => setBranchStock(deps, request.user!, request.params.id, request.body),
  );

  app.post(
    '/products/:id/stock-moves',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Move pieces of a product from one branch to the other',
        params: productIdParam,
        body: stockMoveInput,
        response: { 200: productSchema, ...errors, 409: errorBody },
      },
    },
    async (request) => moveStock(deps, request.user!, request.params.id, request.body),
  );

  app.delete(
    '/products/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Delete a product (past orders keep their own copy)',
        params: productIdParam,
        response: { 200: z.object({ deleted: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await deleteProduct(deps, request.user!, request.params.id);
      return { deleted: true as const };
    },
  );
};
