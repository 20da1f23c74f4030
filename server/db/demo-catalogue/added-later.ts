import { type DemoProduct, pct, fixed, gold, platinum, diamond } from './recipe.ts';

/** Pieces added after the first catalogue: last, so the pieces before them keep their seed order and ids. */
export const ADDED_LATER: DemoProduct[] = [
  {
    name: 'Antique Arabic Gold Necklace',
    recipe: { ...gold(875, pct(16)), wastage: 5 },
    category: 'Gold',
    design: 'necklace',
    art: 'gold',
    weight: '55.6',
    short: 'Antique-finish 21K necklace with coin drops.',
    description:
      'An antique-finish 21K necklace hung with hand-struck coin drops, in the style of heirloom Arabic jewellery.',
  },
  {
    name: 'Platinum Diamond Band',
    recipe: { ...platinum(fixed('180.00')), stones: [diamond(7, '0.05', 2_000)] },
    category: 'Platinum',
    design: 'ring',
    sizing: { scale: 'ring', from: '4', to: '10', leadDays: 10 },
    engraving: { maxLength: 20, scripts: ['latin', 'arabic'], feeCents: 4000 },
    art: 'diamond',
    weight: '5.7',
    short: 'Platinum band with a row of diamonds.',
    description: 'A 950 platinum band with a row of channel-set diamonds across the top.',
    size: '18 mm',
  },
];
