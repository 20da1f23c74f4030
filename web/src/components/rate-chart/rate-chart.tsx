import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { RatePoint } from '#domain/rates/rate.ts';
import { formatAxisCents, formatCents, formatDate, formatDateTime } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n.ts';
import { formatRateDay, formatRateTime } from '#web/lib/rate-time.ts';

// Loaded on demand (with recharts) by rate-chart-figure.tsx: only the pages with a chart download it.

const GOLD_DEEP = '#7d600f';
const INK_SOFT = '#3a3226';
const GRID = '#f5e9c4';

/**
 * 'daily': /rates' 30 days, one sample a day, joined straight. 'changes': the dashboard's record
 * of a metal's rate, one step per change, its first point the rate before the first change.
 * 'sparkline': the same steps on a dashboard card, without axes or tooltip.
 */
export type RateChartLook = 'daily' | 'changes' | 'sparkline';

interface Axes {
  minTickGap: number;
  marginLeft: number;
  /** Under a point on the x axis. */
  tick: (at: string, index: number) => string;
  /** Above the figure in the tooltip. */
  when: (at: string, index: number) => string;
  cents: (cents: number) => string;
  perGram: () => string;
}

const AXES: Record<Exclude<RateChartLook, 'sparkline'>, Axes> = {
  daily: {
    minTickGap: 24,
    marginLeft: 0,
    tick: formatRateDay,
    when: formatRateTime,
    // "$76.5", "$77"; under $10 a gram always with cents ("$0.90"): the exact figures are in the tooltip.
    cents: (cents) => (cents < 1000 ? formatCents(cents) : formatAxisCents(cents)),
    perGram: () => t('rates.perGram'),
  },
  changes: {
    minTickGap: 16,
    marginLeft: 4,
    tick: (at, index) => (index === 0 ? 'Before' : formatDate(at)),
    when: (at, index) => (index === 0 ? 'Before the first change' : formatDateTime(at)),
    cents: formatAxisCents,
    perGram: () => 'Per gram',
  },
};

/** A metal's rate per gram, oldest first. Drawn for the eye: the page says the same figures in text. */
export function RateChart({ points, look }: { points: RatePoint[]; look: RateChartLook }) {
  const data = points.map((point, index) => ({ ...point, key: index }));
  const label = (format: (at: string, index: number) => string) => (key: unknown) => {
    const index = Number(key);
    const at = data[index]?.at;
    return at ? format(at, index) : '';
  };
  const axes = look === 'sparkline' ? undefined : AXES[look];
  const steps = look !== 'daily';
  return (
    <LineChart
      data={data}
      responsive
      accessibilityLayer={false}
      margin={axes ? { top: 8, right: 12, bottom: 0, left: axes.marginLeft } : { top: 6, right: 6, bottom: 6, left: 6 }}
      style={{ width: '100%', height: '100%' }}
    >
      {axes ? <CartesianGrid stroke={GRID} vertical={false} /> : null}
      <XAxis
        dataKey="key"
        hide={!axes}
        tickFormatter={axes && label(axes.tick)}
        tick={{ fill: INK_SOFT, fontSize: 12 }}
        tickLine={false}
        axisLine={{ stroke: GRID }}
        minTickGap={axes?.minTickGap}
      />
      <YAxis
        hide={!axes}
        domain={['auto', 'auto']}
        tickFormatter={axes?.cents}
        tick={{ fill: INK_SOFT, fontSize: 12 }}
        tickLine={false}
        axisLine={false}
        width={64}
      />
      {axes ? (
        <Tooltip
          labelFormatter={label(axes.when)}
          formatter={(value) => [formatCents(Number(value)), axes.perGram()]}
          contentStyle={{ borderRadius: 12, borderColor: GRID, fontSize: 13 }}
        />
      ) : null}
      <Line
        dataKey="pricePerGram"
        type={steps ? 'stepAfter' : 'linear'}
        stroke={GOLD_DEEP}
        strokeWidth={2}
        dot={steps ? { r: look === 'sparkline' ? 2.5 : 3.5, fill: GOLD_DEEP } : false}
        activeDot={look === 'sparkline' ? false : { r: steps ? 5 : 4 }}
        isAnimationActive={false}
      />
    </LineChart>
  );
}
