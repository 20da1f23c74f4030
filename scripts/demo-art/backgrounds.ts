// Backgrounds and props the pieces are shown on.
import { between, f } from './geometry.ts';
import type { Backdrop } from './palette.ts';
import type { Ctx } from './svg.ts';
import { shadow } from './stones.ts';

// ---------------------------------------------------------------------------------------------
// Backgrounds and props
// ---------------------------------------------------------------------------------------------

export function studioBg(ctx: Ctx, b: Backdrop, horizon = 0.66): string {
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

export function velvetBg(ctx: Ctx, b: Backdrop): string {
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
export function silkBg(ctx: Ctx, b: Backdrop): string {
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
export function bust(ctx: Ctx, color: string, lit: string, shade: string): string {
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
