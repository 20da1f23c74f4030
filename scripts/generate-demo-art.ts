/**
 * Draws the demo product photos and the site art as SVG and renders them to WebP with sharp.
 * Nothing is downloaded: every image is vector code, and all randomness comes from a PRNG seeded
 * with the image name, so each run writes the same pictures.
 *
 *   npm run art            all images
 *   npm run art -- ring    only the product images of one design (while drawing)
 *   npm run art -- art     only the site art
 *
 * Product images: web/public/media/demo/{design}-{metal}-{view}.webp (640²) + .320.webp (320²).
 * Site art:       web/public/media/art/*.webp, sizes in ART below.
 */
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const MEDIA_DIR = fileURLToPath(new URL('../web/public/media/', import.meta.url));
const DEMO_DIR = join(MEDIA_DIR, 'demo');
const ART_DIR = join(MEDIA_DIR, 'art');
const SIZE_BUDGET = 2.5 * 1024 * 1024;
const WEBP = { quality: 76, effort: 6, smartSubsample: true } as const;

type Metal = 'gold' | 'silver' | 'platinum' | 'rosegold' | 'diamond';
type Design = 'ring' | 'necklace' | 'bracelet' | 'earrings' | 'pendant' | 'bangle' | 'chain' | 'coin';
type View = 'a' | 'b' | 'c';

const DESIGNS: readonly Design[] = ['ring', 'necklace', 'bracelet', 'earrings', 'pendant', 'bangle', 'chain', 'coin'];
const METALS: readonly Metal[] = ['gold', 'silver', 'platinum', 'rosegold', 'diamond'];
const VIEWS: readonly View[] = ['a', 'b', 'c'];

// ---------------------------------------------------------------------------------------------
// Maths and randomness
// ---------------------------------------------------------------------------------------------

type Rng = () => number;

function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** mulberry32: tiny and good enough for placing facets and folds. */
function makeRng(seedText: string): Rng {
  let a = hashSeed(seedText);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: Rng, min: number, max: number) => min + (max - min) * rng();
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const f = (n: number) => (Math.round(n * 10) / 10).toString();
const DEG = 180 / Math.PI;

interface Pt {
  x: number;
  y: number;
}

const poly = (pts: Pt[]) => `M${pts.map((p) => `${f(p.x)} ${f(p.y)}`).join(' L')} Z`;

function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${f(cx - rx)} ${f(cy)} a${f(rx)} ${f(ry)} 0 1 0 ${f(2 * rx)} 0 a${f(rx)} ${f(ry)} 0 1 0 ${f(-2 * rx)} 0 Z`;
}

/** Ellipse as a polygon, always in the same winding, so unions with `nonzero` never leave holes. */
function ellipsePoly(cx: number, cy: number, rx: number, ry: number, n = 96): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    pts.push({ x: cx + rx * Math.cos(a), y: cy + ry * Math.sin(a) });
  }
  return pts;
}

interface Sample {
  p: Pt;
  angle: number;
  t: number;
}

/** Evenly spaced points (by arc length) along a parametric curve t∈[0,1], with tangent angles. */
function sampleCurve(curve: (t: number) => Pt, spacing: number): Sample[] {
  const steps = 1500;
  const out: Sample[] = [];
  let prev = curve(0);
  let carry = spacing;
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const p = curve(t);
    carry += Math.hypot(p.x - prev.x, p.y - prev.y);
    if (carry >= spacing) {
      carry -= spacing;
      out.push({ p, angle: Math.atan2(p.y - prev.y, p.x - prev.x) * DEG, t });
    }
    prev = p;
  }
  return out;
}

function bezier(p0: Pt, p1: Pt, p2: Pt, p3: Pt): (t: number) => Pt {
  return (t) => {
    const u = 1 - t;
    return {
      x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
      y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y,
    };
  };
}

const P = (x: number, y: number): Pt => ({ x, y });

/** Teardrop pointing up, centred on the round part's centre. */
function teardrop(cx: number, cy: number, r: number, len: number): string {
  const top = cy - r - len;
  return `M${f(cx)} ${f(top)} C${f(cx + r * 0.25)} ${f(top + len * 0.45)} ${f(cx + r)} ${f(cy - r * 0.75)} ${f(cx + r)} ${f(cy)} A${f(r)} ${f(r)} 0 0 1 ${f(cx - r)} ${f(cy)} C${f(cx - r)} ${f(cy - r * 0.75)} ${f(cx - r * 0.25)} ${f(top + len * 0.45)} ${f(cx)} ${f(top)} Z`;
}

function teardropCurve(cx: number, cy: number, r: number, len: number): (t: number) => Pt {
  // Outline of `teardrop` as a parametric curve (for granulation and pavé along the frame).
  const top = P(cx, cy - r - len);
  const right = bezier(top, P(cx + r * 0.25, top.y + len * 0.45), P(cx + r, cy - r * 0.75), P(cx + r, cy));
  const left = bezier(P(cx - r, cy), P(cx - r, cy - r * 0.75), P(cx - r * 0.25, top.y + len * 0.45), top);
  return (t) => {
    if (t < 0.3) return right(t / 0.3);
    if (t < 0.7) {
      const a = ((t - 0.3) / 0.4) * Math.PI;
      return P(cx + r * Math.cos(a), cy + r * Math.sin(a));
    }
    return left((t - 0.7) / 0.3);
  };
}

/** Eight-pointed star (two overlapping squares), a motif of Arabic ornament. */
function star8(cx: number, cy: number, r: number, inner = 0.77): string {
  const pts: Pt[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2 - Math.PI / 2;
    const rad = i % 2 === 0 ? r : r * inner;
    pts.push(P(cx + rad * Math.cos(a), cy + rad * Math.sin(a)));
  }
  return poly(pts);
}

const place = (x: number, y: number, scale: number, rot: number, body: string) =>
  `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)}) scale(${scale})">${body}</g>`;

// ---------------------------------------------------------------------------------------------
// Palettes
// ---------------------------------------------------------------------------------------------

interface Tone {
  deep: string;
  dark: string;
  mid: string;
  light: string;
  bright: string;
  shine: string;
}

const TONES: Record<Exclude<Metal, 'diamond'> | 'white' | 'antique', Tone> = {
  gold: { deep: '#5a3c0c', dark: '#8a621a', mid: '#c19233', light: '#e6c266', bright: '#f7e29c', shine: '#fffaf0' },
  silver: { deep: '#43474e', dark: '#6e737b', mid: '#a3a8b0', light: '#d3d7dc', bright: '#eef1f4', shine: '#ffffff' },
  platinum: { deep: '#4a4a47', dark: '#77776f', mid: '#acaba3', light: '#d6d5cd', bright: '#efeee8', shine: '#fffffb' },
  rosegold: { deep: '#5e2e22', dark: '#91503e', mid: '#c17e66', light: '#e5ae95', bright: '#f7d6c5', shine: '#fff5ef' },
  white: { deep: '#474b52', dark: '#737880', mid: '#adb2b9', light: '#dce0e5', bright: '#f3f5f8', shine: '#ffffff' },
  antique: { deep: '#3f2a08', dark: '#6e4e14', mid: '#a57d2a', light: '#d2ab55', bright: '#ecd18a', shine: '#fff4d6' },
};

const toneOf = (metal: Metal): Tone => (metal === 'diamond' ? TONES.white : TONES[metal]);

interface Backdrop {
  light: string;
  base: string;
  edge: string;
}

/** Studio sweep per metal: warm for gold, cool for white metals, blush for rose gold. */
const STUDIO: Record<Metal, Backdrop> = {
  gold: { light: '#fffaf0', base: '#efe4cf', edge: '#d6c3a0' },
  silver: { light: '#fbfcfd', base: '#e5e8ec', edge: '#c2c9d2' },
  platinum: { light: '#fbfaf7', base: '#e9e6df', edge: '#c9c3b7' },
  rosegold: { light: '#fff8f4', base: '#f3e1d8', edge: '#dbbcad' },
  diamond: { light: '#fbfcff', base: '#e4e9f1', edge: '#bcc6d5' },
};

const VELVET: Record<Metal, Backdrop> = {
  gold: { light: '#4a1d27', base: '#2a0d15', edge: '#110407' },
  silver: { light: '#24344f', base: '#131c2c', edge: '#070b12' },
  platinum: { light: '#2f3a38', base: '#18201f', edge: '#080b0b' },
  rosegold: { light: '#3d2d25', base: '#211813', edge: '#0d0907' },
  diamond: { light: '#1e3050', base: '#0f1829', edge: '#05080f' },
};

const SILK: Record<Metal, Backdrop> = {
  gold: { light: '#fbf3e2', base: '#ead9b9', edge: '#b99d6f' },
  silver: { light: '#f5f7fa', base: '#d9dfe7', edge: '#98a3b2' },
  platinum: { light: '#f6f4ef', base: '#ddd8ce', edge: '#a49d90' },
  rosegold: { light: '#fcf0ea', base: '#eed3c7', edge: '#bf9584' },
  diamond: { light: '#eef2f8', base: '#cdd6e4', edge: '#8593aa' },
};

// ---------------------------------------------------------------------------------------------
// SVG document: collects <defs>, hands out ids, caches gradients and filters
// ---------------------------------------------------------------------------------------------

type Stop = [offset: number, color: string, opacity?: number];

const stopsXml = (stops: Stop[]) =>
  stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
    .join('');

class Ctx {
  readonly defs: string[] = [];
  private next = 0;
  private readonly cache = new Map<string, string>();

  constructor(
    readonly width: number,
    readonly height: number,
    readonly rng: Rng,
  ) {}

  uid(prefix: string): string {
    return `${prefix}${this.next++}`;
  }

  private cached(key: string, make: (id: string) => string): string {
    let id = this.cache.get(key);
    if (!id) {
      id = this.uid('d');
      this.defs.push(make(id));
      this.cache.set(key, id);
    }
    return `url(#${id})`;
  }

  blur(sd: number): string {
    const s = Math.max(0.5, Math.round(sd * 2) / 2);
    // User-space region: a bounding-box region clips the blur of thin strokes into hard edges.
    const { width: w, height: h } = this;
    return this.cached(
      `blur${s}`,
      (id) =>
        `<filter id="${id}" filterUnits="userSpaceOnUse" x="${-w}" y="${-h}" width="${3 * w}" height="${3 * h}"><feGaussianBlur stdDeviation="${s}"/></filter>`,
    );
  }

  /** Polished metal: bands of reflected light and dark across the shape, at an angle. */
  metal(tone: Tone, angle = 90, variant: 'band' | 'soft' | 'inner' = 'band'): string {
    const a = (Math.round((((angle % 360) + 360) % 360) / 15) * 15) % 360;
    const stops: Stop[] =
      variant === 'band'
        ? [
            [0, tone.dark],
            [0.16, tone.mid],
            [0.3, tone.bright],
            [0.37, tone.shine],
            [0.45, tone.light],
            [0.6, tone.dark],
            [0.72, tone.mid],
            [0.86, tone.light],
            [1, tone.dark],
          ]
        : variant === 'soft'
          ? [
              [0, tone.mid],
              [0.35, tone.light],
              [0.5, tone.bright],
              [0.7, tone.mid],
              [1, tone.dark],
            ]
          : [
              [0, tone.deep],
              [0.3, tone.dark],
              [0.55, tone.mid],
              [0.75, tone.dark],
              [1, tone.deep],
            ];
    const rad = a / DEG;
    return this.cached(
      `m${tone.mid}${a}${variant}`,
      (id) =>
        `<linearGradient id="${id}" x1="${f(0.5 - Math.cos(rad) / 2)}" y1="${f(0.5 - Math.sin(rad) / 2)}" x2="${f(0.5 + Math.cos(rad) / 2)}" y2="${f(0.5 + Math.sin(rad) / 2)}">${stopsXml(stops)}</linearGradient>`,
    );
  }

  /** A domed, glossy surface: beads, cabochons. */
  dome(tone: Tone): string {
    return this.radial(
      [
        [0, tone.shine],
        [0.2, tone.bright],
        [0.5, tone.mid],
        [0.82, tone.dark],
        [1, tone.deep],
      ],
      0.36,
      0.3,
      0.78,
    );
  }

  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.cached(
      `r${cx},${cy},${r}${JSON.stringify(stops)}`,
      (id) => `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsXml(stops)}</radialGradient>`,
    );
  }

  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return this.cached(
      `l${x1},${y1},${x2},${y2}${JSON.stringify(stops)}`,
      (id) =>
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`,
    );
  }

  toSvg(body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

interface Scene {
  ctx: Ctx;
  metal: Metal;
  tone: Tone;
}

// ---------------------------------------------------------------------------------------------
// Light, shadow, stones
// ---------------------------------------------------------------------------------------------

function shadow(ctx: Ctx, cx: number, cy: number, rx: number, ry: number, opacity = 0.35, blur = 10): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="#1a120a" opacity="${opacity}" filter="${ctx.blur(blur)}"/>`;
}

/** A four-pointed star with a soft glow: the catch light of polished metal and stones. */
function sparkle(ctx: Ctx, x: number, y: number, size: number, opacity = 0.95): string {
  const s = size;
  const w = s * 0.08;
  const star = `M${f(x)} ${f(y - s)} Q${f(x + w)} ${f(y - w)} ${f(x + s)} ${f(y)} Q${f(x + w)} ${f(y + w)} ${f(x)} ${f(y + s)} Q${f(x - w)} ${f(y + w)} ${f(x - s)} ${f(y)} Q${f(x - w)} ${f(y - w)} ${f(x)} ${f(y - s)} Z`;
  const d = s * 0.42;
  const cross = `M${f(x - d)} ${f(y - d)} L${f(x + d)} ${f(y + d)} M${f(x + d)} ${f(y - d)} L${f(x - d)} ${f(y + d)}`;
  return `<g opacity="${opacity}"><circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.4)}" fill="#fff" opacity="0.6" filter="${ctx.blur(s * 0.2)}"/><path d="${star}" fill="#fff"/><path d="${cross}" stroke="#fff" stroke-width="${f(Math.max(0.6, s * 0.035))}" opacity="0.65"/></g>`;
}

const DIAMOND_FACETS = [
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
const DIAMOND_FIRE = ['#fde3ee', '#dff6ff', '#fff3cf', '#e7e1ff', '#dcfce8'];

const facetFill = (rng: Rng) => (rng() < 0.13 ? pick(rng, DIAMOND_FIRE) : pick(rng, DIAMOND_FACETS));

/** Round brilliant seen from above: table, star, bezel and upper girdle facets. */
function gemTop(ctx: Ctx, cx: number, cy: number, r: number, sparkleSize = 0): string {
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
function gemSide(ctx: Ctx, cx: number, girdleY: number, w: number): string {
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

type ChainStyle = 'cable' | 'rope' | 'curb' | 'bead';

function chain(ctx: Ctx, tone: Tone, curve: (t: number) => Pt, linkLen: number, style: ChainStyle = 'cable'): string {
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
function stoneRow(ctx: Ctx, tone: Tone, curve: (t: number) => Pt, size: (t: number) => number, gap = 2.25): string {
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

// ---------------------------------------------------------------------------------------------
// Backgrounds and props
// ---------------------------------------------------------------------------------------------

function studioBg(ctx: Ctx, b: Backdrop, horizon = 0.66): string {
  const { width: w, height: h } = ctx;
  const sweep = ctx.radial(
    [
      [0, b.light],
      [0.55, b.base],
      [1, b.edge],
    ],
    0.5,
    0.36,
    0.85,
  );
  const floor = ctx.linear([
    [0, b.base, 0],
    [0.35, b.base, 0.55],
    [1, b.edge, 0.6],
  ]);
  return `<rect width="${w}" height="${h}" fill="${sweep}"/><rect y="${f(h * horizon)}" width="${w}" height="${f(h * (1 - horizon))}" fill="${floor}"/>`;
}

function velvetBg(ctx: Ctx, b: Backdrop): string {
  const { width: w, height: h } = ctx;
  const rng = ctx.rng;
  const base = ctx.radial(
    [
      [0, b.light],
      [0.6, b.base],
      [1, b.edge],
    ],
    0.55,
    0.42,
    0.8,
  );
  const folds: string[] = [];
  for (let i = 0; i < 6; i++) {
    const x0 = between(rng, -0.1, 1.1) * w;
    const bend = between(rng, -0.35, 0.35) * w;
    const width = between(rng, 0.06, 0.16) * Math.max(w, h);
    const light = i % 2 === 0;
    folds.push(
      `<path d="M${f(x0)} ${f(-h * 0.1)} C${f(x0 + bend)} ${f(h * 0.3)} ${f(x0 - bend)} ${f(h * 0.7)} ${f(x0 + bend * 0.6)} ${f(h * 1.1)}" stroke="${light ? b.light : b.edge}" stroke-width="${f(width)}" fill="none" opacity="${light ? 0.7 : 0.65}" filter="${ctx.blur(width * 0.4)}"/>`,
    );
  }
  return `<rect width="${w}" height="${h}" fill="${base}"/>${folds.join('')}`;
}

/** Satin: broad diagonal folds, each with a lit ridge and a shaded trough. */
function silkBg(ctx: Ctx, b: Backdrop): string {
  const { width: w, height: h } = ctx;
  const rng = ctx.rng;
  const base = ctx.linear(
    [
      [0, b.light],
      [0.55, b.base],
      [1, b.edge],
    ],
    0,
    0,
    1,
    1,
  );
  const folds: string[] = [];
  const n = 4;
  for (let i = 0; i < n; i++) {
    const o = ((i + 0.5) / n) * 1.6 - 0.3;
    const x0 = o * w - 0.25 * w;
    const sway = between(rng, 0.1, 0.25) * w;
    const wide = between(rng, 0.1, 0.16) * Math.max(w, h);
    const path = (dx: number) =>
      `M${f(x0 + dx)} ${f(-0.1 * h)} C${f(x0 + dx + sway)} ${f(0.35 * h)} ${f(x0 + dx + 0.2 * w - sway)} ${f(0.6 * h)} ${f(x0 + dx + 0.5 * w)} ${f(1.1 * h)}`;
    folds.push(
      `<path d="${path(wide * 0.5)}" stroke="${b.edge}" stroke-width="${f(wide)}" fill="none" opacity="0.5" filter="${ctx.blur(wide * 0.35)}"/>`,
    );
    folds.push(
      `<path d="${path(0)}" stroke="#ffffff" stroke-width="${f(wide * 0.55)}" fill="none" opacity="0.75" filter="${ctx.blur(wide * 0.22)}"/>`,
    );
    folds.push(
      `<path d="${path(-wide * 0.05)}" stroke="#ffffff" stroke-width="${f(wide * 0.08)}" fill="none" opacity="0.6" filter="${ctx.blur(wide * 0.05)}"/>`,
    );
  }
  return `<rect width="${w}" height="${h}" fill="${base}"/>${folds.join('')}`;
}

/** Velvet-covered neck form, the usual stand for necklaces. Neck spans x 258..382. */
function bust(ctx: Ctx, color: string, lit: string, shade: string): string {
  const body = `M254 70 C258 150 254 205 242 246 C220 300 140 330 78 368 C40 392 24 440 20 660 L620 660 C616 440 600 392 562 368 C500 330 420 300 398 246 C386 205 382 150 386 70 Z`;
  const fill = ctx.linear(
    [
      [0, shade],
      [0.3, color],
      [0.45, lit],
      [0.62, color],
      [1, shade],
    ],
    0,
    0,
    1,
    0,
  );
  const cap = `<ellipse cx="320" cy="70" rx="66" ry="16" fill="${ctx.linear([
    [0, lit],
    [1, color],
  ])}"/><ellipse cx="320" cy="70" rx="66" ry="16" fill="none" stroke="${shade}" stroke-opacity="0.5" stroke-width="2"/>`;
  return `${shadow(ctx, 320, 630, 330, 30, 0.35, 14)}<path d="${body}" fill="${fill}"/>${cap}<path d="M244 246 C282 330 358 330 396 246" stroke="${shade}" stroke-width="16" fill="none" opacity="0.5" filter="${ctx.blur(7)}"/>`;
}

// ---------------------------------------------------------------------------------------------
// Band geometry shared by rings and bangles: an annulus extruded along a vector
// ---------------------------------------------------------------------------------------------

interface Band {
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

function bandHull(b: Band): string {
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
function band(
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
function faceArc(b: Band, a0: number, a1: number): (t: number) => Pt {
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
function ringPiece(s: Scene, style: 'solitaire' | 'signet' = s.metal === 'diamond' ? 'solitaire' : 'signet'): string {
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
function ringFlat(s: Scene): string {
  const { ctx, tone, metal } = s;
  const b: Band = { cx: 0, cy: 0, rx: 120, ry: 56, thick: 16, dx: 0, dy: 20 };
  const front =
    metal === 'diamond'
      ? stoneRow(ctx, tone, faceArc(b, -Math.PI, 0), () => 7, 2.15)
      : chain(ctx, tone, faceArc(b, -Math.PI, Math.PI), 5, 'bead');
  return `${band(ctx, tone, b, { faceDecor: front })}${sparkle(ctx, -60, 40, 16, 0.8)}`;
}

/** A drop for bib necklaces and earrings: jump ring, teardrop plate with a bead, granulation. */
function metalDrop(ctx: Ctx, tone: Tone, scale: number): string {
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
function diamondDrop(ctx: Ctx, tone: Tone, scale: number): string {
  const r = 16 * scale;
  const len = 18 * scale;
  const cy = 12 * scale + r + len;
  const halo = stoneRow(ctx, tone, teardropCurve(0, cy, r, len), () => 2.6 * scale, 2.2);
  return `<ellipse cx="0" cy="${f(6 * scale)}" rx="${f(3.5 * scale)}" ry="${f(6 * scale)}" fill="none" stroke="${ctx.metal(tone, 0)}" stroke-width="${f(2.2 * scale)}"/><path d="${teardrop(0, cy, r * 1.18, len * 1.1)}" fill="${ctx.metal(tone, 60)}"/>${halo}${gemTop(ctx, 0, cy, r * 0.72, scale > 1.2 ? 8 * scale : 0)}`;
}

/** A necklace along a curve: chain, then a fringe of drops (or a graduated line of stones). */
function necklaceOn(
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
function earringPiece(s: Scene): string {
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
function pendantPiece(s: Scene): string {
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
function banglePiece(s: Scene, rx = 200, ry = 84, height = 46): string {
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
function braceletPiece(s: Scene, rx = 210, ry = 100): string {
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
function coinPiece(s: Scene, r: number, squash = 1, rot = 0, thickness = 0.09): string {
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

// ---------------------------------------------------------------------------------------------
// Product views: 'a' close-up on a studio sweep, 'b' on a stand, 'c' on velvet or silk
// ---------------------------------------------------------------------------------------------

function ring(s: Scene, view: View): string {
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

function necklace(s: Scene, view: View): string {
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

function bracelet(s: Scene, view: View): string {
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
function braceletDrape(s: Scene): string {
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

function earrings(s: Scene, view: View): string {
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

function pendant(s: Scene, view: View): string {
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

function bangle(s: Scene, view: View): string {
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

function chainDesign(s: Scene, view: View): string {
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

function coin(s: Scene, view: View): string {
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

const DRAW: Record<Design, (s: Scene, view: View) => string> = {
  ring,
  necklace,
  bracelet,
  earrings,
  pendant,
  bangle,
  chain: chainDesign,
  coin,
};

// ---------------------------------------------------------------------------------------------
// Site art: heroes, blog covers, showcase tiles, promo, banners, about page
// ---------------------------------------------------------------------------------------------

const sceneOf = (ctx: Ctx, metal: Metal, tone: Tone = toneOf(metal)): Scene => ({ ctx, metal, tone });

/** Out-of-focus lights: gold bokeh for the dark compositions. */
function bokeh(
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
function darkStage(ctx: Ctx, glow: string, base: string, edge: string): string {
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

function textShade(ctx: Ctx, to = 0.55): string {
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
function darkTable(ctx: Ctx, y: number, color = '#1c140c'): string {
  const { width: w, height: h } = ctx;
  return `<rect y="${y}" width="${w}" height="${h - y}" fill="${ctx.linear([
    [0, color, 0.2],
    [0.15, color, 0.95],
    [1, '#050302', 1],
  ])}"/><rect y="${y}" width="${w}" height="2" fill="#e6c266" opacity="0.12"/>`;
}

function hero1(ctx: Ctx): string {
  const s = sceneOf(ctx, 'gold');
  const v = { base: '#1a1210', light: '#3a2a22', edge: '#070504' };
  const curve = bezier(P(250, 215), P(236, 410), P(404, 410), P(390, 215));
  const rim = `<path d="M386 70 C382 150 386 205 398 246 C420 300 500 330 562 368 C600 392 616 440 620 660" stroke="#e6c266" stroke-width="5" fill="none" opacity="0.35" filter="${ctx.blur(4)}"/>`;
  const bustArt = `${bust(ctx, v.base, v.light, v.edge)}${rim}${necklaceOn(s, curve, { link: 8, drop: 0.9, count: 7, from: 0.2, to: 0.8 })}`;
  return `${darkStage(ctx, '#4a3216', '#1c130b', '#070503')}${bokeh(ctx, 26, { x0: 700, x1: 1600, y0: 0, y1: 900 })}${place(700, -60, 1.55, 0, bustArt)}${textShade(ctx)}`;
}

function hero2(ctx: Ctx): string {
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

function hero3(ctx: Ctx): string {
  const gold = sceneOf(ctx, 'gold');
  const v = { light: '#1b4a3a', base: '#0c2a20', edge: '#03100b' };
  return `${velvetBg(ctx, v)}${bokeh(ctx, 16, { x0: 800, x1: 1600, y0: 0, y1: 900 }, '#f3dc95')}${place(1040, 600, 1.05, -6, banglePiece(gold))}${place(1110, 470, 1.05, 4, banglePiece(gold))}${place(1180, 340, 1.05, -3, banglePiece(gold))}${place(1330, 60, 1.1, -8, earringPiece(gold))}${place(1500, 90, 1.1, 6, earringPiece(gold))}${textShade(ctx, 0.5)}`;
}

function hero4(ctx: Ctx): string {
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

function blog1(ctx: Ctx): string {
  const gold = sceneOf(ctx, 'gold');
  return `${silkBg(ctx, SILK.gold)}${chain(ctx, gold.tone, bezier(P(-20, 420), P(200, 250), P(560, 560), P(820, 300)), 22, 'rope')}${shadow(ctx, 420, 330, 110, 18, 0.35, 10)}${place(410, 220, 0.8, -8, ringPiece(gold))}`;
}

function blog2(ctx: Ctx): string {
  const gold = sceneOf(ctx, 'gold');
  const deep = sceneOf(ctx, 'gold', TONES.antique);
  return `${studioBg(ctx, STUDIO.gold, 0.7)}${shadow(ctx, 265, 410, 120, 14, 0.35, 8)}${shadow(ctx, 555, 410, 120, 14, 0.35, 8)}${place(250, 290, 0.88, 0, ringPiece(gold, 'signet'))}${place(540, 290, 0.88, 0, ringPiece(deep, 'signet'))}`;
}

function blog3(ctx: Ctx): string {
  const gold = sceneOf(ctx, 'gold');
  const curve = (t: number) => {
    const a = Math.PI * 1.5 - t * Math.PI * 2;
    return P(320 + 215 * Math.cos(a), 200 + 150 * Math.sin(a));
  };
  return `${velvetBg(ctx, VELVET.gold)}${necklaceOn(gold, curve, { link: 9, drop: 0.95, count: 7, from: 0.36, to: 0.64 })}${place(640, 90, 0.62, -6, earringPiece(gold))}${place(730, 100, 0.62, 6, earringPiece(gold))}`;
}

function blog4(ctx: Ctx): string {
  return `${velvetBg(ctx, VELVET.diamond)}${bokeh(ctx, 14, { x0: 0, x1: 800, y0: 0, y1: 500 }, '#cfe0ff')}${shadow(ctx, 300, 420, 130, 16, 0.6, 10)}${gemSide(ctx, 300, 250, 240)}${gemTop(ctx, 560, 260, 120, 40)}${sparkle(ctx, 250, 230, 46)}${gemTop(ctx, 700, 420, 36)}${gemTop(ctx, 640, 450, 22)}`;
}

const SHOWCASE: ((ctx: Ctx) => string)[] = [
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

/** Pointed (Moorish) arch path, used as niches in the promo and as a motif in the banner. */
function archPath(x: number, y: number, w: number, h: number): string {
  const r = w / 2;
  return `M${f(x)} ${f(y + h)} L${f(x)} ${f(y + r * 1.1)} C${f(x)} ${f(y + r * 0.4)} ${f(x + r * 0.6)} ${f(y + r * 0.1)} ${f(x + r)} ${f(y)} C${f(x + r * 1.4)} ${f(y + r * 0.1)} ${f(x + w)} ${f(y + r * 0.4)} ${f(x + w)} ${f(y + r * 1.1)} L${f(x + w)} ${f(y + h)} Z`;
}

function plinth(ctx: Ctx, cx: number, top: number, w: number, h: number): string {
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

function promo(ctx: Ctx): string {
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
function starLattice(ctx: Ctx, cell: number, color: string, opacity: number): string {
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

function antiqueBanner(ctx: Ctx): string {
  const antique = sceneOf(ctx, 'gold', TONES.antique);
  const curve = bezier(P(860, -40), P(830, 500), P(1450, 500), P(1420, -40));
  return `${darkStage(ctx, '#163a3a', '#0b1f20', '#040b0b')}${starLattice(ctx, 90, '#d2ab55', 0.12)}${bokeh(ctx, 12, { x0: 900, x1: 1600, y0: 0, y1: 600 })}${necklaceOn(antique, curve, { link: 14, drop: 1.5, count: 11, from: 0.18, to: 0.82 })}${shadow(ctx, 1500, 480, 90, 30, 0.6, 10)}${place(1500, 450, 1, -8, coinPiece(antique, 80, 0.55, 0, 0.4))}${shadow(ctx, 760, 500, 80, 26, 0.6, 10)}${place(760, 470, 1, 10, coinPiece(antique, 70, 0.5, 0, 0.4))}${textShade(ctx, 0.5)}`;
}

function woodFill(ctx: Ctx, light: string, dark: string): string {
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

function woodGrain(ctx: Ctx, x: number, y: number, w: number, h: number, color: string, lines = 22): string {
  const rng = ctx.rng;
  return `<g stroke="${color}" fill="none" opacity="0.35">${Array.from({ length: lines }, () => {
    const yy = y + between(rng, 0, h);
    const amp = between(rng, 3, 14);
    return `<path d="M${x} ${f(yy)} C${f(x + w * 0.3)} ${f(yy - amp)} ${f(x + w * 0.6)} ${f(yy + amp)} ${f(x + w)} ${f(yy - amp * 0.5)}" stroke-width="${f(between(rng, 0.8, 2.5))}"/>`;
  }).join('')}</g>`;
}

function aboutStory(ctx: Ctx): string {
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

function aboutWorkshop(ctx: Ctx): string {
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

interface ArtJob {
  name: string;
  w: number;
  h: number;
  /** Also write a half-size sibling named `<name>.<w/2>.webp`. */
  half: boolean;
  draw: (ctx: Ctx) => string;
}

const ART: ArtJob[] = [
  ...[hero1, hero2, hero3, hero4].map((draw, i) => ({ name: `hero-${i + 1}`, w: 1600, h: 900, half: true, draw })),
  ...[blog1, blog2, blog3, blog4].map((draw, i) => ({ name: `blog-${i + 1}`, w: 800, h: 500, half: true, draw })),
  ...SHOWCASE.map((draw, i) => ({ name: `showcase-${i + 1}`, w: 640, h: 640, half: true, draw })),
  { name: 'promo', w: 1200, h: 800, half: false, draw: promo },
  { name: 'antique-banner', w: 1600, h: 600, half: false, draw: antiqueBanner },
  { name: 'about-story', w: 1200, h: 900, half: true, draw: aboutStory },
  { name: 'about-workshop', w: 1200, h: 900, half: true, draw: aboutWorkshop },
];

async function art(): Promise<void> {
  await rm(ART_DIR, { recursive: true, force: true });
  await mkdir(ART_DIR, { recursive: true });
  for (const job of ART) {
    const ctx = new Ctx(job.w, job.h, makeRng(job.name));
    const sizes: Size[] = [{ w: job.w, h: job.h, suffix: '' }];
    if (job.half) sizes.push({ w: job.w / 2, h: job.h / 2, suffix: `.${job.w / 2}` });
    await render(ctx.toSvg(job.draw(ctx)), join(ART_DIR, job.name), sizes);
  }
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

interface Size {
  w: number;
  h: number;
  suffix: string;
}

async function render(svg: string, file: string, sizes: Size[]): Promise<void> {
  const master = sharp(Buffer.from(svg));
  for (const { w, h, suffix } of sizes) {
    await master.clone().resize(w, h).webp(WEBP).toFile(`${file}${suffix}.webp`);
  }
}

async function dirSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    total += entry.isDirectory() ? await dirSize(p) : (await stat(p)).size;
  }
  return total;
}

async function products(only?: string): Promise<void> {
  if (!only) await rm(DEMO_DIR, { recursive: true, force: true });
  await mkdir(DEMO_DIR, { recursive: true });
  for (const design of DESIGNS) {
    if (only && design !== only) continue;
    const metals: readonly Metal[] = design === 'coin' ? ['gold', 'silver'] : METALS;
    for (const metal of metals) {
      for (const view of VIEWS) {
        const name = `${design}-${metal}-${view}`;
        const ctx = new Ctx(640, 640, makeRng(name));
        const svg = ctx.toSvg(DRAW[design]({ ctx, metal, tone: toneOf(metal) }, view));
        await render(svg, join(DEMO_DIR, name), [
          { w: 640, h: 640, suffix: '' },
          { w: 320, h: 320, suffix: '.320' },
        ]);
      }
    }
  }
}

async function main(): Promise<void> {
  const only = process.argv[2];
  if (only !== 'art') await products(only);
  if (!only || only === 'art') await art();
  const total = await dirSize(MEDIA_DIR);
  console.log(`web/public/media: ${(total / 1024).toFixed(0)} KB (budget ${(SIZE_BUDGET / 1024).toFixed(0)} KB)`);
  if (total > SIZE_BUDGET) {
    console.error('Over the size budget: lower WEBP.quality or simplify the art.');
    process.exitCode = 1;
  }
}

await main();
