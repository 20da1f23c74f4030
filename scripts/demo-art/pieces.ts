// The pieces themselves, each drawn around its own origin.
import {
  DEG,
  ellipsePath,
  ellipsePoly,
  f,
  P,
  place,
  poly,
  type Pt,
  sampleCurve,
  star8,
  teardrop,
  teardropCurve,
} from './geometry.ts';
import type { Tone } from './palette.ts';
import type { Ctx, Scene } from './svg.ts';
import { chain, gemSide, gemTop, sparkle, stoneRow } from './stones.ts';

// ---------------------------------------------------------------------------------------------
// Band geometry shared by rings and bangles: an annulus extruded along a vector
// ---------------------------------------------------------------------------------------------

export interface Band {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  /** Radial thickness of the metal at the ends of the x axis. */
  thick: number;
  /** Extrusion from the front face to the back face. */
  dx: number;
  dy: number;
}

export function bandHull(b: Band): string {
  const t = Math.atan2(-b.ry * b.dx, b.rx * b.dy);
  const p1 = P(b.cx + b.rx * Math.cos(t), b.cy + b.ry * Math.sin(t));
  const p2 = P(b.cx - b.rx * Math.cos(t), b.cy - b.ry * Math.sin(t));
  const quad = [p1, P(p1.x + b.dx, p1.y + b.dy), P(p2.x + b.dx, p2.y + b.dy), p2];
  const area = quad.reduce((sum, p, i) => {
    const q = quad[(i + 1) % 4]!;
    return sum + (p.x * q.y - q.x * p.y);
  }, 0);
  if (area < 0) quad.reverse();
  return `${poly(ellipsePoly(b.cx, b.cy, b.rx, b.ry))} ${poly(ellipsePoly(b.cx + b.dx, b.cy + b.dy, b.rx, b.ry))} ${poly(quad)}`;
}

/**
 * Draws a band: outer surface, the inner wall seen through the hole, the see-through opening
 * and the front face. `decorate` lands on the outer surface, `faceDecor` on the front face.
 */
export function band(
  ctx: Ctx,
  tone: Tone,
  b: Band,
  opts: { decorate?: string; faceDecor?: string; outerAngle?: number } = {},
): string {
  const irx = b.rx - b.thick;
  const iry = b.ry - b.thick * (b.ry / b.rx);
  const clipId = ctx.uid('c');
  const maskId = ctx.uid('k');
  const pad = 4000;
  ctx.defs.push(`<clipPath id="${clipId}"><path d="${ellipsePath(b.cx, b.cy, irx, iry)}"/></clipPath>`);
  ctx.defs.push(
    `<mask id="${maskId}" maskUnits="userSpaceOnUse" x="${-pad}" y="${-pad}" width="${pad * 2}" height="${pad * 2}"><rect x="${-pad}" y="${-pad}" width="${pad * 2}" height="${pad * 2}" fill="#fff"/><path d="${ellipsePath(b.cx + b.dx, b.cy + b.dy, irx, iry)}" fill="#000" clip-path="url(#${clipId})"/></mask>`,
  );
  const outerAngle = opts.outerAngle ?? Math.atan2(b.dy, b.dx) * DEG + 90;
  return `<g mask="url(#${maskId})"><path d="${bandHull(b)}" fill="${ctx.metal(tone, outerAngle)}"/>${opts.decorate ?? ''}<path d="${ellipsePath(b.cx, b.cy, irx, iry)}" fill="${ctx.metal(tone, outerAngle + 180, 'inner')}"/><path d="${ellipsePath(b.cx, b.cy, b.rx, b.ry)} ${ellipsePath(b.cx, b.cy, irx, iry)}" fill-rule="evenodd" fill="${ctx.metal(tone, outerAngle - 35, 'soft')}"/>${opts.faceDecor ?? ''}</g>`;
}

/** Points along the middle of a band's front face, between angles a0 and a1 (radians). */
export function faceArc(b: Band, a0: number, a1: number): (t: number) => Pt {
  const rx = b.rx - b.thick / 2;
  const ry = b.ry - (b.thick / 2) * (b.ry / b.rx);
  return (t) => {
    const a = a0 + (a1 - a0) * t;
    return P(b.cx + rx * Math.cos(a), b.cy + ry * Math.sin(a));
  };
}

// ---------------------------------------------------------------------------------------------
// Pieces, drawn around their own origin at a size that suits a 640 px frame
// ---------------------------------------------------------------------------------------------

/** Upright ring seen at three quarters, centred on the band; a solitaire or a domed signet top. */
export function ringPiece(
  s: Scene,
  style: 'solitaire' | 'signet' = s.metal === 'diamond' ? 'solitaire' : 'signet',
): string {
  const { ctx, tone } = s;
  const b: Band = { cx: 0, cy: 0, rx: 118, ry: 128, thick: 17, dx: 36, dy: -10 };
  const topX = b.dx * 0.3;
  const topY = -b.ry + b.dy * 0.3;
  let head: string;
  let faceDecor = '';
  if (style === 'solitaire') {
    const w = 100;
    const gy = topY - 34;
    // Claws rise from the basket and curl over the crown's edge.
    const claw = (x: number, dir: number) =>
      `<path d="M${f(x - 4.5)} ${f(gy + 26)} C${f(x - 4)} ${f(gy + 6)} ${f(x - 1 - dir * 2)} ${f(gy - 10)} ${f(x - dir * 3)} ${f(gy - 17)} Q${f(x - dir * 6)} ${f(gy - 19)} ${f(x - dir * 8)} ${f(gy - 14)} C${f(x + 3)} ${f(gy - 6)} ${f(x + 4.5)} ${f(gy + 6)} ${f(x + 4.5)} ${f(gy + 26)} Z" fill="${ctx.metal(tone, 0)}" stroke="${tone.deep}" stroke-opacity="0.3" stroke-width="0.8"/>`;
    const basket = `<path d="M${f(topX - 36)} ${f(gy + 8)} L${f(topX + 36)} ${f(gy + 8)} L${f(topX + 14)} ${f(topY + 12)} L${f(topX - 14)} ${f(topY + 12)} Z" fill="${ctx.metal(tone, 0, 'inner')}"/><path d="M${f(topX - 30)} ${f(gy + 20)} L${f(topX + 30)} ${f(gy + 20)}" stroke="${ctx.metal(tone, 0)}" stroke-width="4"/>`;
    head = `${gemSide(ctx, topX, gy, w)}${basket}${claw(topX - w * 0.45, -1)}${claw(topX + w * 0.45, 1)}${claw(topX - w * 0.15, -0.4)}${claw(topX + w * 0.15, 0.4)}${sparkle(ctx, topX - w * 0.1, gy - w * 0.08, 40)}${sparkle(ctx, topX + w * 0.25, gy + w * 0.16, 16, 0.85)}`;
    faceDecor =
      stoneRow(ctx, tone, faceArc(b, -Math.PI / 2 - 0.95, -Math.PI / 2 - 0.2), () => 6.2, 2.1) +
      stoneRow(ctx, tone, faceArc(b, -Math.PI / 2 + 0.2, -Math.PI / 2 + 0.95), () => 6.2, 2.1);
  } else {
    const hw = 46;
    const hh = 24;
    head = `<path d="M${f(topX - hw * 1.15)} ${f(topY + 10)} Q${f(topX)} ${f(topY - hh * 0.7)} ${f(topX + hw * 1.15)} ${f(topY + 10)} Z" fill="${ctx.metal(tone, 0)}"/><ellipse cx="${f(topX)}" cy="${f(topY - 5)}" rx="${f(hw)}" ry="${f(hh)}" fill="${ctx.metal(tone, 20)}"/><ellipse cx="${f(topX)}" cy="${f(topY - 8)}" rx="${f(hw * 0.8)}" ry="${f(hh * 0.74)}" fill="${ctx.dome(tone)}"/><path d="${star8(topX, topY - 8, hh * 0.5, 0.72)}" transform="translate(${f(topX)} ${f(topY - 8)}) scale(1 0.62) translate(${f(-topX)} ${f(-(topY - 8))})" fill="${tone.dark}" opacity="0.35"/>${sparkle(ctx, topX - hw * 0.32, topY - 15, 20, 0.9)}`;
    // Milgrain: a line of tiny beads along the front face.
    faceDecor = chain(ctx, tone, faceArc(b, -Math.PI * 1.45, Math.PI * 0.45), 5, 'bead');
  }
  const glint = `<path d="M${f(-b.rx * 0.93)} ${f(b.ry * 0.15)} A${f(b.rx)} ${f(b.ry)} 0 0 1 ${f(-b.rx * 0.35)} ${f(-b.ry * 0.9)}" stroke="${tone.shine}" stroke-width="4" fill="none" opacity="0.7" filter="${ctx.blur(2)}"/>`;
  return `${band(ctx, tone, b, { faceDecor })}${glint}${head}${sparkle(ctx, -b.rx * 0.66, -b.ry * 0.6, 20, 0.8)}`;
}

/** Ring lying on its side, for flat lays (an ellipse seen from above). */
export function ringFlat(s: Scene): string {
  const { ctx, tone, metal } = s;
  const b: Band = { cx: 0, cy: 0, rx: 120, ry: 56, thick: 16, dx: 0, dy: 20 };
  const front =
    metal === 'diamond'
      ? stoneRow(ctx, tone, faceArc(b, -Math.PI, 0), () => 7, 2.15)
      : chain(ctx, tone, faceArc(b, -Math.PI, Math.PI), 5, 'bead');
  return `${band(ctx, tone, b, { faceDecor: front })}${sparkle(ctx, -60, 40, 16, 0.8)}`;
}

/** A drop for bib necklaces and earrings: jump ring, teardrop plate with a bead, granulation. */
export function metalDrop(ctx: Ctx, tone: Tone, scale: number): string {
  const r = 16 * scale;
  const len = 20 * scale;
  const cy = 14 * scale + r + len;
  const frame = teardrop(0, cy, r, len);
  const inner = teardrop(0, cy + r * 0.1, r * 0.56, len * 0.55);
  const gran = sampleCurve(teardropCurve(0, cy, r + 2.4 * scale, len), 4.2 * scale)
    .map(({ p }) => `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(1.7 * scale)}" fill="${ctx.dome(tone)}"/>`)
    .join('');
  return `<ellipse cx="0" cy="${f(6 * scale)}" rx="${f(3.5 * scale)}" ry="${f(6 * scale)}" fill="none" stroke="${ctx.metal(tone, 0)}" stroke-width="${f(2.2 * scale)}"/>${gran}<path d="${frame}" fill="${ctx.metal(tone, 70)}"/><path d="${inner}" fill="${ctx.dome(tone)}"/><circle cx="${f(-r * 0.25)}" cy="${f(cy - r * 0.2)}" r="${f(r * 0.16)}" fill="#fff" opacity="0.85" filter="${ctx.blur(scale)}"/>`;
}

/** A pear-shaped halo drop of stones for the diamond pieces. */
export function diamondDrop(ctx: Ctx, tone: Tone, scale: number): string {
  const r = 16 * scale;
  const len = 18 * scale;
  const cy = 12 * scale + r + len;
  const halo = stoneRow(ctx, tone, teardropCurve(0, cy, r, len), () => 2.6 * scale, 2.2);
  return `<ellipse cx="0" cy="${f(6 * scale)}" rx="${f(3.5 * scale)}" ry="${f(6 * scale)}" fill="none" stroke="${ctx.metal(tone, 0)}" stroke-width="${f(2.2 * scale)}"/><path d="${teardrop(0, cy, r * 1.18, len * 1.1)}" fill="${ctx.metal(tone, 60)}"/>${halo}${gemTop(ctx, 0, cy, r * 0.72, scale > 1.2 ? 8 * scale : 0)}`;
}

/** A necklace along a curve: chain, then a fringe of drops (or a graduated line of stones). */
export function necklaceOn(
  s: Scene,
  curve: (t: number) => Pt,
  opts: { link: number; drop: number; from?: number; to?: number; count?: number },
): string {
  const { ctx, tone, metal } = s;
  const from = opts.from ?? 0.22;
  const to = opts.to ?? 0.78;
  const count = opts.count ?? 9;
  const tangentAt = (t: number) => {
    const a = curve(Math.max(0, t - 0.002));
    const b = curve(Math.min(1, t + 0.002));
    return Math.atan2(b.y - a.y, b.x - a.x) * DEG;
  };
  if (metal === 'diamond') {
    const row = stoneRow(
      ctx,
      tone,
      (t) => curve(from - 0.06 + (to - from + 0.12) * t),
      (t) => opts.drop * (2.3 + 2.2 * Math.sin(Math.PI * t)),
      2.2,
    );
    const mid = curve(0.5);
    const pendant = place(mid.x, mid.y + opts.drop * 4, 1, tangentAt(0.5), diamondDrop(ctx, tone, opts.drop * 0.9));
    const tails =
      chain(ctx, tone, (t) => curve(t * (from - 0.06)), opts.link, 'cable') +
      chain(ctx, tone, (t) => curve(to + 0.06 + t * (1 - to - 0.06)), opts.link, 'cable');
    return `${tails}${pendant}${row}${sparkle(ctx, mid.x - opts.drop * 10, mid.y - opts.drop * 2, opts.drop * 8)}`;
  }
  const drops: string[] = [];
  for (let i = 0; i < count; i++) {
    const t = from + ((to - from) * i) / (count - 1);
    const p = curve(t);
    // Graduated fringe with a larger centre drop.
    const k = i === (count - 1) / 2 ? 1.35 : 0.55 + 0.45 * Math.sin(Math.PI * ((i + 0.5) / count));
    drops.push(place(p.x, p.y, 1, tangentAt(t), metalDrop(ctx, tone, opts.drop * k)));
  }
  const mid = curve(0.5);
  return `${drops.join('')}${chain(ctx, tone, curve, opts.link, 'curb')}${sparkle(ctx, mid.x - opts.drop * 8, mid.y + opts.drop * 10, opts.drop * 6, 0.85)}`;
}

/** French-hook drop earring; origin at the top of the hook. */
export function earringPiece(s: Scene): string {
  const { ctx, tone, metal } = s;
  const hook = `<path d="M0 46 C-4 6 20 -6 34 4 C44 12 42 30 38 52" stroke="${ctx.metal(tone, 0)}" stroke-width="4.5" fill="none" stroke-linecap="round"/>`;
  if (metal === 'diamond') {
    const stones = [P(0, 78), P(0, 104), P(0, 128)];
    return `${hook}<circle cx="0" cy="50" r="19" fill="${ctx.metal(tone, 45)}"/>${gemTop(ctx, 0, 50, 15, 14)}${stones.map((p, i) => `<circle cx="${p.x}" cy="${p.y}" r="${f(10 - i)}" fill="${ctx.metal(tone, 45)}"/>${gemTop(ctx, p.x, p.y, 8.5 - i)}`).join('')}${place(0, 130, 1, 0, diamondDrop(ctx, tone, 3.1))}`;
  }
  const r = 52;
  const len = 66;
  const cy = 118 + len + r;
  const frame = `${teardrop(0, cy, r, len)} ${teardrop(0, cy + 6, r * 0.62, len * 0.6)}`;
  const gran = sampleCurve(teardropCurve(0, cy, r + 6, len + 4), 12)
    .map(({ p }) => `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="4.6" fill="${ctx.dome(tone)}"/>`)
    .join('');
  const inner = `<path d="M0 ${f(cy - r * 0.62 - len * 0.6 + 6)} L0 ${f(cy + 10)}" stroke="${ctx.metal(tone, 0)}" stroke-width="2.5"/><circle cx="0" cy="${f(cy + 14)}" r="18" fill="${ctx.dome(tone)}"/>`;
  return `${hook}<circle cx="0" cy="50" r="15" fill="${ctx.dome(tone)}"/><ellipse cx="0" cy="78" rx="7" ry="13" fill="none" stroke="${ctx.metal(tone, 0)}" stroke-width="4"/>${gran}<path d="${frame}" fill-rule="evenodd" fill="${ctx.metal(tone, 65)}"/>${inner}${sparkle(ctx, -r * 0.45, cy - r * 0.3, 22, 0.9)}`;
}

/** Medallion pendant with an eight-pointed star (or a diamond halo); origin at the bail top. */
export function pendantPiece(s: Scene): string {
  const { ctx, tone, metal } = s;
  const r = 104;
  const cy = 60 + r;
  const bail = `<path d="M-14 8 Q0 -16 14 8 L11 52 Q0 60 -11 52 Z" fill="${ctx.metal(tone, 0)}"/><ellipse cx="0" cy="58" rx="8" ry="7" fill="${ctx.metal(tone, 90)}"/>`;
  if (metal === 'diamond') {
    const halo = stoneRow(
      ctx,
      tone,
      (t) =>
        P(r * 0.72 * Math.cos(t * Math.PI * 2 - Math.PI / 2), cy + r * 0.72 * Math.sin(t * Math.PI * 2 - Math.PI / 2)),
      () => 12.5,
      2.35,
    );
    const outer = stoneRow(
      ctx,
      tone,
      (t) => P(r * 0.97 * Math.cos(t * Math.PI * 2), cy + r * 0.97 * Math.sin(t * Math.PI * 2)),
      () => 5.5,
      2.3,
    );
    return `${bail}<circle cx="0" cy="${cy}" r="${r * 1.03}" fill="${ctx.metal(tone, 45)}"/><circle cx="0" cy="${cy}" r="${r * 0.86}" fill="${ctx.metal(tone, 225, 'inner')}"/>${outer}${halo}${gemTop(ctx, 0, cy, r * 0.5, 38)}${sparkle(ctx, r * 0.7, cy + r * 0.4, 16, 0.8)}`;
  }
  const emboss = (d: string, depth = 2.2, fill = ctx.metal(tone, 45, 'soft')) =>
    `<path d="${d}" transform="translate(${depth} ${depth})" fill="${tone.deep}" opacity="0.6"/><path d="${d}" transform="translate(${-depth * 0.6} ${-depth * 0.6})" fill="${tone.shine}" opacity="0.8"/><path d="${d}" fill="${fill}"/>`;
  const dots = sampleCurve((t) => P(r * 0.8 * Math.cos(t * Math.PI * 2), cy + r * 0.8 * Math.sin(t * Math.PI * 2)), 11)
    .map(({ p }) => `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="3.2" fill="${ctx.dome(tone)}"/>`)
    .join('');
  const petals = Array.from(
    { length: 8 },
    (_, i) => `<g transform="rotate(${i * 45 + 22.5} 0 ${cy})">${emboss(teardrop(0, cy - r * 0.58, 6, 10), 1.2)}</g>`,
  ).join('');
  return `${bail}<circle cx="0" cy="${cy}" r="${r}" fill="${ctx.metal(tone, 45)}"/><circle cx="0" cy="${cy}" r="${r * 0.88}" fill="${ctx.metal(tone, 225, 'soft')}"/>${dots}${emboss(star8(0, cy, r * 0.5), 2.5)}${emboss(star8(0, cy, r * 0.32), 1.5, ctx.metal(tone, 225, 'soft'))}<circle cx="0" cy="${cy}" r="${r * 0.14}" fill="${ctx.dome(tone)}"/>${petals}${sparkle(ctx, -r * 0.55, cy - r * 0.55, 26)}`;
}

/** Solid bangle lying down, seen from above at an angle; engraved or set with stones. */
export function banglePiece(s: Scene, rx = 200, ry = 84, height = 46): string {
  const { ctx, tone, metal } = s;
  const b: Band = { cx: 0, cy: 0, rx, ry, thick: 22, dx: 0, dy: height };
  // Engraving on the outer wall: a row of lozenges on the front half.
  const lozenges: string[] = [];
  if (metal !== 'diamond') {
    for (let i = 1; i < 18; i++) {
      const a = (i / 18) * Math.PI;
      const x = rx * Math.cos(a);
      const y = ry * Math.sin(a) + height * 0.5;
      const w = 9 * Math.sin(a);
      lozenges.push(
        `<path d="M${f(x - w)} ${f(y)} L${f(x)} ${f(y - height * 0.28)} L${f(x + w)} ${f(y)} L${f(x)} ${f(y + height * 0.28)} Z" fill="${tone.deep}" opacity="0.45"/><path d="M${f(x - w * 0.5)} ${f(y)} L${f(x)} ${f(y - height * 0.16)} L${f(x + w * 0.5)} ${f(y)} Z" fill="${tone.shine}" opacity="0.7"/>`,
      );
    }
  }
  const face =
    metal === 'diamond'
      ? stoneRow(ctx, tone, faceArc(b, 0, Math.PI * 2), () => 7.5, 2.15)
      : chain(ctx, tone, faceArc(b, 0, Math.PI * 2), 5, 'bead');
  return `${band(ctx, tone, b, { decorate: lozenges.join(''), faceDecor: face, outerAngle: 0 })}${sparkle(ctx, -rx * 0.55, ry * 0.75 + height * 0.3, 22, 0.85)}`;
}

/** Link bracelet laid out in an oval: polished plates (or tennis settings), back links first. */
export function braceletPiece(s: Scene, rx = 210, ry = 100): string {
  const { ctx, tone, metal } = s;
  const curve = (t: number) => P(rx * Math.cos(t * Math.PI * 2), ry * Math.sin(t * Math.PI * 2));
  if (metal === 'diamond') {
    const back = stoneRow(
      ctx,
      tone,
      (t) => curve(0.5 + t * 0.5),
      () => 11,
      2.25,
    );
    const front = stoneRow(
      ctx,
      tone,
      (t) => curve(t * 0.5),
      () => 12.5,
      2.25,
    );
    return `<g opacity="0.92">${back}</g>${front}${sparkle(ctx, -rx * 0.3, ry * 0.95, 22)}`;
  }
  const items = sampleCurve(curve, 40).sort((a, b) => a.p.y - b.p.y);
  const plates = items
    .map(({ p, angle }) => {
      const depth = 0.82 + 0.18 * ((p.y + ry) / (2 * ry));
      return `<g transform="translate(${f(p.x)} ${f(p.y)}) rotate(${f(angle)}) scale(${f(depth)})"><rect x="-19" y="-15" width="38" height="30" rx="9" fill="${ctx.metal(tone, 100)}" stroke="${tone.deep}" stroke-opacity="0.5" stroke-width="1"/><rect x="-12" y="-8" width="24" height="16" rx="5" fill="${ctx.metal(tone, 280, 'soft')}"/><circle cx="0" cy="0" r="3.2" fill="${ctx.dome(tone)}"/></g>`;
    })
    .join('');
  const clasp = `<rect x="${f(rx - 15)}" y="-22" width="30" height="44" rx="6" fill="${ctx.metal(tone, 0)}" stroke="${tone.deep}" stroke-opacity="0.5"/>`;
  return `${plates}${clasp}${sparkle(ctx, -rx * 0.35, ry * 0.95, 20, 0.85)}`;
}

/** Coin with a raised rim, dotted border and an eight-pointed star; squash < 1 tilts it back. */
export function coinPiece(s: Scene, r: number, squash = 1, rot = 0, thickness = 0.09): string {
  const { ctx, tone } = s;
  const edgeH = r * thickness * (1 - squash * 0.9) + r * 0.02;
  const emboss = (d: string, depth: number, fill: string) =>
    `<path d="${d}" transform="translate(${f(depth)} ${f(depth)})" fill="${tone.deep}" opacity="0.55"/><path d="${d}" transform="translate(${f(-depth * 0.7)} ${f(-depth * 0.7)})" fill="${tone.shine}" opacity="0.85"/><path d="${d}" fill="${fill}"/>`;
  const dots = sampleCurve(
    (t) => P(r * 0.82 * Math.cos(t * Math.PI * 2), r * 0.82 * Math.sin(t * Math.PI * 2)),
    r * 0.075,
  )
    .map(({ p }) => `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(r * 0.022)}" fill="${tone.light}"/>`)
    .join('');
  // A ring of short strokes reads as an inscription band without pretending to be real script.
  const script = Array.from({ length: 36 }, (_, i) => {
    const a = (i / 36) * Math.PI * 2;
    const h = r * (0.035 + 0.03 * ((i * 7) % 5) * 0.25);
    const x = r * 0.68 * Math.cos(a);
    const y = r * 0.68 * Math.sin(a);
    return `<path d="M${f(x)} ${f(y)} l${f(Math.cos(a) * h)} ${f(Math.sin(a) * h)}" stroke="${tone.deep}" stroke-width="${f(r * 0.022)}" stroke-linecap="round" opacity="0.5"/>`;
  }).join('');
  const face = `<circle r="${f(r)}" fill="${ctx.metal(tone, 45)}"/><circle r="${f(r * 0.9)}" fill="${ctx.radial(
    [
      [0, tone.bright],
      [0.6, tone.light],
      [1, tone.mid],
    ],
    0.4,
    0.35,
    0.8,
  )}"/><circle r="${f(r * 0.9)}" fill="none" stroke="${tone.dark}" stroke-width="${f(r * 0.02)}" opacity="0.6"/>${dots}${script}${emboss(star8(0, 0, r * 0.5), r * 0.018, ctx.metal(tone, 45, 'soft'))}${emboss(star8(0, 0, r * 0.3, 0.7), r * 0.012, ctx.metal(tone, 225, 'soft'))}<circle r="${f(r * 0.1)}" fill="${ctx.dome(tone)}"/>`;
  const edge =
    squash < 0.98
      ? `<path d="${poly([
          ...ellipsePoly(0, 0, r, r * squash, 72).filter((p) => p.y >= 0),
          ...ellipsePoly(0, edgeH, r, r * squash, 72)
            .filter((p) => p.y >= edgeH)
            .reverse(),
        ])}" fill="${ctx.linear(
          [
            [0, tone.deep],
            [0.2, tone.mid],
            [0.45, tone.light],
            [0.7, tone.dark],
            [1, tone.deep],
          ],
          0,
          0,
          1,
          0,
        )}"/><g opacity="0.35">${Array.from({ length: 60 }, (_, i) => {
          const x = -r * Math.cos((i / 59) * Math.PI);
          const y = Math.sqrt(Math.max(0, 1 - (x / r) ** 2)) * r * squash;
          return `<path d="M${f(x)} ${f(y)} l0 ${f(edgeH)}" stroke="${tone.deep}" stroke-width="${f(r * 0.012)}"/>`;
        }).join('')}</g>`
      : '';
  return `<g transform="rotate(${f(rot)})">${edge}<g transform="scale(1 ${squash})">${face}</g>${sparkle(ctx, -r * 0.45, -r * 0.45 * squash, r * 0.22, 0.9)}</g>`;
}
