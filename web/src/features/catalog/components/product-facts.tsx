import type { ReactNode } from 'react';
import { branchesHolding } from '#domain/catalog/branches-holding.ts';
import type { Product } from '#domain/catalog/product.ts';
import { DEFAULT_PRODUCT_SIZE } from '#domain/catalog/product-constants.ts';
import { totalStoneCarats } from '#domain/catalog/weight.ts';
import { numberFormat } from '#domain/i18n/intl-cache.ts';
import { categoryLabel } from '#web/lib/catalog-labels.ts';
import { formatGrams } from '#web/lib/format.ts';
import { currentIntlLocale, t } from '#web/lib/i18n.ts';
import { SIZE_LABELS } from '#web/components/line-options/size-texts.ts';

/** Hundredths of a carat as a tag writes them: 82 -> '0.82 ct'. */
export function caratText(hundredths: number): string {
  const carats = numberFormat(currentIntlLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return t('breakup.carats', { carats: carats.format(hundredths / 100) });
}

/** Where the piece can be seen or collected today, by the branches' names in the page's language. */
function BranchesHolding({ product }: { product: Product }) {
  const branches = branchesHolding(product.branchStock);
  if (branches.length === 0) return <>{t('product.branches.none')}</>;
  return (
    <ul>
      {branches.map((branch) => (
        <li key={branch.id}>{t('product.branches.at', { branch: t(`shell.store.branch.${branch.id}.name`) })}</li>
      ))}
    </ul>
  );
}

/**
 * The piece's facts under its summary: category, its weights as a jeweller's tag gives them (net
 * metal, gross when the shop has it, the stones' carats in all), size, availability and the branches that hold it. A piece
 * without metal has one weight, its own.
 */
export function ProductFacts({ product }: { product: Product }) {
  const stoneCarats = totalStoneCarats(product.stones);
  const facts: Array<{ term: string; value: ReactNode }> = [
    { term: t('catalog.filter.category'), value: categoryLabel(product.category) },
    {
      term: product.metal === null ? t('catalog.filter.weight') : t('product.netWeight'),
      value: formatGrams(product.weight),
    },
    ...(product.grossWeight === null
      ? []
      : [{ term: t('product.grossWeight'), value: formatGrams(product.grossWeight) }]),
    ...(stoneCarats === 0 ? [] : [{ term: t('product.stoneWeight'), value: caratText(stoneCarats) }]),
    // A piece made to size gives the sizes it is made in (chosen below), not the one it was photographed in.
    product.sizing && product.sizes.length > 0
      ? {
          term: t(SIZE_LABELS[product.sizing.scale]),
          value: t('product.options.size.range', { from: product.sizes[0]!, to: product.sizes.at(-1)! }),
        }
      : { term: t('product.size'), value: <bdi>{product.size || DEFAULT_PRODUCT_SIZE}</bdi> },
    {
      term: t('product.availability'),
      value: (
        <span
          className={`inline-flex items-center gap-2 font-medium ${product.isAvailable ? 'text-emerald' : 'text-ruby'}`}
        >
          <span aria-hidden="true" className="size-2 rounded-full bg-current" />
          {product.isAvailable ? t('catalog.inStock') : t('catalog.outOfStock')}
        </span>
      ),
    },
    { term: t('product.branches.title'), value: <BranchesHolding product={product} /> },
  ];
  return (
    <dl className="mt-8 grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-gold-100 bg-gold-100 text-sm">
      {facts.map((fact, index) => (
        // An odd last fact takes the whole row, so no empty cell shows.
        <div
          key={fact.term}
          className={`bg-white px-4 py-3 ${index === facts.length - 1 && facts.length % 2 === 1 ? 'col-span-2' : ''}`}
        >
          <dt className="text-xs tracking-wide text-ink-soft uppercase">{fact.term}</dt>
          <dd className="mt-1 font-medium text-ink">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
