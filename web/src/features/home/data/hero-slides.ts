import { HOME_HERO_IMAGE } from '#domain/seo/pages.ts';
import { store } from '#domain/store/settings.ts';

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

const purities = store.goldPurities.join(' & ');

// Spec: the slides speak of ordering, shopping and discovering, but every button opens the collection.
export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    id: 'order',
    eyebrow: `${purities} gold · since ${store.foundedYear}`,
    title: 'Order Your Signature Piece',
    text: 'Handcrafted Arabic gold, priced fairly by the live metal rate of the day.',
    cta: 'Order Now',
    image: HOME_HERO_IMAGE.src,
    imageAlt: 'Gold necklace with teardrop pendants displayed on a dark bust',
  },
  {
    id: 'shop',
    eyebrow: 'Gold · platinum · diamond',
    title: 'Shop Rings for Every Promise',
    text: 'From a slim everyday band to a solitaire for the big question, each ring is weighed and fairly priced.',
    cta: 'Shop Rings',
    image: '/media/art/hero-2.webp',
    imageAlt: 'A gold ring, a diamond ring in platinum and a slim rose-gold band',
  },
  {
    id: 'discover',
    eyebrow: 'Heritage designs',
    title: 'Discover Arabic Craftsmanship',
    text: 'Engraved bangles and beaded teardrop earrings, inspired by generations of Arabic goldsmiths.',
    cta: 'Discover More',
    image: '/media/art/hero-3.webp',
    imageAlt: 'Three engraved gold bangles and teardrop gold earrings on green velvet',
  },
  {
    id: 'coins',
    eyebrow: 'Gold coins & keepsakes',
    title: 'Gifts That Hold Their Value',
    text: 'Gold coins and coin pendants: a classic gift for births, weddings and Eid.',
    cta: 'Explore Coins',
    image: '/media/art/hero-4.webp',
    imageAlt: 'Gold coins, a coin pendant and a gold chain on a dark table',
  },
];
