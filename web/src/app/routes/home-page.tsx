import { PAGE_META } from '#domain/seo/pages.ts';
import { store } from '#domain/store/settings.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { deferredIsland } from '#web/components/hydration/deferred-island.tsx';
import { FeaturedProducts } from '#web/features/catalog/components/featured-products.tsx';
import { HeroCarousel } from '#web/features/home/components/hero-carousel.tsx';
import { WishlistHeart } from '#web/features/wishlist/components/wishlist-heart.tsx';
import { t } from '#web/lib/i18n.ts';
import { localized } from '#web/lib/localized-content.ts';
import { storeName } from '#web/lib/store-texts.ts';

// Sections below the fold: server-rendered, their code loaded after the first download. Anything
// with a button in the first screen hydrates with the page (an island drops clicks made before
// its code arrives); the showcase's arrows are screens further down, and its code arrives first.
const BlogSection = deferredIsland(() =>
  import('#web/features/home/components/blog-section.tsx').then((m) => m.BlogSection),
);
const Showcase = deferredIsland(() => import('#web/features/home/components/showcase.tsx').then((m) => m.Showcase));
const PromoBanner = deferredIsland(() =>
  import('#web/features/home/components/promo-banner.tsx').then((m) => m.PromoBanner),
);
const PolicySection = deferredIsland(() =>
  import('#web/features/home/components/policy-section.tsx').then((m) => m.PolicySection),
);

/** The home page's content, between the shop's header and footer (see home.tsx). */
export function HomePage() {
  return (
    <>
      <PageMeta page={PAGE_META.home} />
      {/* The slides carry their own headings; the page's one h1 names the shop. */}
      <h1 className="sr-only">
        {storeName()}: {t('shell.store.tagline', { year: store.foundedYear })}
      </h1>
      <HeroCarousel />
      <FeaturedProducts
        cardAction={(product) => (
          <WishlistHeart
            productId={product.id}
            productName={localized(product.name, product.nameAr).text}
            variant="card"
          />
        )}
      />
      <div className="defer-paint">
        <BlogSection />
      </div>
      <div className="defer-paint">
        <Showcase />
      </div>
      <div className="defer-paint">
        <PromoBanner />
      </div>
      <div className="defer-paint">
        <PolicySection />
      </div>
    </>
  );
}
