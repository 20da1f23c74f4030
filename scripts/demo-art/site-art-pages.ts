// Site art: the promo, the antique banner and the about page.
import { between, bezier, f, P, place, star8 } from './geometry.ts';
import { TONES } from './palette.ts';
import type { Ctx } from './svg.ts';
import { gemTop, shadow } from './stones.ts';
import { bust } from './backgrounds.ts';
import { banglePiece, coinPiece, earringPiece, necklaceOn, pendantPiece, ringFlat, ringPiece } from './pieces.ts';
import { bokeh, darkStage, sceneOf, textShade } from './site-art.ts';

/** Pointed (Moorish) arch path, used as niches in the promo and as a motif in the banner. */
export function archPath(x: number, y: number, w: number, h: number): string {
  const r = w / 2;
  return `M${f(x)} ${f(y + h)} L${f(x)} ${f(y + r * 1.1)} C${f(x)} ${f(y + r * 0.4)} ${f(x + r * 0.6)} ${f(y + r * 0.1)} ${f(x + r)} ${f(y)} C${f(x + r * 1.4)} ${f(y + r * 0.1)} ${f(x + w)} ${f(y + r * 0.4)} ${f(x + w)} ${f(y + r * 1.1)} L${f(x + w)} ${f(y + h)} Z`;
}

export function plinth(ctx: Ctx, cx: number, top: number, w: number, h: number): string {
  return `<rect x="${f(cx - w / 2)}" y="${f(top)}" width="${f(w)}" height="${f(h)}" fill="${ctx.linear(
    [
      [0, '#d9c9ab'],
      [0.45, '#f6eedd'],
      [1, '#c8b48f'],
    ],
    0,
    0,
    1,
    0,
  )}"/><ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(w / 2)}" ry="${f(w * 0.12)}" fill="#fbf6ea"/>`;
}

export function promo(ctx: Ctx): string {
  const gold = sceneOf(ctx, 'gold');
  const rose = sceneOf(ctx, 'rosegold');
  const diamond = sceneOf(ctx, 'diamond');
  const arches = [
    { x: 480, w: 170, y: 190 },
    { x: 680, w: 320, y: 80 },
    { x: 1030, w: 170, y: 190 },
  ]
    .map(
      ({ x, w, y }) =>
        `<path d="${archPath(x, y, w, 800)}" fill="${ctx.linear([
          [0, '#e2d2b4'],
          [1, '#efe3cc'],
        ])}"/><path d="${archPath(x, y, w, 800)}" fill="none" stroke="#c19233" stroke-opacity="0.45" stroke-width="3"/>`,
    )
    .join('');
  return `<rect width="1200" height="800" fill="${ctx.radial(
    [
      [0, '#fbf5e8'],
      [0.6, '#f1e6d0'],
      [1, '#e2d0ae'],
    ],
    0.65,
    0.4,
    0.8,
  )}"/><g transform="translate(-120 0)">${arches}<rect x="0" y="600" width="1440" height="200" fill="${ctx.linear([
    [0, '#e6d7bb'],
    [1, '#d4c09b'],
  ])}"/>${shadow(ctx, 565, 612, 80, 10, 0.35, 6)}${shadow(ctx, 840, 612, 170, 14, 0.35, 6)}${shadow(ctx, 1115, 612, 80, 10, 0.35, 6)}${plinth(ctx, 565, 470, 130, 140)}${plinth(ctx, 840, 520, 300, 90)}${plinth(ctx, 1115, 470, 130, 140)}${place(565, 375, 0.6, 0, ringPiece(diamond))}${place(680, 195, 0.5, 0, `${bust(ctx, '#2a0d15', '#4a1d27', '#110407')}${necklaceOn(gold, bezier(P(250, 215), P(236, 410), P(404, 410), P(390, 215)), { link: 8, drop: 0.9, count: 7, from: 0.2, to: 0.8 })}`)}${place(1115, 375, 0.6, 0, ringPiece(rose))}</g>`;
}

/** Interlaced eight-pointed stars on a grid: the background ornament of the antique banner. */
export function starLattice(ctx: Ctx, cell: number, color: string, opacity: number): string {
  const { width: w, height: h } = ctx;
  const parts: string[] = [];
  for (let y = 0; y <= h + cell; y += cell) {
    for (let x = 0; x <= w + cell; x += cell) {
      parts.push(
        `<path d="${star8(x, y, cell * 0.42, 0.74)}"/><circle cx="${x + cell / 2}" cy="${y + cell / 2}" r="${f(cell * 0.12)}"/>`,
      );
    }
  }
  return `<g fill="none" stroke="${color}" stroke-width="1.2" opacity="${opacity}">${parts.join('')}</g>`;
}

export function antiqueBanner(ctx: Ctx): string {
  const antique = sceneOf(ctx, 'gold', TONES.antique);
  const curve = bezier(P(860, -40), P(830, 500), P(1450, 500), P(1420, -40));
  return `${darkStage(ctx, '#163a3a', '#0b1f20', '#040b0b')}${starLattice(ctx, 90, '#d2ab55', 0.12)}${bokeh(ctx, 12, { x0: 900, x1: 1600, y0: 0, y1: 600 })}${necklaceOn(antique, curve, { link: 14, drop: 1.5, count: 11, from: 0.18, to: 0.82 })}${shadow(ctx, 1500, 480, 90, 30, 0.6, 10)}${place(1500, 450, 1, -8, coinPiece(antique, 80, 0.55, 0, 0.4))}${shadow(ctx, 760, 500, 80, 26, 0.6, 10)}${place(760, 470, 1, 10, coinPiece(antique, 70, 0.5, 0, 0.4))}${textShade(ctx, 0.5)}`;
}

export function woodFill(ctx: Ctx, light: string, dark: string): string {
  return ctx.linear(
    [
      [0, dark],
      [0.3, light],
      [0.55, dark],
      [0.8, light],
      [1, dark],
    ],
    0,
    0,
    0.15,
    1,
  );
}

export function woodGrain(ctx: Ctx, x: number, y: number, w: number, h: number, color: string, lines = 22): string {
  const rng = ctx.rng;
  return `<g stroke="${color}" fill="none" opacity="0.35">${Array.from({ length: lines }, () => {
    const yy = y + between(rng, 0, h);
    const amp = between(rng, 3, 14);
    return `<path d="M${x} ${f(yy)} C${f(x + w * 0.3)} ${f(yy - amp)} ${f(x + w * 0.6)} ${f(yy + amp)} ${f(x + w)} ${f(yy - amp * 0.5)}" stroke-width="${f(between(rng, 0.8, 2.5))}"/>`;
  }).join('')}</g>`;
}

export function aboutStory(ctx: Ctx): string {
  // Heirlooms on a velvet-lined walnut tray, lit warmly from the top left.
  const gold = sceneOf(ctx, 'gold');
  const antique = sceneOf(ctx, 'gold', TONES.antique);
  const rose = sceneOf(ctx, 'rosegold');
  const cells = [
    { x: 150, y: 150, w: 420, h: 300 },
    { x: 590, y: 150, w: 460, h: 300 },
    { x: 150, y: 470, w: 280, h: 290 },
    { x: 450, y: 470, w: 300, h: 290 },
    { x: 770, y: 470, w: 280, h: 290 },
  ];
  const velvet = ctx.radial(
    [
      [0, '#5a1c28'],
      [1, '#2a0b12'],
    ],
    0.4,
    0.35,
    0.8,
  );
  const tray = `${shadow(ctx, 600, 470, 520, 380, 0.6, 24)}<rect x="110" y="110" width="980" height="690" rx="26" fill="${woodFill(ctx, '#7a4c2a', '#4a2c16')}"/>${woodGrain(ctx, 110, 110, 980, 690, '#2e1a0c', 30)}${cells
    .map(
      (c) =>
        `<rect x="${c.x}" y="${c.y}" width="${c.w}" height="${c.h}" rx="14" fill="${velvet}"/><rect x="${c.x}" y="${c.y}" width="${c.w}" height="${c.h}" rx="14" fill="none" stroke="#12050a" stroke-width="6" opacity="0.6"/>`,
    )
    .join('')}`;
  const curve = (t: number) => {
    const a = Math.PI * 1.5 - t * Math.PI * 2;
    return P(360 + 175 * Math.cos(a), 290 + 105 * Math.sin(a));
  };
  const items = [
    necklaceOn(antique, curve, { link: 8, drop: 0.75, count: 7, from: 0.36, to: 0.64 }),
    `${place(730, 300, 0.95, 0, banglePiece(gold, 130, 56, 34))}${place(925, 300, 0.65, 0, ringPiece(rose))}`,
    place(290, 615, 1, -6, coinPiece(antique, 95, 0.8, 0, 0.3)),
    `${place(540, 500, 0.62, -4, earringPiece(gold))}${place(660, 500, 0.62, 4, earringPiece(gold))}`,
    place(910, 480, 0.62, 0, pendantPiece(antique)),
  ];
  const warmth = `<rect width="1200" height="900" fill="${ctx.radial(
    [
      [0, '#fff1c9', 0.18],
      [0.6, '#000000', 0],
      [1, '#000000', 0.55],
    ],
    0.35,
    0.3,
    0.9,
  )}"/>`;
  return `<rect width="1200" height="900" fill="${woodFill(ctx, '#3b2616', '#23150b')}"/>${woodGrain(ctx, 0, 0, 1200, 900, '#140b05', 26)}${tray}${items.join('')}${warmth}`;
}

export function aboutWorkshop(ctx: Ctx): string {
  // A jeweller's bench seen from above: bench pin, mandrel, pliers, loupe, wire and a ring in progress.
  const gold = sceneOf(ctx, 'gold');
  const steel = TONES.silver;
  const bench = `<rect width="1200" height="900" fill="${woodFill(ctx, '#a0754a', '#6e4a2a')}"/>${woodGrain(ctx, 0, 0, 1200, 900, '#4a2f17', 34)}`;
  const pin = `${shadow(ctx, 600, 80, 240, 40, 0.5, 14)}<path d="M380 0 L820 0 L800 150 L660 150 L600 60 L540 150 L400 150 Z" fill="${woodFill(ctx, '#c49a66', '#8a6038')}"/>`;
  const mandrel = `${shadow(ctx, 330, 520, 300, 40, 0.45, 14)}<g transform="rotate(-24 300 500)"><path d="M40 486 L470 470 L470 530 L40 514 Z" fill="${ctx.metal(steel, 90)}"/>${Array.from({ length: 14 }, (_, i) => `<path d="M${80 + i * 28} ${488 - i * 1.1} l0 10" stroke="#3a3d42" stroke-width="1.5"/>`).join('')}<rect x="470" y="464" width="190" height="72" rx="18" fill="${woodFill(ctx, '#4a2c16', '#24140a')}"/></g>`;
  const pliers = `${shadow(ctx, 900, 560, 180, 60, 0.45, 14)}<g transform="rotate(28 900 520)"><path d="M740 500 L880 494 L884 516 L744 512 Z" fill="${ctx.metal(steel, 90)}"/><path d="M744 520 L884 518 L880 540 L740 530 Z" fill="${ctx.metal(steel, 90)}"/><circle cx="890" cy="517" r="20" fill="${ctx.dome(steel)}"/><path d="M900 500 C960 474 1040 462 1120 440 L1128 468 C1050 490 972 506 906 526 Z" fill="#8b1d1d"/><path d="M900 532 C960 556 1040 576 1118 598 L1106 624 C1036 602 960 580 896 548 Z" fill="#8b1d1d"/><path d="M930 496 C990 478 1050 466 1112 450" stroke="#d66060" stroke-width="4" fill="none" opacity="0.6"/><path d="M928 548 C990 568 1050 584 1108 604" stroke="#5a1010" stroke-width="4" fill="none" opacity="0.6"/></g>`;
  const tweezers = `${shadow(ctx, 760, 780, 190, 14, 0.45, 8)}<g transform="rotate(-8 760 770)"><path d="M560 760 L960 752 L960 760 L560 770 Z" fill="${ctx.metal(steel, 90)}"/><path d="M560 774 L960 764 L960 772 L560 784 Z" fill="${ctx.metal(steel, 90)}"/></g>`;
  const loupe = `${shadow(ctx, 250, 760, 100, 80, 0.5, 12)}<circle cx="240" cy="740" r="92" fill="#1b1b1d"/><circle cx="240" cy="740" r="70" fill="${ctx.radial(
    [
      [0, '#f4f8ff'],
      [0.7, '#b8c6d8'],
      [1, '#5c6a7c'],
    ],
    0.4,
    0.35,
    0.8,
  )}"/>${gemTop(ctx, 240, 745, 40)}<path d="M188 700 A70 70 0 0 1 270 676" stroke="#fff" stroke-width="6" fill="none" opacity="0.7"/>`;
  const wire = `<g fill="none" stroke="${ctx.metal(gold.tone, 45)}" stroke-width="5">${Array.from({ length: 6 }, (_, i) => `<ellipse cx="${1010 + i * 3}" cy="${240 + i * 2}" rx="${90 - i * 4}" ry="${70 - i * 3}"/>`).join('')}</g>`;
  const paper = `<rect x="660" y="250" width="170" height="150" fill="#fbf8f1" transform="rotate(6 745 325)"/>${gemTop(ctx, 710, 300, 14)}${gemTop(ctx, 760, 320, 11)}${gemTop(ctx, 730, 350, 9)}${gemTop(ctx, 790, 290, 8)}`;
  const warmth = `<rect width="1200" height="900" fill="${ctx.radial(
    [
      [0, '#fff3d6', 0.15],
      [0.65, '#000000', 0],
      [1, '#000000', 0.45],
    ],
    0.5,
    0.45,
    0.85,
  )}"/>`;
  return `${bench}${pin}${mandrel}${pliers}${tweezers}${wire}${paper}${loupe}${shadow(ctx, 590, 320, 90, 40, 0.45, 10)}${place(585, 290, 0.7, 0, ringFlat(gold))}${warmth}`;
}
