import { store } from '../store/settings.ts';

/** Title and description of each public page, used by the server's HTML and the web app's <head>. */
export interface PageMetaText {
  title: string;
  description: string;
}

export const PAGE_META = {
  home: {
    title: `${store.name} | Arabic Gold & Diamond Jewelry`,
    description: store.description,
  },
  collection: {
    title: `Collection | ${store.name}`,
    description: `Browse 18K and 22K gold, silver, platinum, diamond jewelry and gold coins, priced by today's metal rate at ${store.name}.`,
  },
  about: {
    title: `About Us | ${store.name}`,
    description: `Our story since ${store.foundedYear}: a family of goldsmiths serving Louisiana and Houston with certified, authentic Arabic jewelry.`,
  },
  contact: {
    title: `Contact Us | ${store.name}`,
    description: `Visit our Louisiana main store or Houston branch, call, WhatsApp or e-mail ${store.name}.`,
  },
  rates: {
    title: `Gold, Silver & Platinum Rates Today | ${store.name}`,
    description: `Today's gold rate for 24K, 22K, 21K, 18K and 14K, and silver and platinum rates, per gram, troy ounce and tola, with 30 days of history, as ${store.name} prices its jewelry.`,
  },
  login: {
    title: `Sign In | ${store.name}`,
    description: `Sign in to your ${store.name} account to check out and keep your wishlist.`,
  },
  register: {
    title: `Create an Account | ${store.name}`,
    description: `Create your ${store.name} account.`,
  },
  resetPassword: {
    title: `Choose a New Password | ${store.name}`,
    description: `Set a new password for your ${store.name} account.`,
  },
  wish: {
    title: `Wishlist | ${store.name}`,
    description: `The pieces you have saved at ${store.name}.`,
  },
  cart: {
    title: `Shopping Cart | ${store.name}`,
    description: `Your shopping cart at ${store.name}.`,
  },
  payment: {
    title: `Checkout | ${store.name}`,
    description: `Pay for your order at ${store.name}.`,
  },
  confirm: {
    title: `Order Confirmed | ${store.name}`,
    description: `Your ${store.name} order has been placed.`,
  },
  orders: {
    title: `My Orders | ${store.name}`,
    description: `Your orders at ${store.name}.`,
  },
  security: {
    title: `Security | ${store.name}`,
    description: `Two-factor sign-in and the sessions of your ${store.name} account.`,
  },
  dashboard: {
    title: `Dashboard | ${store.name}`,
    description: `Run ${store.name}: products, metal prices, customers and orders.`,
  },
  notFound: {
    title: `Page Not Found | ${store.name}`,
    description: 'The page you’re looking for doesn’t exist or has been moved.',
  },
} as const satisfies Record<string, PageMetaText>;

export type PageKey = keyof typeof PAGE_META;

/** "<name> | <shop>" for a product page. */
export function productPageTitle(productName: string): string {
  return `${productName} | ${store.name}`;
}

/**
 * The home page's largest paint is the first banner slide. The server preloads it from the
 * HTML head so the browser does not wait for the app's JavaScript to discover it.
 */
export const HOME_HERO_IMAGE = {
  src: '/media/art/hero-1.webp',
  srcSet: '/media/art/hero-1.800.webp 800w, /media/art/hero-1.webp 1600w',
  sizes: '100vw',
  width: 1600,
  height: 900,
} as const;
