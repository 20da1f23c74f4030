export interface ShowcaseItem {
  id: string;
  src: string;
  title: string;
  description: string;
  category: string;
  price: string;
  rating: number;
  featured: boolean;
}

export const SHOWCASE_ITEMS: readonly ShowcaseItem[] = [
  {
    id: 'showcase-1',
    src: '/media/art/showcase-1.webp',
    title: 'Royal Filigree Necklace',
    description: 'Hand-twisted 22K gold threads form a lace-like collar inspired by Damascene palaces.',
    category: 'Gold',
    price: 'From $2,450',
    rating: 4.9,
    featured: true,
  },
  {
    id: 'showcase-2',
    src: '/media/art/showcase-2.webp',
    title: 'Solitaire Diamond Ring',
    description: 'A brilliant-cut diamond held high in a polished platinum setting, made for once-in-a-lifetime moments.',
    category: 'Diamond',
    price: 'From $3,100',
    rating: 5,
    featured: true,
  },
  {
    id: 'showcase-3',
    src: '/media/art/showcase-3.webp',
    title: 'Rose Gold Bangle Trio',
    description: 'Three engraved rose-gold bangles with beaded edges, made to be worn together or apart.',
    category: 'Gold',
    price: 'From $1,650',
    rating: 4.8,
    featured: true,
  },
  {
    id: 'showcase-4',
    src: '/media/art/showcase-4.webp',
    title: 'Teardrop Filigree Earrings',
    description: 'Hand-finished gold teardrops edged with tiny beads, light enough to wear every day.',
    category: 'Gold',
    price: 'From $540',
    rating: 4.9,
    featured: false,
  },
  {
    id: 'showcase-5',
    src: '/media/art/showcase-5.webp',
    title: 'Silver Medallion Pendant',
    description: 'A sterling silver medallion engraved with an eight-pointed star, on a fine silver chain.',
    category: 'Silver',
    price: 'From $140',
    rating: 4.7,
    featured: false,
  },
  {
    id: 'showcase-6',
    src: '/media/art/showcase-6.webp',
    title: 'Gold Sovereign Coin',
    description: 'Collectible fine-gold coins, a classic gift for births, weddings and Eid.',
    category: 'Coins',
    price: 'From $620',
    rating: 4.8,
    featured: false,
  },
];
