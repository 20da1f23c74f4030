import type { Product } from '#domain/catalog/product.ts';
import { languageOfPath } from '#domain/i18n/languages.ts';
import { centsToDollarString } from '#domain/money.ts';
import { productPageTitle } from '#domain/seo/pages.ts';
import { store } from '#domain/store/settings.ts';
import { translator } from '#server/i18n/translator.ts';
import type { HeadTags } from './html-template.ts';

/** A product page's title, description, Open Graph tags and JSON-LD Product, in the language of its path. */
export function productHead(
  product: Product,
  absolute: (path: string) => string,
  path: string,
): Pick<HeadTags, 'title' | 'description' | 'canonicalUrl' | 'og' | 'jsonLd'> {
  const url = absolute(path);
  const images = product.images.map((image) => (image.startsWith('/') ? absolute(image) : image));
  // An Arabic page names the piece by its Arabic name and describes it in Arabic, when it has them:
  // its meta description is the Arabic short description, else the Arabic description.
  const language = languageOfPath(path);
  const arabic = language === 'ar';
  const name = (arabic && product.nameAr) || product.name;
  const description = (arabic && product.descriptionAr) || product.description;
  return {
    title: productPageTitle(name, translator(language)),
    description: (arabic && (product.shortDescriptionAr || product.descriptionAr)) || product.shortDescription,
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
      name,
      description,
      sku: product.id,
      category: product.category,
      image: images,
      brand: { '@type': 'Brand', name: store.name },
      weight: { '@type': 'QuantitativeValue', value: product.weight, unitCode: 'GRM' },
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'USD',
        price: centsToDollarString(product.price),
        availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        seller: { '@type': 'Organization', name: store.name },
      },
    },
  };
}
