import { BadgeCheck, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { ownPurityRateCents } from '#domain/rates/karat-rates.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { ReturnDays } from '#domain/returns/return-policy.ts';
import { productPageText } from '#domain/seo/pages.ts';
import { formatCents } from '#web/lib/format.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { RatingStars } from '#web/components/ui/rating-stars.tsx';
import { ReturnWindow } from '#web/components/returns/return-window.tsx';
import { paths } from '#web/config/paths.ts';
import { useProduct } from '#web/features/catalog/api/get-product.ts';
import { Breadcrumbs } from '#web/features/catalog/components/breadcrumbs.tsx';
import { ProductDetailSkeleton } from '#web/features/catalog/components/product-detail-skeleton.tsx';
import { ProductFacts } from '#web/features/catalog/components/product-facts.tsx';
import { ProductGallery } from '#web/features/catalog/components/product-gallery.tsx';
import { StoneGradesTable } from '#web/features/catalog/components/stone-grades-table.tsx';
import { RatesAsOf } from '#web/features/rates/components/rates-as-of.tsx';
import { PurchaseBox } from './product/purchase-box.tsx';
import { PriceBreakupTable } from '#web/components/price-breakup/price-breakup-table.tsx';
import { ProductReviews, REVIEWS_SECTION_ID } from '#web/features/reviews/components/product-reviews.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { categoryLabel, pieceRateLabel } from '#web/lib/catalog-labels.ts';
import { currentLanguage, t } from '#web/lib/i18n.ts';

export function ProductRoute() {
  const { id = '' } = useParams();
  const product = useProduct(id);

  if (product.data) return <ProductDetail key={product.data.id} product={product.data} />;

  // The server answers 400 for an id that cannot exist and 404 for one that does not: both are "not found".
  if (product.error instanceof ApiError && (product.error.status === 404 || product.error.status === 400)) {
    return <ProductNotFound />;
  }

  return (
    <div className="container-page pt-6 pb-24 sm:pt-8">
      {product.isError ? (
        <div className="mx-auto max-w-lg py-16">
          <LoadError
            as="h1"
            what={t('product.loadError')}
            onRetry={() => void product.refetch()}
            retrying={product.isFetching}
          />
        </div>
      ) : (
        <div aria-busy="true">
          <h1 className="sr-only">{t('product.loading')}</h1>
          <ProductDetailSkeleton />
        </div>
      )}
    </div>
  );
}

function ProductDetail({ product }: { product: Product }) {
  const noteId = useId();
  const { name, description, summary, metaDescription } = productPageText(product, currentLanguage());

  return (
    <div className="pb-24">
      {/* The server's head says the same (domain/seo/pages.ts). */}
      <PageMeta title={name.text} description={metaDescription.text} />
      <div className="container-page pt-6 sm:pt-8">
        <Breadcrumbs
          items={[
            { label: t('shell.nav.home'), href: paths.home.getHref() },
            { label: t('shell.nav.collection'), href: paths.collection.getHref() },
            { label: name.text, lang: name.lang },
          ]}
        />

        <div className="mt-6 grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div className="lg:sticky lg:top-24 lg:self-start">
            <ProductGallery images={product.images} name={name.text} />
          </div>

          <div>
            <ProductSummary product={product} name={name} summary={summary} />

            <PurchaseBox product={product} name={name.text} />

            <PriceBreakupTable piece={product} className="mt-8" />

            {/* A piece made to its buyer's size is a final sale, whatever the product's window. */}
            <Assurances returnDays={product.sizes.length > 0 ? null : product.returnDays} />
          </div>
        </div>

        <section aria-labelledby={`${noteId}-about`} className="mt-16 border-t border-gold-100 pt-12 lg:mt-24">
          <div className="max-w-3xl">
            <p className="eyebrow text-gold-700">{t('product.details')}</p>
            <h2 id={`${noteId}-about`} className="mt-3 text-3xl font-semibold text-ink sm:text-4xl">
              {t('product.about')}
            </h2>
            <p
              lang={description.lang}
              dir="auto"
              className="mt-5 text-base leading-relaxed whitespace-pre-line text-ink-soft"
            >
              {description.text}
            </p>
          </div>
        </section>

        <ProductReviews product={product} />
      </div>
    </div>
  );
}

type PageText = ReturnType<typeof productPageText>;

/** What the piece is and costs: category, name, rating, price per piece and per gram, summary, facts and stone grades. */
function ProductSummary({ product, name, summary }: { product: Product } & Pick<PageText, 'name' | 'summary'>) {
  return (
    <>
      <p className="eyebrow text-gold-700">{categoryLabel(product.category)}</p>
      <h1 lang={name.lang} className="mt-3 text-4xl leading-tight font-semibold text-ink sm:text-5xl">
        <bdi>{name.text}</bdi>
      </h1>
      {product.rating ? (
        <a href={`#${REVIEWS_SECTION_ID}`} className="mt-3 inline-flex rounded-sm">
          <RatingStars rating={product.rating} size={16} />
        </a>
      ) : null}

      <div className="mt-6">
        <p className="font-serif text-4xl font-semibold text-ink lining-nums">
          <span className="sr-only">{t('catalog.card.estimatedPrice')} </span>
          {formatCents(product.price)}
        </p>
        <p className="mt-1 text-sm text-ink-soft">
          {/* The rate of the piece's own purity, as on its card: the 18K rate beside an 18K price. */}
          {t('product.perGramAtRate', {
            price: formatCents(ownPurityRateCents(product)),
            metal: pieceRateLabel(product),
          })}
        </p>
        <RatesAsOf product={product} className="mt-1" />
      </div>

      <p lang={summary.lang} dir="auto" className="mt-6 text-base leading-relaxed text-ink-soft">
        {summary.text}
      </p>

      <ProductFacts product={product} />
      <StoneGradesTable stones={product.stones} className="mt-4" />
    </>
  );
}

/** The shop's promises under every piece: certified, authentic, and its own return window. */
function Assurances({ returnDays }: { returnDays: ReturnDays }) {
  return (
    <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-3 text-sm text-ink-soft">
      <li className="flex items-center gap-2">
        <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-gold-600" />
        {t('catalog.certified')}
      </li>
      <li className="flex items-center gap-2">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-gold-600" />
        {t('catalog.authentic')}
      </li>
      <li>
        <ReturnWindow days={returnDays} />
      </li>
    </ul>
  );
}

function ProductNotFound() {
  return (
    <div className="container-page pt-6 pb-24 sm:pt-8">
      <PageMeta title={t('product.notFound.title')} description={t('product.notFound.description')} />
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-lg py-20 text-center sm:py-28">
        <p className="eyebrow text-gold-700">404</p>
        <h1 className="mt-3 text-4xl font-semibold text-ink sm:text-5xl">{t('product.notFound.title')}</h1>
        <p className="mt-4 text-ink-soft">{t('product.notFound.text')}</p>
        <Link to={paths.collection.getHref()} className="btn-gold mt-8">
          {t('product.notFound.back')}
        </Link>
      </div>
    </div>
  );
}
