// The product photos: three views of each design.
import { bezier, f, P, place, type Pt, sampleCurve } from './geometry.ts';
import { type Design, SILK, STUDIO, TONES, VELVET, type View } from './palette.ts';
import type { Scene } from './svg.ts';
import { chain, type ChainStyle, shadow, sparkle, stoneRow } from './stones.ts';
import { bust, silkBg, studioBg, velvetBg } from './backgrounds.ts';
import {
  banglePiece,
  braceletPiece,
  coinPiece,
  earringPiece,
  necklaceOn,
  pendantPiece,
  ringFlat,
  ringPiece,
} from './pieces.ts';

// ---------------------------------------------------------------------------------------------
// Product views: 'a' close-up on a studio sweep, 'b' on a stand, 'c' on velvet or silk
// ---------------------------------------------------------------------------------------------

export function ring(s: Scene, view: View): string {
  const { ctx, metal } = s;
  if (view === 'a')
    return `${studioBg(ctx, STUDIO[metal])}${shadow(ctx, 340, 540, 170, 20, 0.4, 10)}${place(320, 370, 1.2, 0, ringPiece(s))}`;
  if (view === 'b') {
    // An open ring box: lid behind, velvet cushion in front, the ring standing in the slot.
    const v = VELVET[metal === 'diamond' ? 'silver' : 'gold'];
    const lid = `<path d="M142 318 L168 112 Q320 86 472 112 L498 318 Z" fill="${ctx.linear([
      [0, v.edge],
      [1, v.base],
    ])}"/><path d="M166 312 L186 130 Q320 108 454 130 L474 312 Z" fill="${ctx.radial(
      [
        [0, v.light],
        [1, v.edge],
      ],
      0.5,
      0.45,
      0.75,
    )}"/>`;
    const base = `<path d="M120 318 L520 318 L540 510 L100 510 Z" fill="${ctx.linear([
      [0, v.base],
      [1, v.edge],
    ])}"/><path d="M120 318 L520 318 L524 334 L116 334 Z" fill="${ctx.metal(TONES.gold, 90, 'soft')}" opacity="0.85"/>`;
    const cushionBack = `<rect x="150" y="330" width="340" height="60" rx="28" fill="${ctx.radial(
      [
        [0, v.light],
        [1, v.edge],
      ],
      0.5,
      0.2,
      0.9,
    )}"/>`;
    const cushionFront = `<path d="M150 372 Q320 352 490 372 L490 392 Q490 420 462 420 L178 420 Q150 420 150 392 Z" fill="${ctx.radial(
      [
        [0, v.light],
        [0.7, v.base],
        [1, v.edge],
      ],
      0.5,
      0.1,
      0.9,
    )}"/>`;
    return `${studioBg(ctx, STUDIO[metal], 0.7)}${shadow(ctx, 320, 515, 250, 24, 0.45, 12)}${lid}${base}${cushionBack}${place(315, 268, 0.92, 0, ringPiece(s))}${cushionFront}`;
  }
  const second = metal === 'diamond' ? place(200, 470, 0.78, -8, ringFlat(s)) : '';
  return `${metal === 'diamond' ? velvetBg(ctx, VELVET[metal]) : silkBg(ctx, SILK[metal])}${shadow(ctx, 370, 470, 150, 24, 0.35, 14)}${second}${place(350, 330, 1.05, -12, ringPiece(s))}`;
}

export function necklace(s: Scene, view: View): string {
  const { ctx, metal } = s;
  if (view === 'a') {
    const curve = bezier(P(70, -20), P(40, 560), P(600, 560), P(570, -20));
    return `${studioBg(ctx, STUDIO[metal], 0.8)}<g opacity="0.35" filter="${ctx.blur(6)}" transform="translate(10 14)"><path d="M80 0 C60 540 580 540 560 0" stroke="#3a2a14" stroke-width="10" fill="none"/></g>${necklaceOn(s, curve, { link: 12, drop: 1.25, count: 9 })}`;
  }
  if (view === 'b') {
    const v = VELVET[metal];
    const curve = bezier(P(250, 215), P(236, 410), P(404, 410), P(390, 215));
    return `${studioBg(ctx, STUDIO[metal])}${bust(ctx, v.base, v.light, v.edge)}${necklaceOn(s, curve, { link: 8, drop: 0.9, count: 7, from: 0.2, to: 0.8 })}`;
  }
  // Counter-clockwise on screen, so the drops at the bottom of the loop hang outwards.
  const curve = (t: number) => {
    const a = Math.PI * 1.5 - t * Math.PI * 2;
    const x = 215 * Math.cos(a);
    const y = 165 * Math.sin(a) + 18 * Math.cos(2 * a);
    const tilt = -0.06;
    return P(320 + x * Math.cos(tilt) - y * Math.sin(tilt), 290 + x * Math.sin(tilt) + y * Math.cos(tilt));
  };
  return `${velvetBg(ctx, VELVET[metal])}${necklaceOn(s, curve, { link: 10, drop: 1.05, count: 7, from: 0.36, to: 0.64 })}`;
}

export function bracelet(s: Scene, view: View): string {
  const { ctx, metal } = s;
  if (view === 'a')
    return `${studioBg(ctx, STUDIO[metal])}${shadow(ctx, 325, 420, 230, 60, 0.3, 14)}${place(320, 340, 1.15, -6, braceletPiece(s))}`;
  if (view === 'b') {
    // A padded T-bar stand with the bracelet draped over it.
    const v = VELVET[metal];
    const stand = `<rect x="305" y="250" width="30" height="280" fill="${ctx.linear(
      [
        [0, v.edge],
        [0.45, v.light],
        [1, v.edge],
      ],
      0,
      0,
      1,
      0,
    )}"/><ellipse cx="320" cy="530" rx="110" ry="22" fill="${v.base}"/><ellipse cx="320" cy="524" rx="110" ry="22" fill="${ctx.radial(
      [
        [0, v.light],
        [1, v.edge],
      ],
    )}"/>`;
    const bar = `<rect x="110" y="200" width="420" height="64" rx="32" fill="${ctx.linear([
      [0, v.light],
      [0.4, v.base],
      [1, v.edge],
    ])}"/>`;
    return `${studioBg(ctx, STUDIO[metal], 0.72)}${shadow(ctx, 320, 540, 200, 20, 0.4, 10)}${stand}${bar}${place(320, 300, 0.9, 0, braceletDrape(s))}`;
  }
  const curve = bezier(P(90, 420), P(220, 170), P(420, 520), P(560, 230));
  const body =
    metal === 'diamond'
      ? stoneRow(ctx, s.tone, curve, () => 13, 2.25)
      : sampleCurve(curve, 40)
          .map(
            ({ p, angle }) =>
              `<g transform="translate(${f(p.x)} ${f(p.y)}) rotate(${f(angle)})"><rect x="-19" y="-15" width="38" height="30" rx="9" fill="${ctx.metal(s.tone, 100)}" stroke="${s.tone.deep}" stroke-opacity="0.5"/><rect x="-12" y="-8" width="24" height="16" rx="5" fill="${ctx.metal(s.tone, 280, 'soft')}"/><circle r="3.2" fill="${ctx.dome(s.tone)}"/></g>`,
          )
          .join('');
  return `${silkBg(ctx, SILK[metal])}<g opacity="0.3" filter="${ctx.blur(7)}" transform="translate(8 16)"><path d="M90 420 C220 170 420 520 560 230" stroke="#2a1d10" stroke-width="30" fill="none"/></g>${body}${sparkle(ctx, 250, 320, 22)}`;
}

/** The front half of a bracelet hanging in a loop below a bar (origin at the bar's centre). */
export function braceletDrape(s: Scene): string {
  const { ctx, tone, metal } = s;
  const curve = bezier(P(-190, -40), P(-200, 260), P(200, 260), P(190, -40));
  if (metal === 'diamond') return `${stoneRow(ctx, tone, curve, () => 12, 2.25)}${sparkle(ctx, -80, 160, 24)}`;
  return `${sampleCurve(curve, 40)
    .map(
      ({ p, angle }) =>
        `<g transform="translate(${f(p.x)} ${f(p.y)}) rotate(${f(angle)})"><rect x="-19" y="-15" width="38" height="30" rx="9" fill="${ctx.metal(tone, 100)}" stroke="${tone.deep}" stroke-opacity="0.5"/><rect x="-12" y="-8" width="24" height="16" rx="5" fill="${ctx.metal(tone, 280, 'soft')}"/><circle r="3.2" fill="${ctx.dome(tone)}"/></g>`,
    )
    .join('')}${sparkle(ctx, -90, 150, 20, 0.85)}`;
}

export function earrings(s: Scene, view: View): string {
  const { ctx, metal } = s;
  const pair = (x1: number, x2: number, y: number, k: number, r1 = -4, r2 = 4) =>
    `${place(x1, y, k, r1, earringPiece(s))}${place(x2, y, k, r2, earringPiece(s))}`;
  if (view === 'a')
    return `${studioBg(ctx, STUDIO[metal])}${shadow(ctx, 320, 560, 200, 16, 0.3, 10)}${pair(210, 420, 70, 1.1)}`;
  if (view === 'b') {
    // A slim T stand; the hooks hang over its bar.
    const t = TONES.gold;
    const stand = `<rect x="314" y="120" width="12" height="420" fill="${ctx.metal(t, 0, 'soft')}"/><rect x="110" y="112" width="420" height="14" rx="7" fill="${ctx.metal(t, 90)}"/><ellipse cx="320" cy="545" rx="90" ry="18" fill="${ctx.metal(t, 90, 'soft')}"/>`;
    return `${studioBg(ctx, STUDIO[metal], 0.74)}${shadow(ctx, 320, 560, 130, 14, 0.4, 8)}${stand}${pair(190, 410, 92, 0.95, 0, 0)}`;
  }
  return `${velvetBg(ctx, VELVET[metal])}${place(200, 110, 1, -18, earringPiece(s))}${place(420, 150, 1, 12, earringPiece(s))}`;
}

export function pendant(s: Scene, view: View): string {
  const { ctx, metal, tone } = s;
  if (view === 'a') {
    const left = bezier(P(90, -20), P(180, 120), P(280, 230), P(320, 236));
    const right = bezier(P(320, 236), P(360, 230), P(460, 120), P(550, -20));
    return `${studioBg(ctx, STUDIO[metal])}${shadow(ctx, 330, 560, 150, 18, 0.3, 12)}${chain(ctx, tone, left, 9, 'cable')}${chain(ctx, tone, right, 9, 'cable')}${place(320, 230, 1.3, 0, pendantPiece(s))}`;
  }
  if (view === 'b') {
    const v = VELVET[metal];
    const curve = bezier(P(252, 215), P(250, 360), P(390, 360), P(388, 215));
    return `${studioBg(ctx, STUDIO[metal])}${bust(ctx, v.base, v.light, v.edge)}${chain(ctx, tone, curve, 6, 'cable')}${place(320, 322, 0.8, 0, pendantPiece(s))}`;
  }
  // Lying on silk: the chain makes a loose loop above the pendant.
  const loop = bezier(P(320, 330), P(-80, 140), P(660, -60), P(320, 330));
  return `${silkBg(ctx, SILK[metal])}<g opacity="0.3" filter="${ctx.blur(8)}" transform="translate(12 18)"><circle cx="${f(320 + 160 * Math.sin(0.26))}" cy="${f(330 + 160 * Math.cos(0.26))}" r="115" fill="#2a1d10"/></g>${chain(ctx, tone, loop, 8, 'cable')}${place(320, 330, 1.02, -15, pendantPiece(s))}`;
}

export function bangle(s: Scene, view: View): string {
  const { ctx, metal } = s;
  if (view === 'a')
    return `${studioBg(ctx, STUDIO[metal])}${shadow(ctx, 325, 400, 225, 70, 0.35, 14)}${place(320, 300, 1.2, 0, banglePiece(s))}`;
  if (view === 'b') {
    // Three bangles stacked on a velvet cylinder: cylinder, bangles, then the cylinder again in front of their back halves.
    const v = VELVET[metal];
    const cylFill = ctx.linear(
      [
        [0, v.edge],
        [0.35, v.light],
        [0.6, v.base],
        [1, v.edge],
      ],
      0,
      0,
      1,
      0,
    );
    const cyl = `<rect x="250" y="80" width="140" height="470" fill="${cylFill}"/><ellipse cx="320" cy="80" rx="70" ry="22" fill="${ctx.radial(
      [
        [0, v.light],
        [1, v.base],
      ],
    )}"/>`;
    const ys = [250, 330, 410];
    const bangles = ys
      .map((y) => {
        const clip = ctx.uid('c');
        ctx.defs.push(
          `<clipPath id="${clip}"><rect x="0" y="0" width="640" height="${y}"/><ellipse cx="320" cy="${y}" rx="${200 * 0.78 - 22}" ry="${84 * 0.78 - 12}"/></clipPath>`,
        );
        return `${place(320, y, 0.78, 0, banglePiece(s))}<g clip-path="url(#${clip})"><rect x="250" y="${y - 150}" width="140" height="300" fill="${cylFill}"/></g>`;
      })
      .join('');
    return `${studioBg(ctx, STUDIO[metal], 0.8)}${shadow(ctx, 320, 560, 160, 18, 0.4, 10)}${cyl}<ellipse cx="320" cy="550" rx="70" ry="22" fill="${v.edge}"/>${bangles}`;
  }
  return `${velvetBg(ctx, VELVET[metal])}${place(250, 250, 0.95, -10, banglePiece(s))}${place(380, 420, 0.95, 8, banglePiece(s))}`;
}

export function chainDesign(s: Scene, view: View): string {
  const { ctx, metal, tone } = s;
  const draw = (curve: (t: number) => Pt, link: number, style: ChainStyle) =>
    metal === 'diamond' ? stoneRow(ctx, tone, curve, () => link * 0.5, 2.25) : chain(ctx, tone, curve, link, style);
  if (view === 'a') {
    const curve = bezier(P(-40, 470), P(200, 100), P(420, 640), P(690, 190));
    return `${studioBg(ctx, STUDIO[metal])}<g opacity="0.3" filter="${ctx.blur(7)}" transform="translate(10 18)"><path d="M-40 470 C200 100 420 640 690 190" stroke="#2a1d10" stroke-width="26" fill="none"/></g>${draw(curve, 36, 'curb')}${sparkle(ctx, 230, 340, 26)}`;
  }
  if (view === 'b') {
    const v = VELVET[metal];
    const outer = bezier(P(246, 215), P(226, 470), P(414, 470), P(394, 215));
    return `${studioBg(ctx, STUDIO[metal])}${bust(ctx, v.base, v.light, v.edge)}${draw(outer, metal === 'diamond' ? 16 : 14, 'rope')}${sparkle(ctx, 290, 400, 18)}`;
  }
  const spiral = (t: number) => {
    const a = t * Math.PI * 4.2;
    const r = 40 + 190 * t;
    return P(320 + r * Math.cos(a), 330 + r * 0.8 * Math.sin(a));
  };
  return `${silkBg(ctx, SILK[metal])}${draw(spiral, metal === 'diamond' ? 18 : 16, metal === 'diamond' ? 'cable' : 'rope')}${sparkle(ctx, 180, 300, 20)}`;
}

export function coin(s: Scene, view: View): string {
  const { ctx, metal } = s;
  if (view === 'a')
    return `${studioBg(ctx, STUDIO[metal])}${shadow(ctx, 330, 540, 200, 26, 0.4, 12)}${place(320, 320, 1, 0, coinPiece(s, 210, 0.97, 0))}`;
  if (view === 'b') {
    // A walnut easel holding the coin upright.
    const wood = ctx.linear(
      [
        [0, '#3b2616'],
        [0.5, '#6b4526'],
        [1, '#2a1a0e'],
      ],
      0,
      0,
      1,
      0,
    );
    const easel = `<path d="M200 560 L300 150 L340 150 L440 560 L410 560 L320 200 L230 560 Z" fill="${wood}"/><rect x="150" y="470" width="340" height="34" rx="6" fill="${ctx.linear(
      [
        [0, '#7a5230'],
        [1, '#3b2616'],
      ],
    )}"/>`;
    return `${studioBg(ctx, STUDIO[metal], 0.74)}${shadow(ctx, 320, 565, 200, 16, 0.45, 8)}${easel}${place(320, 300, 1, 0, coinPiece(s, 170, 0.95, 0))}<rect x="150" y="460" width="340" height="26" rx="6" fill="${ctx.linear(
      [
        [0, '#8a6038'],
        [1, '#4a301b'],
      ],
    )}"/>`;
  }
  const stack = Array.from({ length: 6 }, (_, i) =>
    place(230, 470 - i * 18, 1, 0, coinPiece(s, 120, 0.42, 0, 0.5)),
  ).join('');
  return `${velvetBg(ctx, VELVET[metal])}${shadow(ctx, 240, 500, 140, 36, 0.55, 12)}${stack}${shadow(ctx, 440, 440, 130, 40, 0.5, 12)}${place(440, 400, 1, -14, coinPiece(s, 130, 0.55, 0, 0.4))}${shadow(ctx, 490, 228, 95, 70, 0.45, 12)}${place(470, 200, 1, 8, coinPiece(s, 105, 0.9, 0))}`;
}

export const DRAW: Record<Design, (s: Scene, view: View) => string> = {
  ring,
  necklace,
  bracelet,
  earrings,
  pendant,
  bangle,
  chain: chainDesign,
  coin,
};
