import type { Product } from '#domain/catalog/product.ts';
import { languageOfPath } from '#domain/i18n/languages.ts';
import { centsToDollarString } from '#domain/money.ts';
import { productPageText, productPageTitle } from '#domain/seo/pages.ts';
import { store } from '#domain/store/settings.ts';
import { translator } from '#server/i18n/translator.ts';
import type { HeadTags } from './html-template.ts';

/**
 * What a search engine is told of the offer: out of stock, or, while the shop does not stand behind
 * the price (rate-trust.ts), not to be bought online but in store (by WhatsApp or phone), or in stock.
 */
function availabilityOf(product: Pick<Product, 'stock' | 'priceReview'>): string {
  if (product.stock <= 0) return 'https://schema.org/OutOfStock';
  return product.priceReview ? 'https://schema.org/InStoreOnly' : 'https://schema.org/InStock';
}

/** A product page's title, description, Open Graph tags and JSON-LD Product, in the language of its path. */
export function productHead(
  product: Product,
  absolute: (path: string) => string,
  path: string,
): Pick<HeadTags, 'title' | 'description' | 'canonicalUrl' | 'og' | 'jsonLd'> {
  const url = absolute(path);
  const images = product.images.map((image) => (image.startsWith('/') ? absolute(image) : image));
  const language = languageOfPath(path);
  const { name, description, metaDescription } = productPageText(product, language);
  return {
    title: productPageTitle(name.text, translator(language)),
    description: metaDescription.text,
    canonicalUrl: url,
    og: {
      'og:type': 'product',
      'og:site_name': store.name,
      ...(images[0] && { 'og:image': images[0] }),
      'product:price:amount': centsToDollarString(product.price),
      'product:price:currency': 'USD',
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: name.text,
      description: description.text,
      sku: product.id,
      category: product.category,
      image: images,
      brand: { '@type': 'Brand', name: store.name },
      weight: { '@type': 'QuantitativeValue', value: product.weight, unitCode: 'GRM' },
      // Only the real figures of approved reviews: a piece without any carries no rating at all.
      ...(product.rating && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: product.rating.average,
          reviewCount: product.rating.count,
          bestRating: 5,
          worstRating: 1,
        },
      }),
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'USD',
        price: centsToDollarString(product.price),
        availability: availabilityOf(product),
        seller: { '@type': 'Organization', name: store.name },
      },
    },
  };
}
