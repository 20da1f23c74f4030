import type { Role } from '#domain/accounts/roles.ts';
import type { User } from '#domain/accounts/user.ts';
import { recipeIssues } from '#domain/catalog/piece-recipe.ts';
import type { Product } from '#domain/catalog/product.ts';
import { AppError } from '#domain/errors.ts';
import type { MetalPrice } from '#domain/rates/rate.ts';
import type { StoredRateSource } from '#domain/rates/rate-source.ts';
import { formatRate, type RateHundredths } from '#domain/rates/rate-units.ts';
import type { ProductRow } from '#server/modules/catalog/catalog.tables.ts';
import { recipeOfRow, type ProductFields } from '#server/modules/catalog/catalog.service.ts';
import { changesBetween, type Actor } from '#server/modules/audit/audit.service.ts';
import { moduleServices, type ModuleServices } from '#server/modules/services.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';

// Every admin write and its audit entry are one transaction: no change without its record.

export const PRODUCT_NOT_FOUND = 'problem.admin.productNotFound';

/** A product's audited fields, as an admin reads them. */
function auditedFields(row: ProductRow): Record<string, unknown> {
  return {
    name: row.name,
    nameAr: row.nameAr,
    category: row.category,
    shortDescription: row.shortDescription,
    shortDescriptionAr: row.shortDescriptionAr,
    description: row.description,
    descriptionAr: row.descriptionAr,
    size: row.size,
    ...recipeOfRow(row),
    images: row.images,
    stock: row.stock,
    stockLouisiana: row.stockLouisiana,
    stockHouston: row.stockHouston,
    featured: row.featured,
    taxClass: row.taxClass,
  };
}

export async function productById(deps: WorkflowDeps, id: string): Promise<Product> {
  const product = await deps.services.catalog.get(id, await deps.services.rates.rates());
  if (!product) throw new AppError('not_found', PRODUCT_NOT_FOUND);
  return product;
}

export async function createProduct(deps: WorkflowDeps, actor: Actor, input: ProductFields): Promise<Product> {
  const id = await deps.db.transaction(async (tx) => {
    const s = moduleServices(tx);
    const created = await s.catalog.create(input);
    await s.audit.record({
      actor,
      action: 'product.create',
      subject: input.name,
      subjectId: created,
      changes: changesBetween(null, auditedFields((await s.catalog.row(created))!)),
    });
    return created;
  });
  deps.changes.productsChanged();
  return productById(deps, id);
}

export async function updateProduct(
  deps: WorkflowDeps,
  actor: Actor,
  id: string,
  input: Partial<ProductFields>,
): Promise<Product> {
  await deps.db.transaction(async (tx) => {
    const s = moduleServices(tx);
    const before = await s.catalog.update(id, input);
    if (!before) throw new AppError('not_found', PRODUCT_NOT_FOUND);
    const after = (await s.catalog.row(id))!;
    // The whole-recipe checks need the merged piece; a refusal rolls the change back.
    const issues = recipeIssues(recipeOfRow(after));
    if (issues.length > 0) {
      throw new AppError(
        'invalid_input',
        { reason: 'problem.admin.invalidPiece', values: { detail: { sentence: issues[0]!.message } } },
        Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message])),
      );
    }
    await s.audit.record({
      actor,
      action: 'product.update',
      subject: after.name,
      subjectId: id,
      changes: changesBetween(auditedFields(before), auditedFields(after)),
    });
  });
  deps.changes.productsChanged();
  return productById(deps, id);
}

/** Takes a product off the shop at once: carts and wishlists lose it, past orders keep their snapshot. */
export async function deleteProduct(deps: WorkflowDeps, actor: Actor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const s = moduleServices(tx);
    const deleted = await s.catalog.delete(id);
    if (!deleted) throw new AppError('not_found', PRODUCT_NOT_FOUND);
    await s.audit.record({
      actor,
      action: 'product.delete',
      subject: deleted.name,
      subjectId: id,
      changes: changesBetween(auditedFields(deleted), null),
    });
  });
  deps.changes.productsChanged();
}

/**
 * The one write of a rate, inside the caller's transaction: the price (the database reprices every
 * piece of that metal), its rate-history row and the audit entry, with the rate's `source` (every
 * piece priced from it says so). After the commit, call deps.changes.ratesChanged() (every instance
 * reloads its rates). Used by the admin's edit below ('manual') and by the rate feed
 * (workflows/rate-feed: 'feed', for its own writes and an approved held move).
 */
export async function writeMetalPrice(
  s: ModuleServices,
  actor: Actor,
  id: string,
  rate: RateHundredths,
  source: StoredRateSource,
): Promise<void> {
  const changed = await s.rates.setPrice(id, rate, actor.name, source);
  if (!changed) throw new AppError('not_found', 'problem.admin.metalNotFound');
  await s.audit.record({
    actor,
    action: 'metal.price',
    subject: changed.metal,
    subjectId: id,
    changes: { pricePerGram: { from: formatRate(changed.from), to: formatRate(changed.to) } },
  });
}

/** A new per-gram price: every storefront price follows at once (and in the rate history). */
export async function setMetalPrice(
  deps: WorkflowDeps,
  actor: Actor,
  id: string,
  rate: RateHundredths,
): Promise<MetalPrice> {
  await deps.db.transaction((tx) => writeMetalPrice(moduleServices(tx), actor, id, rate, 'manual'));
  deps.changes.ratesChanged();
  return (await deps.services.rates.list()).find((metal) => metal.id === id)!;
}

export async function setUserRole(
  deps: WorkflowDeps,
  actor: Actor & { role: Role },
  userId: string,
  role: Role,
): Promise<User> {
  const updated = await deps.db.transaction(async (tx) => {
    const s = moduleServices(tx);
    const before = await s.accounts.get(userId);
    const updated = await s.accounts.setRole(actor, userId, role);
    await s.audit.record({
      actor,
      action: 'user.role',
      subject: updated.email,
      subjectId: userId,
      changes: changesBetween({ role: before?.role }, { role: updated.role }),
    });
    return updated;
  });
  // Admin routes read the role from the database anyway; no instance keeps the old one for this
  // user's reads either (decision 0011).
  deps.changes.accountChanged(userId);
  return updated;
}
