import { HOME_HERO_IMAGE } from '#domain/seo/pages.ts';
import { store } from '#domain/store/settings.ts';
import { t } from '#web/lib/i18n.ts';
import { goldPurities } from '#web/lib/store-texts.ts';

export interface HeroSlide {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  /** Full-size art; a half-width `.800.webp` sibling sits next to it. */
  image: string;
  imageAlt: string;
}

// Spec: the slides speak of ordering, shopping and discovering, but every button opens the collection.
/** The slides in the page's language (a function: the server renders both languages). */
export const heroSlides = (): readonly HeroSlide[] => [
  {
    id: 'order',
    eyebrow: t('home.hero.order.eyebrow', { purities: goldPurities(), year: store.foundedYear }),
    title: t('home.hero.order.title'),
    text: t('home.hero.order.text'),
    cta: t('home.hero.order.cta'),
    image: HOME_HERO_IMAGE.src,
    imageAlt: t('home.hero.order.imageAlt'),
  },
  {
    id: 'shop',
    eyebrow: t('home.hero.shop.eyebrow'),
    title: t('home.hero.shop.title'),
    text: t('home.hero.shop.text'),
    cta: t('home.hero.shop.cta'),
    image: '/media/art/hero-2.webp',
    imageAlt: t('home.hero.shop.imageAlt'),
  },
  {
    id: 'discover',
    eyebrow: t('home.hero.discover.eyebrow'),
    title: t('home.hero.discover.title'),
    text: t('home.hero.discover.text'),
    cta: t('home.hero.discover.cta'),
    image: '/media/art/hero-3.webp',
    imageAlt: t('home.hero.discover.imageAlt'),
  },
  {
    id: 'coins',
    eyebrow: t('home.hero.coins.eyebrow'),
    title: t('home.hero.coins.title'),
    text: t('home.hero.coins.text'),
    cta: t('home.hero.coins.cta'),
    image: '/media/art/hero-4.webp',
    imageAlt: t('home.hero.coins.imageAlt'),
  },
];
