import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { RatePoint } from '#domain/rates/rate.ts';
import { formatAxisCents, formatCents } from '#web/lib/format.ts';
import { formatRateDay, formatRateTime } from '../rate-time.ts';
import { t } from '#web/lib/i18n.ts';

// Loaded on demand (with recharts) by rate-chart-figure.tsx: only /rates downloads it.

const GOLD_DEEP = '#7d600f';
const INK_SOFT = '#3a3226';
const GRID = '#f5e9c4';

// Axis ticks only (the exact figures are in the tooltip and the table): "$76.5", "$77"; under
// $10 a gram always with cents ("$0.90").
const tick = (cents: number) => (cents < 1000 ? formatCents(cents) : formatAxisCents(cents));

/** A metal's rate per gram once a day, oldest first. Drawn for the eye: the page says the figures in text. */
export function RateChart({ points }: { points: RatePoint[] }) {
  const data = points.map((point, index) => ({ ...point, key: index }));
  const at = (index: unknown) => data[Number(index)]?.at;
  return (
    <LineChart
      data={data}
      responsive
      accessibilityLayer={false}
      margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
      style={{ width: '100%', height: '100%' }}
    >
      <CartesianGrid stroke={GRID} vertical={false} />
      <XAxis
        dataKey="key"
        tickFormatter={(index) => {
          const time = at(index);
          return time ? formatRateDay(time) : '';
        }}
        tick={{ fill: INK_SOFT, fontSize: 12 }}
        tickLine={false}
        axisLine={{ stroke: GRID }}
        minTickGap={24}
      />
      <YAxis
        domain={['auto', 'auto']}
        tickFormatter={tick}
        tick={{ fill: INK_SOFT, fontSize: 12 }}
        tickLine={false}
        axisLine={false}
        width={64}
      />
      <Tooltip
        labelFormatter={(index) => {
          const time = at(index);
          return time ? formatRateTime(time) : '';
        }}
        formatter={(value) => [formatCents(Number(value)), t('rates.perGram')]}
        contentStyle={{ borderRadius: 12, borderColor: GRID, fontSize: 13 }}
      />
      <Line
        dataKey="pricePerGram"
        type="linear"
        stroke={GOLD_DEEP}
        strokeWidth={2}
        dot={false}
        activeDot={{ r: 4 }}
        isAnimationActive={false}
      />
    </LineChart>
  );
}
