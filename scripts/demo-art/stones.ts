// Light, shadow, stones, chains and rows of stones.
import { f, P, pick, poly, type Pt, type Rng, sampleCurve } from './geometry.ts';
import type { Tone } from './palette.ts';
import type { Ctx } from './svg.ts';

// ---------------------------------------------------------------------------------------------
// Light, shadow, stones
// ---------------------------------------------------------------------------------------------

export function shadow(ctx: Ctx, cx: number, cy: number, rx: number, ry: number, opacity = 0.35, blur = 10): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="#1a120a" opacity="${opacity}" filter="${ctx.blur(blur)}"/>`;
}

/** A four-pointed star with a soft glow: the catch light of polished metal and stones. */
export function sparkle(ctx: Ctx, x: number, y: number, size: number, opacity = 0.95): string {
  const s = size;
  const w = s * 0.08;
  const star = `M${f(x)} ${f(y - s)} Q${f(x + w)} ${f(y - w)} ${f(x + s)} ${f(y)} Q${f(x + w)} ${f(y + w)} ${f(x)} ${f(y + s)} Q${f(x - w)} ${f(y + w)} ${f(x - s)} ${f(y)} Q${f(x - w)} ${f(y - w)} ${f(x)} ${f(y - s)} Z`;
  const d = s * 0.42;
  const cross = `M${f(x - d)} ${f(y - d)} L${f(x + d)} ${f(y + d)} M${f(x + d)} ${f(y - d)} L${f(x - d)} ${f(y + d)}`;
  return `<g opacity="${opacity}"><circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.4)}" fill="#fff" opacity="0.6" filter="${ctx.blur(s * 0.2)}"/><path d="${star}" fill="#fff"/><path d="${cross}" stroke="#fff" stroke-width="${f(Math.max(0.6, s * 0.035))}" opacity="0.65"/></g>`;
}

export const DIAMOND_FACETS = [
  '#ffffff',
  '#f2f6fb',
  '#dde6f0',
  '#c3d0de',
  '#9eb0c4',
  '#e9eff6',
  '#6f8298',
  '#fbfdff',
  '#b4c3d4',
  '#52647a',
];
export const DIAMOND_FIRE = ['#fde3ee', '#dff6ff', '#fff3cf', '#e7e1ff', '#dcfce8'];

export const facetFill = (rng: Rng) => (rng() < 0.13 ? pick(rng, DIAMOND_FIRE) : pick(rng, DIAMOND_FACETS));

/** Round brilliant seen from above: table, star, bezel and upper girdle facets. */
export function gemTop(ctx: Ctx, cx: number, cy: number, r: number, sparkleSize = 0): string {
  const rng = ctx.rng;
  const at = (rad: number, a: number): Pt => P(cx + rad * Math.cos(a), cy + rad * Math.sin(a));
  const n = 8;
  const parts: string[] = [];
  const rot = rng() * Math.PI;
  const step = (Math.PI * 2) / n;
  const detailed = r > 9;
  for (let i = 0; i < n; i++) {
    const a0 = rot + i * step;
    const am = a0 + step / 2;
    const a1 = a0 + step;
    const t0 = at(r * 0.54, a0);
    const t1 = at(r * 0.54, a1);
    const st = at(r * 0.8, am);
    const prevSt = at(r * 0.8, am - step);
    const g0 = at(r, a0);
    const g1 = at(r, a1);
    const gm = at(r, am);
    parts.push(`<path d="${poly([t0, t1, st])}" fill="${facetFill(rng)}"/>`);
    parts.push(`<path d="${poly([t0, st, g0, prevSt])}" fill="${facetFill(rng)}"/>`);
    if (detailed) {
      parts.push(`<path d="${poly([st, g0, gm])}" fill="${facetFill(rng)}"/>`);
      parts.push(`<path d="${poly([st, gm, g1])}" fill="${facetFill(rng)}"/>`);
    } else parts.push(`<path d="${poly([st, g0, g1])}" fill="${facetFill(rng)}"/>`);
  }
  const table: Pt[] = [];
  for (let i = 0; i < n; i++) table.push(at(r * 0.54, rot + i * step));
  const tableFill = ctx.radial(
    [
      [0, '#ffffff'],
      [0.55, '#e4ecf5'],
      [1, '#a9b9cc'],
    ],
    0.4,
    0.35,
    0.8,
  );
  const gloss = ctx.radial(
    [
      [0, '#ffffff', 0.55],
      [0.5, '#ffffff', 0.08],
      [1, '#ffffff', 0],
    ],
    0.35,
    0.3,
    0.7,
  );
  const sw = f(Math.max(0.35, r * 0.018));
  return `<g><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="#7d8ea3"/><g stroke="#ffffff" stroke-opacity="0.5" stroke-width="${sw}" stroke-linejoin="round">${parts.join('')}<path d="${poly(table)}" fill="${tableFill}"/></g><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${gloss}"/>${sparkleSize > 0 ? sparkle(ctx, cx + r * 0.22, cy - r * 0.28, sparkleSize) : ''}</g>`;
}

/** Round brilliant in profile (solitaire settings): crown above the girdle, pavilion below. */
export function gemSide(ctx: Ctx, cx: number, girdleY: number, w: number): string {
  const rng = ctx.rng;
  const half = w / 2;
  const tableHalf = w * 0.28;
  const crownH = w * 0.19;
  const culet = P(cx, girdleY + w * 0.45);
  const segs = 8;
  const girdle: Pt[] = [];
  for (let i = 0; i <= segs; i++) girdle.push(P(cx - Math.cos((i / segs) * Math.PI) * half, girdleY));
  const table: Pt[] = [];
  for (let i = 0; i <= 4; i++) table.push(P(cx - Math.cos((i / 4) * Math.PI) * tableHalf, girdleY - crownH));
  const mid: Pt[] = [];
  for (let i = 0; i <= segs; i++) mid.push(P(cx - Math.cos((i / segs) * Math.PI) * half * 0.55, girdleY + w * 0.2));
  const parts: string[] = [];
  for (let i = 0; i < segs; i++) {
    const g0 = girdle[i]!;
    const g1 = girdle[i + 1]!;
    const t0 = table[Math.floor(i / 2)]!;
    const t1 = table[Math.floor(i / 2) + 1]!;
    const tm = i % 2 === 0 ? t0 : t1;
    parts.push(`<path d="${poly([g0, g1, tm])}" fill="${facetFill(rng)}"/>`);
    if (i % 2 === 0) parts.push(`<path d="${poly([t0, t1, g1])}" fill="${facetFill(rng)}"/>`);
    parts.push(`<path d="${poly([g0, g1, mid[i + 1]!, mid[i]!])}" fill="${facetFill(rng)}"/>`);
    parts.push(`<path d="${poly([mid[i]!, mid[i + 1]!, culet])}" fill="${facetFill(rng)}"/>`);
  }
  const tableTop = poly([
    table[0]!,
    table[4]!,
    P(table[4]!.x - w * 0.02, table[4]!.y - w * 0.025),
    P(table[0]!.x + w * 0.02, table[0]!.y - w * 0.025),
  ]);
  const girdleBand = poly([
    girdle[0]!,
    girdle[segs]!,
    P(cx + half, girdleY + w * 0.025),
    P(cx - half, girdleY + w * 0.025),
  ]);
  return `<g stroke="#fff" stroke-opacity="0.55" stroke-width="${f(Math.max(0.5, w * 0.007))}" stroke-linejoin="round">${parts.join('')}<path d="${tableTop}" fill="#f4f8fc"/><path d="${girdleBand}" fill="#e2e9f1"/></g>`;
}

// ---------------------------------------------------------------------------------------------
// Chains and rows of stones along curves
// ---------------------------------------------------------------------------------------------

export type ChainStyle = 'cable' | 'rope' | 'curb' | 'bead';

export function chain(
  ctx: Ctx,
  tone: Tone,
  curve: (t: number) => Pt,
  linkLen: number,
  style: ChainStyle = 'cable',
): string {
  const out: string[] = [];
  const spacing = style === 'rope' ? linkLen * 0.42 : style === 'bead' ? linkLen * 1.05 : linkLen * 0.86;
  sampleCurve(curve, spacing).forEach(({ p, angle }, i) => {
    const tr = `transform="rotate(${f(angle)} ${f(p.x)} ${f(p.y)})"`;
    if (style === 'rope') {
      out.push(
        `<ellipse cx="${f(p.x)}" cy="${f(p.y)}" rx="${f(linkLen * 0.5)}" ry="${f(linkLen * 0.2)}" transform="rotate(${f(angle + 50)} ${f(p.x)} ${f(p.y)})" fill="${ctx.metal(tone, angle + 140)}" stroke="${tone.deep}" stroke-opacity="0.45" stroke-width="${f(linkLen * 0.04)}"/>`,
      );
    } else if (style === 'bead') {
      out.push(`<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(linkLen * 0.48)}" fill="${ctx.dome(tone)}"/>`);
    } else if (style === 'curb') {
      // Twisted, flattened links: a tilted ellipse ring with a bright face.
      out.push(
        `<ellipse cx="${f(p.x)}" cy="${f(p.y)}" rx="${f(linkLen * 0.62)}" ry="${f(linkLen * 0.4)}" transform="rotate(${f(angle + (i % 2 ? 18 : -18))} ${f(p.x)} ${f(p.y)})" fill="none" stroke="${ctx.metal(tone, angle + 60)}" stroke-width="${f(linkLen * 0.22)}"/>`,
      );
    } else {
      const edgeOn = i % 2 === 1;
      out.push(
        `<ellipse cx="${f(p.x)}" cy="${f(p.y)}" rx="${f(linkLen * 0.6)}" ry="${f(edgeOn ? linkLen * 0.13 : linkLen * 0.36)}" ${tr} fill="none" stroke="${ctx.metal(tone, angle + (edgeOn ? 0 : 90))}" stroke-width="${f(linkLen * (edgeOn ? 0.2 : 0.16))}"/>`,
      );
    }
  });
  return `<g>${out.join('')}</g>`;
}

/** A row of set stones along a curve (tennis necklace / bracelet). */
export function stoneRow(
  ctx: Ctx,
  tone: Tone,
  curve: (t: number) => Pt,
  size: (t: number) => number,
  gap = 2.25,
): string {
  const out: string[] = [];
  let t = 0;
  // Walk the curve so neighbouring settings just touch, whatever their size.
  const step = 0.0005;
  let prev = curve(0);
  let dist = 0;
  let need = 0;
  while (t <= 1) {
    const p = curve(t);
    dist += Math.hypot(p.x - prev.x, p.y - prev.y);
    prev = p;
    if (dist >= need) {
      const s = size(t);
      out.push(
        `<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${f(s * 1.2)}" fill="${ctx.metal(tone, 45)}"/>${gemTop(ctx, p.x, p.y, s)}`,
      );
      dist = 0;
      need = s * gap;
    }
    t += step;
  }
  return out.join('');
}
