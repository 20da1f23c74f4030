import type { Product } from '#domain/catalog/product.ts';
import { AppError } from '#domain/errors.ts';
import type { WorkflowDeps } from '#server/workflows/workflow-deps.ts';

/** What the cart and wishlist workflows run with. */
export type ShopperListDeps = Pick<WorkflowDeps, 'services' | 'cartCache'>;

/** The products of the cart's or wishlist's lines, priced at today's rates, read in one query. */
export async function productsById(deps: ShopperListDeps, ids: readonly string[]): Promise<Map<string, Product>> {
  const products = await deps.services.catalog.getMany(ids, await deps.services.rates.rates());
  return new Map(products.map((product) => [product.id, product]));
}

/** One product at today's rates, or a 404 when it is no longer in the collection. */
export async function productOrNotFound(deps: ShopperListDeps, productId: string): Promise<Product> {
  const product = await deps.services.catalog.get(productId, await deps.services.rates.rates());
  if (!product) throw new AppError('not_found', 'problem.catalog.pieceGone');
  return product;
}
