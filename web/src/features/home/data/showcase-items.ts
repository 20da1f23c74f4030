import type { MessageId } from '#web/lib/i18n.ts';

/** Title and description are catalogue ids, read in the page's language; the category is the catalogue's. */
export interface ShowcaseItem {
  id: string;
  src: string;
  title: MessageId;
  description: MessageId;
  category: string;
  /** The lowest price, in whole dollars ('From $2,450'). */
  fromDollars: number;
  featured: boolean;
}

export const SHOWCASE_ITEMS: readonly ShowcaseItem[] = [
  {
    id: 'showcase-1',
    src: '/media/art/showcase-1.webp',
    title: 'home.showcase.item1.title',
    description: 'home.showcase.item1.description',
    category: 'Gold',
    fromDollars: 2_450,
    featured: true,
  },
  {
    id: 'showcase-2',
    src: '/media/art/showcase-2.webp',
    title: 'home.showcase.item2.title',
    description: 'home.showcase.item2.description',
    category: 'Diamond',
    fromDollars: 3_100,
    featured: true,
  },
  {
    id: 'showcase-3',
    src: '/media/art/showcase-3.webp',
    title: 'home.showcase.item3.title',
    description: 'home.showcase.item3.description',
    category: 'Gold',
    fromDollars: 1_650,
    featured: true,
  },
  {
    id: 'showcase-4',
    src: '/media/art/showcase-4.webp',
    title: 'home.showcase.item4.title',
    description: 'home.showcase.item4.description',
    category: 'Gold',
    fromDollars: 540,
    featured: false,
  },
  {
    id: 'showcase-5',
    src: '/media/art/showcase-5.webp',
    title: 'home.showcase.item5.title',
    description: 'home.showcase.item5.description',
    category: 'Silver',
    fromDollars: 140,
    featured: false,
  },
  {
    id: 'showcase-6',
    src: '/media/art/showcase-6.webp',
    title: 'home.showcase.item6.title',
    description: 'home.showcase.item6.description',
    category: 'Coins',
    fromDollars: 620,
    featured: false,
  },
];
