// Site art: dark stages, heroes, blog covers and showcase tiles.
import { between, bezier, f, P, place } from './geometry.ts';
import { type Metal, SILK, STUDIO, type Tone, toneOf, TONES, VELVET } from './palette.ts';
import type { Ctx, Scene } from './svg.ts';
import { chain, gemSide, gemTop, shadow, sparkle } from './stones.ts';
import { bust, silkBg, studioBg, velvetBg } from './backgrounds.ts';
import { banglePiece, coinPiece, earringPiece, necklaceOn, pendantPiece, ringFlat, ringPiece } from './pieces.ts';

// ---------------------------------------------------------------------------------------------
// Site art: heroes, blog covers, showcase tiles, promo, banners, about page
// ---------------------------------------------------------------------------------------------

export const sceneOf = (ctx: Ctx, metal: Metal, tone: Tone = toneOf(metal)): Scene => ({ ctx, metal, tone });

/** Out-of-focus lights: gold bokeh for the dark compositions. */
export function bokeh(
  ctx: Ctx,
  count: number,
  area: { x0: number; x1: number; y0: number; y1: number },
  color = '#e6c266',
): string {
  const rng = ctx.rng;
  return Array.from({ length: count }, () => {
    const r = between(rng, 6, 46);
    return `<circle cx="${f(between(rng, area.x0, area.x1))}" cy="${f(between(rng, area.y0, area.y1))}" r="${f(r)}" fill="${color}" opacity="${f(between(rng, 0.06, 0.28))}" filter="${ctx.blur(r * 0.18 + 1)}"/>`;
  }).join('');
}

/** Dark, rich backdrop lit from the right, darkest on the left where the headline sits. */
export function darkStage(ctx: Ctx, glow: string, base: string, edge: string): string {
  const { width: w, height: h } = ctx;
  return `<rect width="${w}" height="${h}" fill="${ctx.radial(
    [
      [0, glow],
      [0.5, base],
      [1, edge],
    ],
    0.7,
    0.45,
    0.75,
  )}"/>`;
}

export function textShade(ctx: Ctx, to = 0.55): string {
  const { width: w, height: h } = ctx;
  return `<rect width="${w}" height="${h}" fill="${ctx.linear(
    [
      [0, '#0b0805', 0.85],
      [to, '#0b0805', 0],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
}

/** A glossy table top that fades into the dark: the pieces stand on it. */
export function darkTable(ctx: Ctx, y: number, color = '#1c140c'): string {
  const { width: w, height: h } = ctx;
  return `<rect y="${y}" width="${w}" height="${h - y}" fill="${ctx.linear([
    [0, color, 0.2],
    [0.15, color, 0.95],
    [1, '#050302', 1],
  ])}"/><rect y="${y}" width="${w}" height="2" fill="#e6c266" opacity="0.12"/>`;
}

export function hero1(ctx: Ctx): string {
  const s = sceneOf(ctx, 'gold');
  const v = { base: '#1a1210', light: '#3a2a22', edge: '#070504' };
  const curve = bezier(P(250, 215), P(236, 410), P(404, 410), P(390, 215));
  const rim = `<path d="M386 70 C382 150 386 205 398 246 C420 300 500 330 562 368 C600 392 616 440 620 660" stroke="#e6c266" stroke-width="5" fill="none" opacity="0.35" filter="${ctx.blur(4)}"/>`;
  const bustArt = `${bust(ctx, v.base, v.light, v.edge)}${rim}${necklaceOn(s, curve, { link: 8, drop: 0.9, count: 7, from: 0.2, to: 0.8 })}`;
  return `${darkStage(ctx, '#4a3216', '#1c130b', '#070503')}${bokeh(ctx, 26, { x0: 700, x1: 1600, y0: 0, y1: 900 })}${place(700, -60, 1.55, 0, bustArt)}${textShade(ctx)}`;
}

export function hero2(ctx: Ctx): string {
  const gold = sceneOf(ctx, 'gold');
  const diamond = sceneOf(ctx, 'diamond');
  const rose = sceneOf(ctx, 'rosegold');
  const tableY = 660;
  const goldRing = place(1010, tableY - 1.45 * 128, 1.45, 0, ringPiece(gold));
  const diamondRing = place(1310, tableY - 1.1 * 128, 1.1, 0, ringPiece(diamond));
  // Mirror images in the polished table, fading out with distance.
  const reflection = `<g transform="translate(0 ${tableY * 2}) scale(1 -1)" opacity="0.16">${goldRing}${diamondRing}</g><rect y="${tableY}" width="1600" height="${900 - tableY}" fill="${ctx.linear(
    [
      [0, '#0b0805', 0.2],
      [0.6, '#0b0805', 1],
    ],
  )}"/>`;
  return `${darkStage(ctx, '#3b2a1a', '#17110b', '#050403')}${bokeh(ctx, 22, { x0: 760, x1: 1600, y0: 0, y1: 560 })}${darkTable(ctx, tableY)}${reflection}${shadow(ctx, 1030, tableY, 190, 12, 0.7, 10)}${shadow(ctx, 1325, tableY, 140, 10, 0.7, 8)}${diamondRing}${goldRing}${shadow(ctx, 760, 800, 130, 26, 0.6, 12)}${place(760, 770, 0.9, -6, ringFlat(rose))}${textShade(ctx)}`;
}

export function hero3(ctx: Ctx): string {
  const gold = sceneOf(ctx, 'gold');
  const v = { light: '#1b4a3a', base: '#0c2a20', edge: '#03100b' };
  return `${velvetBg(ctx, v)}${bokeh(ctx, 16, { x0: 800, x1: 1600, y0: 0, y1: 900 }, '#f3dc95')}${place(1040, 600, 1.05, -6, banglePiece(gold))}${place(1110, 470, 1.05, 4, banglePiece(gold))}${place(1180, 340, 1.05, -3, banglePiece(gold))}${place(1330, 60, 1.1, -8, earringPiece(gold))}${place(1500, 90, 1.1, 6, earringPiece(gold))}${textShade(ctx, 0.5)}`;
}

export function hero4(ctx: Ctx): string {
  const gold = sceneOf(ctx, 'gold');
  const antique = sceneOf(ctx, 'gold', TONES.antique);
  const chainCurve = bezier(P(640, 900), P(860, 420), P(1240, 900), P(1640, 330));
  const coins = [
    place(1150, 420, 1, 4, coinPiece(gold, 120, 0.45, 0, 0.4)),
    place(930, 560, 1, -10, coinPiece(antique, 135, 0.5, 0, 0.4)),
    place(1420, 520, 1, -6, coinPiece(antique, 120, 0.48, 0, 0.4)),
    place(1190, 660, 1, 12, coinPiece(gold, 155, 0.55, 0, 0.4)),
  ];
  return `${darkStage(ctx, '#4a3318', '#1a120a', '#060402')}${bokeh(ctx, 24, { x0: 700, x1: 1600, y0: 0, y1: 500 })}${darkTable(ctx, 380, '#20160c')}${shadow(ctx, 1180, 620, 400, 110, 0.6, 20)}${coins.join('')}${chain(ctx, gold.tone, chainCurve, 30, 'curb')}${place(1420, 90, 1.1, 8, pendantPiece(gold))}${textShade(ctx)}`;
}

export function blog1(ctx: Ctx): string {
  const gold = sceneOf(ctx, 'gold');
  return `${silkBg(ctx, SILK.gold)}${chain(ctx, gold.tone, bezier(P(-20, 420), P(200, 250), P(560, 560), P(820, 300)), 22, 'rope')}${shadow(ctx, 420, 330, 110, 18, 0.35, 10)}${place(410, 220, 0.8, -8, ringPiece(gold))}`;
}

export function blog2(ctx: Ctx): string {
  const gold = sceneOf(ctx, 'gold');
  const deep = sceneOf(ctx, 'gold', TONES.antique);
  return `${studioBg(ctx, STUDIO.gold, 0.7)}${shadow(ctx, 265, 410, 120, 14, 0.35, 8)}${shadow(ctx, 555, 410, 120, 14, 0.35, 8)}${place(250, 290, 0.88, 0, ringPiece(gold, 'signet'))}${place(540, 290, 0.88, 0, ringPiece(deep, 'signet'))}`;
}

export function blog3(ctx: Ctx): string {
  const gold = sceneOf(ctx, 'gold');
  const curve = (t: number) => {
    const a = Math.PI * 1.5 - t * Math.PI * 2;
    return P(320 + 215 * Math.cos(a), 200 + 150 * Math.sin(a));
  };
  return `${velvetBg(ctx, VELVET.gold)}${necklaceOn(gold, curve, { link: 9, drop: 0.95, count: 7, from: 0.36, to: 0.64 })}${place(640, 90, 0.62, -6, earringPiece(gold))}${place(730, 100, 0.62, 6, earringPiece(gold))}`;
}

export function blog4(ctx: Ctx): string {
  return `${velvetBg(ctx, VELVET.diamond)}${bokeh(ctx, 14, { x0: 0, x1: 800, y0: 0, y1: 500 }, '#cfe0ff')}${shadow(ctx, 300, 420, 130, 16, 0.6, 10)}${gemSide(ctx, 300, 250, 240)}${gemTop(ctx, 560, 260, 120, 40)}${sparkle(ctx, 250, 230, 46)}${gemTop(ctx, 700, 420, 36)}${gemTop(ctx, 640, 450, 22)}`;
}

export const SHOWCASE: ((ctx: Ctx) => string)[] = [
  (ctx) => {
    const s = sceneOf(ctx, 'gold');
    const v = VELVET.gold;
    const curve = bezier(P(250, 215), P(236, 410), P(404, 410), P(390, 215));
    return `${studioBg(ctx, STUDIO.gold)}${bust(ctx, v.base, v.light, v.edge)}${necklaceOn(s, curve, { link: 8, drop: 0.9, count: 7, from: 0.2, to: 0.8 })}`;
  },
  (ctx) => {
    const d = sceneOf(ctx, 'diamond');
    return `${velvetBg(ctx, VELVET.diamond)}${bokeh(ctx, 10, { x0: 0, x1: 640, y0: 0, y1: 300 }, '#cfe0ff')}${shadow(ctx, 330, 520, 150, 20, 0.6, 10)}${place(320, 360, 1.15, 0, ringPiece(d))}`;
  },
  (ctx) => {
    const r = sceneOf(ctx, 'rosegold');
    return `${studioBg(ctx, STUDIO.rosegold)}${shadow(ctx, 300, 500, 240, 60, 0.3, 14)}${place(260, 450, 0.92, -6, banglePiece(r))}${place(320, 330, 0.92, 4, banglePiece(r))}${place(380, 210, 0.92, -3, banglePiece(r))}`;
  },
  (ctx) => {
    const g = sceneOf(ctx, 'gold');
    return `${velvetBg(ctx, { light: '#1b4a3a', base: '#0c2a20', edge: '#03100b' })}${place(205, 90, 1.05, -6, earringPiece(g))}${place(425, 90, 1.05, 6, earringPiece(g))}`;
  },
  (ctx) => {
    const p = sceneOf(ctx, 'platinum');
    const loop = bezier(P(320, 280), P(-80, 60), P(720, -80), P(320, 280));
    return `${silkBg(ctx, SILK.platinum)}${chain(ctx, p.tone, loop, 8, 'cable')}${place(320, 280, 1.1, 0, pendantPiece(p))}`;
  },
  (ctx) => {
    const g = sceneOf(ctx, 'gold');
    const a = sceneOf(ctx, 'gold', TONES.antique);
    return `${velvetBg(ctx, VELVET.gold)}${chain(ctx, g.tone, bezier(P(-20, 560), P(200, 380), P(420, 700), P(660, 420)), 22, 'curb')}${shadow(ctx, 250, 300, 150, 90, 0.5, 14)}${place(240, 260, 1, -8, coinPiece(a, 140, 0.6, 0, 0.4))}${shadow(ctx, 450, 220, 120, 80, 0.5, 12)}${place(440, 190, 1, 10, coinPiece(g, 115, 0.65, 0, 0.4))}`;
  },
];
