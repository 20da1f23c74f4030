import type { NewProductRow } from '../modules/catalog/catalog.tables.ts';

type Design = 'ring' | 'necklace' | 'bracelet' | 'earrings' | 'pendant' | 'bangle' | 'chain' | 'coin';
type ArtMetal = 'gold' | 'silver' | 'platinum' | 'rosegold' | 'diamond';

/** Demo images shipped in web/public/media/demo (made by `npm run art`). */
export function demoImages(design: Design, metal: ArtMetal): string[] {
  return (['a', 'b', 'c'] as const).map((view) => `/media/demo/${design}-${metal}-${view}.webp`);
}

interface DemoProduct {
  name: string;
  category: string;
  design: Design;
  art: ArtMetal;
  weight: string;
  short: string;
  description: string;
  featured?: boolean;
  outOfStock?: boolean;
  size?: string;
}

const demo: DemoProduct[] = [
  {
    name: 'Layali 22K Gold Bangle',
    category: 'Gold',
    design: 'bangle',
    art: 'gold',
    weight: '24.5',
    short: 'Hand-engraved 22K bangle with Arabesque scrollwork.',
    description:
      'Cast and hand-finished in 22K yellow gold, the Layali bangle carries a band of Arabesque scrollwork engraved by our master goldsmith. A keepsake for weddings and Eid.',
    featured: true,
    size: '6.5 cm',
  },
  {
    name: 'Noor 18K Gold Solitaire Ring',
    category: 'Gold',
    design: 'ring',
    art: 'gold',
    weight: '4.2',
    short: 'Classic 18K yellow gold band with a polished crown.',
    description:
      'A timeless solitaire setting in 18K yellow gold with a comfort-fit band. Sized to order in our Louisiana workshop.',
    featured: true,
    size: '17 mm',
  },
  {
    name: 'Sultana Gold Necklace',
    category: 'Gold',
    design: 'necklace',
    art: 'gold',
    weight: '38.75',
    short: 'Statement 22K collar necklace with filigree drops.',
    description:
      'Inspired by the bridal collars of the Levant, the Sultana necklace layers filigree drops on a supple 22K gold collar.',
    featured: true,
    size: '45 cm',
  },
  {
    name: 'Yasmin Gold Hoop Earrings',
    category: 'Gold',
    design: 'earrings',
    art: 'gold',
    weight: '6.8',
    short: 'Lightweight 18K hoops with a hammered finish.',
    description:
      'Hand-hammered 18K gold hoops that catch the light from every angle; secure hinged clasp for everyday wear.',
  },
  {
    name: 'Hamsa 22K Gold Pendant',
    category: 'Gold',
    design: 'pendant',
    art: 'gold',
    weight: '5.3',
    short: 'Protective Hamsa pendant in 22K gold.',
    description:
      'The Hamsa, a symbol of protection and blessing, in solid 22K gold with a fine milgrain border. Chain sold separately.',
  },
  {
    name: 'Dubai Rope Chain 22K',
    category: 'Gold',
    design: 'chain',
    art: 'gold',
    weight: '21.0',
    short: 'Diamond-cut 22K rope chain, 3 mm.',
    description:
      'A 3 mm diamond-cut rope chain in 22K gold with a lobster clasp. Brilliant, durable and made to be worn every day.',
    size: '55 cm',
  },
  {
    name: 'Men’s Yellow Gold Link Bracelet',
    category: 'Gold',
    design: 'bracelet',
    art: 'gold',
    weight: '32.4',
    short: 'Heavy 21K Cuban link bracelet for men.',
    description: 'A substantial Cuban link bracelet in yellow gold with a box clasp and double safety latch.',
    size: '21 cm',
  },
  {
    name: 'Rose Gold Infinity Ring',
    category: 'Gold',
    design: 'ring',
    art: 'rosegold',
    weight: '3.1',
    short: '18K rose gold infinity twist band.',
    description:
      'Two strands of 18K rose gold meet in an endless twist: a gentle promise ring or a stacking favourite.',
    size: '16 mm',
  },
  {
    name: 'Warda Rose Gold Necklace',
    category: 'Gold',
    design: 'necklace',
    art: 'rosegold',
    weight: '12.6',
    short: 'Rose gold floral necklace, 18K.',
    description: 'Delicate 18K rose gold blossoms linked along a fine cable chain, finished with a satin polish.',
    outOfStock: true,
  },
  {
    name: 'Yellow Gold Women’s Bangle Set',
    category: 'Gold',
    design: 'bangle',
    art: 'gold',
    weight: '64.0',
    short: 'Set of four 22K bangles for women.',
    description: 'Four slim 22K bangles with alternating polished and textured surfaces, worn together or apart.',
    size: '6.2 cm',
  },
  {
    name: 'Qamar Gold Crescent Earrings',
    category: 'Gold',
    design: 'earrings',
    art: 'gold',
    weight: '4.9',
    short: 'Crescent moon drops in 21K gold.',
    description: 'Crescent moon drops in 21K gold with hand-set granulation, inspired by antique Yemeni silverwork.',
  },
  {
    name: 'Classic Figaro Chain 18K',
    category: 'Gold',
    design: 'chain',
    art: 'gold',
    weight: '14.2',
    short: 'Figaro link chain in 18K gold.',
    description: 'A versatile 18K Figaro chain, 4 mm wide, with alternating long and short links.',
    size: '50 cm',
  },
  {
    name: 'Sterling Silver Filigree Bracelet',
    category: 'Silver',
    design: 'bracelet',
    art: 'silver',
    weight: '18.3',
    short: '925 silver filigree cuff bracelet.',
    description:
      'Fine 925 sterling silver wire twisted into traditional filigree, finished with a bright rhodium-free polish.',
    featured: true,
  },
  {
    name: 'Silver Calligraphy Pendant',
    category: 'Silver',
    design: 'pendant',
    art: 'silver',
    weight: '7.5',
    short: 'Name pendant in Arabic calligraphy, 925 silver.',
    description:
      'Your name or a chosen word cut in flowing Thuluth calligraphy from 925 sterling silver. Made to order.',
  },
  {
    name: 'Silver Box Chain',
    category: 'Silver',
    design: 'chain',
    art: 'silver',
    weight: '9.8',
    short: 'Square box chain in 925 silver, 1.5 mm.',
    description: 'A sturdy 1.5 mm box chain in sterling silver, ideal for pendants.',
    size: '60 cm',
  },
  {
    name: 'Silver Turquoise Ring',
    category: 'Silver',
    design: 'ring',
    art: 'silver',
    weight: '6.4',
    short: 'Oxidised silver ring with a bezel-set stone.',
    description: 'An oxidised 925 silver ring with a hand-cut bezel, inspired by Bedouin silver traditions.',
    size: '18 mm',
  },
  {
    name: 'Silver Drop Earrings',
    category: 'Silver',
    design: 'earrings',
    art: 'silver',
    weight: '5.2',
    short: 'Lantern drop earrings in sterling silver.',
    description: 'Pierced lantern drops in sterling silver that throw delicate patterns of light.',
    outOfStock: true,
  },
  {
    name: 'Silver Statement Necklace',
    category: 'Silver',
    design: 'necklace',
    art: 'silver',
    weight: '42.0',
    short: 'Bold Bedouin-style silver necklace.',
    description: 'A bold collar of hand-stamped silver discs in the Bedouin tradition.',
  },
  {
    name: 'Silver Twist Bangle',
    category: 'Silver',
    design: 'bangle',
    art: 'silver',
    weight: '22.7',
    short: 'Twisted 925 silver bangle.',
    description: 'Three strands of sterling silver twisted into a comfortable open bangle.',
  },
  {
    name: 'Platinum Wedding Band',
    category: 'Platinum',
    design: 'ring',
    art: 'platinum',
    weight: '8.9',
    short: '950 platinum comfort-fit wedding band.',
    description: 'A 5 mm comfort-fit band in 950 platinum: naturally white, hypoallergenic and made for a lifetime.',
    featured: true,
    size: '19 mm',
  },
  {
    name: 'Platinum Tennis Bracelet',
    category: 'Platinum',
    design: 'bracelet',
    art: 'platinum',
    weight: '16.5',
    short: 'Platinum line bracelet with a hidden clasp.',
    description: 'A fluid platinum line bracelet with a hidden box clasp and figure-eight safety.',
  },
  {
    name: 'Platinum Bar Pendant',
    category: 'Platinum',
    design: 'pendant',
    art: 'platinum',
    weight: '4.4',
    short: 'Minimal brushed platinum bar pendant.',
    description: 'A brushed platinum bar on a fine cable chain; engraving available in Arabic or English.',
  },
  {
    name: 'Platinum Curb Chain',
    category: 'Platinum',
    design: 'chain',
    art: 'platinum',
    weight: '27.3',
    short: 'Polished platinum curb chain.',
    description: 'A polished 950 platinum curb chain with a lobster clasp.',
    outOfStock: true,
    size: '55 cm',
  },
  {
    name: 'Almas Diamond Solitaire Ring',
    category: 'Diamond',
    design: 'ring',
    art: 'diamond',
    weight: '3.6',
    short: 'Round brilliant diamond in a white gold setting.',
    description:
      'A certified round brilliant diamond held in a six-prong white gold crown. Comes with its grading certificate.',
    featured: true,
    size: '16.5 mm',
  },
  {
    name: 'Diamond Halo Pendant',
    category: 'Diamond',
    design: 'pendant',
    art: 'diamond',
    weight: '2.8',
    short: 'Pavé halo pendant with a centre diamond.',
    description: 'A centre diamond ringed by a halo of pavé-set stones in white gold.',
  },
  {
    name: 'Diamond Stud Earrings',
    category: 'Diamond',
    design: 'earrings',
    art: 'diamond',
    weight: '1.9',
    short: 'Classic diamond studs, white gold.',
    description: 'A matched pair of brilliant-cut diamonds in four-prong white gold baskets with secure backs.',
  },
  {
    name: 'Diamond Riviera Necklace',
    category: 'Diamond',
    design: 'necklace',
    art: 'diamond',
    weight: '18.2',
    short: 'Graduated diamond riviera necklace.',
    description: 'A graduated line of diamonds set in white gold; the centrepiece of our bridal collection.',
  },
  {
    name: 'Diamond Eternity Bangle',
    category: 'Diamond',
    design: 'bangle',
    art: 'diamond',
    weight: '21.4',
    short: 'Channel-set diamond eternity bangle.',
    description: 'Diamonds channel-set all the way around a slim white gold bangle.',
  },
  {
    name: 'UAE 22K Gold Coin, 10 g',
    category: 'Coins',
    design: 'coin',
    art: 'gold',
    weight: '10',
    short: '22K investment gold coin, 10 grams.',
    description: 'A 10 gram 22K gold coin struck with a crescent and date palm, sealed in a certified card.',
    featured: true,
    size: '26 mm',
  },
  {
    name: 'Gold Bullion Coin, 1 oz',
    category: 'Coins',
    design: 'coin',
    art: 'gold',
    weight: '31.1',
    short: 'One troy ounce fine gold coin.',
    description: 'A one troy ounce fine gold coin with certificate of authenticity.',
    size: '32.7 mm',
  },
  {
    name: 'Gold Mahr Coin, 100 g',
    category: 'Coins',
    design: 'coin',
    art: 'gold',
    weight: '100',
    short: '100 gram gold coin, a traditional Mahr gift.',
    description: 'A 100 gram gold coin presented in a velvet case: the traditional Mahr wedding gift.',
    size: '45 mm',
  },
  {
    name: 'Gold Eid Coin, 5 g',
    category: 'Coins',
    design: 'coin',
    art: 'gold',
    weight: '5',
    short: '5 gram gold coin for Eid gifts.',
    description: 'A 5 gram gold coin engraved with Eid greetings; a cherished gift for children and family.',
    size: '21 mm',
  },
  {
    name: 'Silver Coin, 1 oz',
    category: 'Coins',
    design: 'coin',
    art: 'silver',
    weight: '31.1',
    short: 'One troy ounce fine silver coin.',
    description: 'A one troy ounce fine silver coin in a protective capsule.',
    size: '38.6 mm',
  },
  {
    name: 'Gold Coin, 1 g',
    category: 'Coins',
    design: 'coin',
    art: 'gold',
    weight: '1',
    short: 'One gram gold coin keepsake.',
    description: 'A one gram gold coin in a presentation card: the smallest step into gold.',
    outOfStock: true,
    size: '13 mm',
  },
  {
    name: 'Antique Arabic Gold Necklace',
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
    category: 'Platinum',
    design: 'ring',
    art: 'diamond',
    weight: '5.7',
    short: 'Platinum band with a row of diamonds.',
    description: 'A 950 platinum band with a row of channel-set diamonds across the top.',
    size: '18 mm',
  },
];

const BASE_TIME = Date.UTC(2026, 0, 1);

/**
 * What a small shop has on hand: a few pieces of most designs, the last one of some (every
 * eighth), none of the pieces marked out of stock.
 */
function demoStock(index: number, outOfStock = false): number {
  if (outOfStock) return 0;
  if (index % 8 === 5) return 1;
  return 2 + ((index * 5) % 9);
}

/** The demo catalogue, in display order (created one minute apart). */
export function demoProductRows(
  newId: () => string,
  metalFor: (category: string) => NewProductRow['metal'],
): NewProductRow[] {
  return demo.map((item, index) => ({
    id: newId(),
    name: item.name,
    category: item.category,
    metal: metalFor(item.category),
    shortDescription: item.short,
    description: item.description,
    stock: demoStock(index, item.outOfStock),
    weightGrams: item.weight,
    images: demoImages(item.design, item.art),
    size: item.size ?? '21 cm',
    featured: item.featured ?? false,
    createdAt: new Date(BASE_TIME + index * 60_000),
    updatedAt: new Date(BASE_TIME + index * 60_000),
  }));
}

/**
 * `count` generated products for benchmarks: a deterministic mix of designs, metals and
 * weights, created after the demo catalogue.
 */
export function generatedProductRows(
  count: number,
  offset: number,
  newId: () => string,
  metalFor: (category: string) => NewProductRow['metal'],
): NewProductRow[] {
  const rows: NewProductRow[] = [];
  for (let i = 0; i < count; i++) {
    const template = demo[(offset + i) % demo.length]!;
    const n = offset + i + 1;
    // Weights from 1.000 to 100.000 g, spread without a pattern the sort could hide.
    const weightMg = 1000 + ((n * 7919) % 99001);
    const at = new Date(BASE_TIME + (demo.length + offset + i) * 60_000);
    rows.push({
      id: newId(),
      name: `${template.name} No. ${n}`,
      category: template.category,
      metal: metalFor(template.category),
      shortDescription: template.short,
      description: template.description,
      stock: n % 9 === 0 ? 0 : demoStock(n),
      weightGrams: (weightMg / 1000).toFixed(3),
      images: demoImages(template.design, template.art),
      size: template.size ?? '21 cm',
      featured: n % 25 === 0,
      createdAt: at,
      updatedAt: at,
    });
  }
  return rows;
}
