import { type DemoProduct, pct, gold, diamond, graded } from './recipe.ts';

/** The diamond pieces. */
export const DIAMOND: DemoProduct[] = [
  {
    name: 'Almas Diamond Solitaire Ring',
    recipe: {
      ...gold(750, pct(18)),
      stones: [
        graded(diamond(1, '0.70', 5_200, { lab: 'GIA', number: '2141438167' }), {
          shape: 'round',
          color: 'G',
          clarity: 'VS1',
          cut: 'excellent',
        }),
      ],
      fee: '50.00',
    },
    category: 'Diamond',
    design: 'ring',
    sizing: { scale: 'ring', from: '4', to: '9', leadDays: 10 },
    art: 'diamond',
    weight: '3.6',
    short: 'A 0.70 ct round brilliant diamond in an 18K white gold setting.',
    description:
      'A certified round brilliant diamond held in a six-prong white gold crown. Comes with its grading certificate.',
    featured: true,
    size: '16.5 mm',
  },
  {
    name: 'Diamond Halo Pendant',
    recipe: {
      ...gold(750, pct(20)),
      stones: [
        graded(diamond(1, '0.50', 4_200, { lab: 'IGI', number: '596314287' }), {
          shape: 'oval',
          color: 'F',
          clarity: 'VVS2',
        }),
        graded(diamond(16, '0.02', 1_400), { shape: 'round', color: 'G', clarity: 'VS2', cut: 'very-good' }),
      ],
      fee: '35.00',
    },
    category: 'Diamond',
    design: 'pendant',
    art: 'diamond',
    weight: '2.8',
    short: 'Pavé halo pendant with a centre diamond.',
    description: 'A centre diamond ringed by a halo of pavé-set stones in white gold.',
  },
  {
    name: 'Diamond Stud Earrings',
    recipe: {
      ...gold(750, pct(18)),
      stones: [graded(diamond(2, '0.25', 3_000), { shape: 'round', color: 'H', clarity: 'SI1', cut: 'very-good' })],
    },
    category: 'Diamond',
    design: 'earrings',
    art: 'diamond',
    weight: '1.9',
    short: 'Classic diamond studs, 18K white gold.',
    description:
      'A matched pair of 0.25 ct brilliant-cut diamonds in four-prong 18K white gold baskets with secure backs.',
  },
  {
    name: 'Diamond Riviera Necklace',
    recipe: {
      ...gold(750, pct(15)),
      stones: [graded(diamond(35, '0.10', 2_400), { shape: 'princess', color: 'H', clarity: 'VS2' })],
    },
    category: 'Diamond',
    design: 'necklace',
    art: 'diamond',
    weight: '18.2',
    short: 'Graduated diamond riviera necklace.',
    description: 'A graduated line of diamonds set in white gold; the centrepiece of our bridal collection.',
  },
  {
    name: 'Diamond Eternity Bangle',
    recipe: {
      ...gold(750, pct(14)),
      stones: [
        {
          ...graded(diamond(30, '0.05', 600), { shape: 'round', color: 'F', clarity: 'VS1', cut: 'excellent' }),
          origin: 'lab-grown',
        },
      ],
    },
    category: 'Diamond',
    design: 'bangle',
    sizing: { scale: 'bangle', from: '2-4', to: '2-8', leadDays: 14 },
    art: 'diamond',
    weight: '21.4',
    short: 'Channel-set lab-grown diamond eternity bangle.',
    description: 'Thirty lab-grown diamonds channel-set all the way around a slim 18K white gold bangle.',
  },
];
