// Maths, seeded randomness and path helpers.

// ---------------------------------------------------------------------------------------------
// Maths and randomness
// ---------------------------------------------------------------------------------------------

export type Rng = () => number;

export function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** mulberry32: tiny and good enough for placing facets and folds. */
export function makeRng(seedText: string): Rng {
  let a = hashSeed(seedText);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rng: Rng, min: number, max: number) => min + (max - min) * rng();
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
export const f = (n: number) => (Math.round(n * 10) / 10).toString();
export const DEG = 180 / Math.PI;

export interface Pt {
  x: number;
  y: number;
}

export const poly = (pts: Pt[]) => `M${pts.map((p) => `${f(p.x)} ${f(p.y)}`).join(' L')} Z`;

export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${f(cx - rx)} ${f(cy)} a${f(rx)} ${f(ry)} 0 1 0 ${f(2 * rx)} 0 a${f(rx)} ${f(ry)} 0 1 0 ${f(-2 * rx)} 0 Z`;
}

/** Ellipse as a polygon, always in the same winding, so unions with `nonzero` never leave holes. */
export function ellipsePoly(cx: number, cy: number, rx: number, ry: number, n = 96): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    pts.push({ x: cx + rx * Math.cos(a), y: cy + ry * Math.sin(a) });
  }
  return pts;
}

export interface Sample {
  p: Pt;
  angle: number;
  t: number;
}

/** Evenly spaced points (by arc length) along a parametric curve t∈[0,1], with tangent angles. */
export function sampleCurve(curve: (t: number) => Pt, spacing: number): Sample[] {
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

export function bezier(p0: Pt, p1: Pt, p2: Pt, p3: Pt): (t: number) => Pt {
  return (t) => {
    const u = 1 - t;
    return {
      x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
      y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y,
    };
  };
}

export const P = (x: number, y: number): Pt => ({ x, y });

/** Teardrop pointing up, centred on the round part's centre. */
export function teardrop(cx: number, cy: number, r: number, len: number): string {
  const top = cy - r - len;
  return `M${f(cx)} ${f(top)} C${f(cx + r * 0.25)} ${f(top + len * 0.45)} ${f(cx + r)} ${f(cy - r * 0.75)} ${f(cx + r)} ${f(cy)} A${f(r)} ${f(r)} 0 0 1 ${f(cx - r)} ${f(cy)} C${f(cx - r)} ${f(cy - r * 0.75)} ${f(cx - r * 0.25)} ${f(top + len * 0.45)} ${f(cx)} ${f(top)} Z`;
}

export function teardropCurve(cx: number, cy: number, r: number, len: number): (t: number) => Pt {
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
export function star8(cx: number, cy: number, r: number, inner = 0.77): string {
  const pts: Pt[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2 - Math.PI / 2;
    const rad = i % 2 === 0 ? r : r * inner;
    pts.push(P(cx + rad * Math.cos(a), cy + rad * Math.sin(a)));
  }
  return poly(pts);
}

export const place = (x: number, y: number, scale: number, rot: number, body: string) =>
  `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)}) scale(${scale})">${body}</g>`;
