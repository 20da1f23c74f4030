// The SVG document every drawing writes into.
import { DEG, f, type Rng } from './geometry.ts';
import type { Metal, Tone } from './palette.ts';

// ---------------------------------------------------------------------------------------------
// SVG document: collects <defs>, hands out ids, caches gradients and filters
// ---------------------------------------------------------------------------------------------

export type Stop = [offset: number, color: string, opacity?: number];

export const stopsXml = (stops: Stop[]) =>
  stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
    .join('');

export class Ctx {
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

export interface Scene {
  ctx: Ctx;
  metal: Metal;
  tone: Tone;
}
