import { type DemoProduct, perGram, fixed, platinum, diamond, graded } from './recipe.ts';

/** The platinum pieces. */
export const PLATINUM: DemoProduct[] = [
  {
    name: 'Platinum Wedding Band',
    recipe: platinum(fixed('220.00')),
    category: 'Platinum',
    design: 'ring',
    sizing: { scale: 'ring', from: '5', to: '13', leadDays: 10 },
    engraving: { maxLength: 24, scripts: ['latin', 'arabic'], feeCents: 4000 },
    art: 'platinum',
    weight: '8.9',
    short: '950 platinum comfort-fit wedding band.',
    description: 'A 5 mm comfort-fit band in 950 platinum: naturally white, hypoallergenic and made for a lifetime.',
    featured: true,
    size: '19 mm',
  },
  {
    name: 'Platinum Tennis Bracelet',
    recipe: {
      ...platinum(perGram('15.00')),
      stones: [graded(diamond(40, '0.05', 1_800), { shape: 'round', color: 'G', clarity: 'VS1', cut: 'excellent' })],
    },
    category: 'Platinum',
    design: 'bracelet',
    art: 'platinum',
    weight: '16.5',
    short: 'Platinum line bracelet of 40 diamonds with a hidden clasp.',
    description:
      'A fluid 950 platinum line of forty 0.05 ct natural diamonds, with a hidden box clasp and figure-eight safety.',
  },
  {
    name: 'Platinum Bar Pendant',
    recipe: platinum(fixed('95.00')),
    category: 'Platinum',
    design: 'pendant',
    engraving: { maxLength: 16, scripts: ['latin', 'arabic'], feeCents: 3000 },
    art: 'platinum',
    weight: '4.4',
    short: 'Minimal brushed platinum bar pendant.',
    description: 'A brushed platinum bar on a fine cable chain; engraving available in Arabic or English.',
  },
  {
    name: 'Platinum Curb Chain',
    recipe: platinum(perGram('6.00')),
    category: 'Platinum',
    design: 'chain',
    sizing: { scale: 'chainInches', from: '18', to: '24', leadDays: 7 },
    art: 'platinum',
    weight: '27.3',
    short: 'Polished platinum curb chain.',
    description: 'A polished 950 platinum curb chain with a lobster clasp.',
    outOfStock: true,
    size: '55 cm',
  },
];
