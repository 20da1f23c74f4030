import { parseScaledDecimal } from '#domain/money.ts';
import type { MakingCharge, PieceMetal, Stone } from '#domain/pricing/piece-price.ts';
import type { NewProductRow } from '../modules/catalog/catalog.tables.ts';
import { DEMO_ARABIC, type ArabicTexts } from './demo-catalogue-arabic.ts';

type Design = 'ring' | 'necklace' | 'bracelet' | 'earrings' | 'pendant' | 'bangle' | 'chain' | 'coin';
type ArtMetal = 'gold' | 'silver' | 'platinum' | 'rosegold' | 'diamond';

/** Demo images shipped in web/public/media/demo (made by `npm run art`). */
export function demoImages(design: Design, metal: ArtMetal): string[] {
  return (['a', 'b', 'c'] as const).map((view) => `/media/demo/${design}-${metal}-${view}.webp`);
}

/**
 * How the jeweller prices a demo piece (domain/pricing/piece-price.ts), written as the product form
 * takes it: dollars and percents as decimal strings, carats as '0.25'. The net weight is the
 * piece's `weight`.
 */
interface DemoRecipe {
  metal: PieceMetal | null;
  /** Parts per thousand: 750 is 18K, 925 sterling. */
  fineness: number;
  making: MakingCharge;
  /** Percent of the metal value, as Gulf and South Asian shops quote it. */
  wastage?: number;
  stones?: DemoStone[];
  /** Hallmark or certificate, in dollars. */
  fee?: string;
}

interface DemoStone {
  kind: string;
  origin: Stone['origin'];
  /** Of one stone. */
  carats: string;
  count: number;
  /** Dollars per carat, or one price in dollars for all `count` stones. */
  perCarat?: number;
  fixed?: string;
  certificate?: { lab: string; number: string };
}

const dollars = (text: string) => parseScaledDecimal(text, 2);
/** A percent making charge (the trade's way for gold): '2.5' or 12. */
const pct = (percent: number | string): MakingCharge => ({
  kind: 'percent',
  basisPoints: parseScaledDecimal(String(percent), 2),
});
const perGram = (text: string): MakingCharge => ({ kind: 'per-gram', centsPerGram: dollars(text) });
const fixed = (text: string): MakingCharge => ({ kind: 'fixed', cents: dollars(text) });
const gold = (fineness: number, making: MakingCharge): DemoRecipe => ({ metal: 'Gold', fineness, making });
const sterling = (making: MakingCharge): DemoRecipe => ({ metal: 'Silver', fineness: 925, making });
const platinum = (making: MakingCharge): DemoRecipe => ({ metal: 'Platinum', fineness: 950, making });
/** `count` natural diamonds of `carats` each, priced by the carat. */
const diamond = (
  count: number,
  carats: string,
  perCarat: number,
  certificate?: DemoStone['certificate'],
): DemoStone => ({ kind: 'Diamond', origin: 'natural', carats, count, perCarat, ...(certificate && { certificate }) });

interface DemoProduct {
  name: string;
  recipe: DemoRecipe;
  category: string;
  design: Design;
  art: ArtMetal;
  /** Net metal weight, grams. */
  weight: string;
  short: string;
  description: string;
  featured?: boolean;
  outOfStock?: boolean;
  size?: string;
}

/** A demo piece's Arabic texts: every piece has them, so the Arabic pages show no English. */
function arabicOf(name: string): ArabicTexts {
  const texts = DEMO_ARABIC[name];
  if (!texts) throw new Error(`The demo piece ${name} has no Arabic texts in demo-catalogue-arabic.ts`);
  return texts;
}

const demo: DemoProduct[] = [
  {
    name: 'Layali 22K Gold Bangle',
    recipe: gold(916, pct(12)),
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
    recipe: { ...gold(750, pct(15)), stones: [diamond(1, '0.20', 2_500)] },
    category: 'Gold',
    design: 'ring',
    art: 'gold',
    weight: '4.2',
    short: 'Classic 18K yellow gold solitaire with a 0.20 ct diamond.',
    description:
      'A timeless solitaire setting in 18K yellow gold with a comfort-fit band, crowned with a 0.20 ct natural diamond. Sized to order in our Louisiana workshop.',
    featured: true,
    size: '17 mm',
  },
  {
    name: 'Sultana Gold Necklace',
    recipe: { ...gold(916, pct(18)), wastage: 4 },
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
    recipe: gold(750, pct(14)),
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
    recipe: gold(916, pct(12)),
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
    recipe: gold(916, pct(8)),
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
    recipe: gold(875, pct(10)),
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
    recipe: gold(750, pct(15)),
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
    recipe: gold(750, pct(16)),
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
    recipe: { ...gold(916, pct(10)), wastage: 3 },
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
    recipe: gold(875, pct(14)),
    category: 'Gold',
    design: 'earrings',
    art: 'gold',
    weight: '4.9',
    short: 'Crescent moon drops in 21K gold.',
    description: 'Crescent moon drops in 21K gold with hand-set granulation, inspired by antique Yemeni silverwork.',
  },
  {
    name: 'Classic Figaro Chain 18K',
    recipe: gold(750, pct(8)),
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
    recipe: sterling(perGram('3.50')),
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
    recipe: sterling(fixed('45.00')),
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
    recipe: sterling(perGram('1.80')),
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
    recipe: {
      ...sterling(perGram('3.00')),
      stones: [{ kind: 'Turquoise', origin: 'natural', carats: '2.50', count: 1, fixed: '25.00' }],
    },
    category: 'Silver',
    design: 'ring',
    art: 'silver',
    weight: '6.4',
    short: 'Oxidised silver ring with a bezel-set turquoise.',
    description: 'An oxidised 925 silver ring with a hand-cut bezel, inspired by Bedouin silver traditions.',
    size: '18 mm',
  },
  {
    name: 'Silver Drop Earrings',
    recipe: sterling(fixed('28.00')),
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
    recipe: sterling(perGram('2.20')),
    category: 'Silver',
    design: 'necklace',
    art: 'silver',
    weight: '42.0',
    short: 'Bold Bedouin-style silver necklace.',
    description: 'A bold collar of hand-stamped silver discs in the Bedouin tradition.',
  },
  {
    name: 'Silver Twist Bangle',
    recipe: sterling(perGram('1.50')),
    category: 'Silver',
    design: 'bangle',
    art: 'silver',
    weight: '22.7',
    short: 'Twisted 925 silver bangle.',
    description: 'Three strands of sterling silver twisted into a comfortable open bangle.',
  },
  {
    name: 'Platinum Wedding Band',
    recipe: platinum(fixed('220.00')),
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
    recipe: { ...platinum(perGram('15.00')), stones: [diamond(40, '0.05', 1_800)] },
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
    art: 'platinum',
    weight: '27.3',
    short: 'Polished platinum curb chain.',
    description: 'A polished 950 platinum curb chain with a lobster clasp.',
    outOfStock: true,
    size: '55 cm',
  },
  {
    name: 'Almas Diamond Solitaire Ring',
    recipe: {
      ...gold(750, pct(18)),
      stones: [diamond(1, '0.70', 5_200, { lab: 'GIA', number: '2141438167' })],
      fee: '50.00',
    },
    category: 'Diamond',
    design: 'ring',
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
      stones: [diamond(1, '0.50', 4_200, { lab: 'IGI', number: '596314287' }), diamond(16, '0.02', 1_400)],
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
    recipe: { ...gold(750, pct(18)), stones: [diamond(2, '0.25', 3_000)] },
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
    recipe: { ...gold(750, pct(15)), stones: [diamond(35, '0.10', 2_400)] },
    category: 'Diamond',
    design: 'necklace',
    art: 'diamond',
    weight: '18.2',
    short: 'Graduated diamond riviera necklace.',
    description: 'A graduated line of diamonds set in white gold; the centrepiece of our bridal collection.',
  },
  {
    name: 'Diamond Eternity Bangle',
    recipe: { ...gold(750, pct(14)), stones: [{ ...diamond(30, '0.05', 600), origin: 'lab-grown' }] },
    category: 'Diamond',
    design: 'bangle',
    art: 'diamond',
    weight: '21.4',
    short: 'Channel-set lab-grown diamond eternity bangle.',
    description: 'Thirty lab-grown diamonds channel-set all the way around a slim 18K white gold bangle.',
  },
  {
    name: 'UAE 22K Gold Coin, 10 g',
    recipe: gold(916, pct(4)),
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
    recipe: gold(999, pct('2.5')),
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
    recipe: gold(999, pct(2)),
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
    recipe: gold(916, pct(6)),
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
    recipe: { metal: 'Silver', fineness: 999, making: fixed('5.50') },
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
    recipe: gold(999, fixed('12.00')),
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

/** A stone weighs a fifth of a gram a carat. */
const MG_PER_CARAT = 200;

/** The pricing columns of a piece of `weightMg` net metal made to `recipe`. */
function recipeColumns(recipe: DemoRecipe, weightMg: number) {
  const stones: Stone[] = (recipe.stones ?? []).map((stone) => ({
    kind: stone.kind,
    origin: stone.origin,
    caratHundredths: parseScaledDecimal(stone.carats, 2),
    count: stone.count,
    price:
      stone.fixed === undefined ? { perCaratCents: (stone.perCarat ?? 0) * 100 } : { fixedCents: dollars(stone.fixed) },
    ...(stone.certificate && { certificate: stone.certificate }),
  }));
  // Metal and stones: the gross weight a jeweller writes on the tag of a piece set with stones.
  const stonesMg = stones.reduce((sum, stone) => sum + (stone.caratHundredths * stone.count * MG_PER_CARAT) / 100, 0);
  return {
    weightGrams: (weightMg / 1000).toFixed(3),
    metal: recipe.metal,
    fineness: recipe.fineness,
    grossWeightGrams: stones.length > 0 ? ((weightMg + Math.round(stonesMg)) / 1000).toFixed(3) : null,
    wastageBasisPoints: parseScaledDecimal(String(recipe.wastage ?? 0), 2),
    making: recipe.making,
    stones,
    feeCents: recipe.fee === undefined ? 0 : dollars(recipe.fee),
  } satisfies Partial<NewProductRow>;
}

const milligrams = (grams: string) => parseScaledDecimal(grams, 3);

/** The demo catalogue, in display order (created one minute apart), each piece priced as a jeweller would. */
export function demoProductRows(newId: () => string): NewProductRow[] {
  return demo.map((item, index) => {
    const arabic = arabicOf(item.name);
    return {
      id: newId(),
      name: item.name,
      nameAr: arabic.name,
      category: item.category,
      ...recipeColumns(item.recipe, milligrams(item.weight)),
      shortDescription: item.short,
      shortDescriptionAr: arabic.short,
      description: item.description,
      descriptionAr: arabic.description,
      stock: demoStock(index, item.outOfStock),
      images: demoImages(item.design, item.art),
      size: item.size ?? '21 cm',
      featured: item.featured ?? false,
      createdAt: new Date(BASE_TIME + index * 60_000),
      updatedAt: new Date(BASE_TIME + index * 60_000),
    };
  });
}

/**
 * `count` generated products for benchmarks: a deterministic mix of designs, metals and
 * weights, created after the demo catalogue, each made to its template's recipe (karat, making,
 * stones, fee) at its own weight.
 */
export function generatedProductRows(count: number, offset: number, newId: () => string): NewProductRow[] {
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
      ...recipeColumns(template.recipe, weightMg),
      shortDescription: template.short,
      description: template.description,
      stock: n % 9 === 0 ? 0 : demoStock(n),
      images: demoImages(template.design, template.art),
      size: template.size ?? '21 cm',
      featured: n % 25 === 0,
      createdAt: at,
      updatedAt: at,
    });
  }
  return rows;
}
