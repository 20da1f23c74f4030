import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatAxisCents, formatCents, formatDate, formatDateTime } from '#web/lib/format.ts';
import type { RatePoint } from './rate-points.ts';

// Loaded on demand (with recharts) by rate-history-figure.tsx.

const GOLD_DEEP = '#7d600f';
const INK_SOFT = '#3a3226';
const GRID = '#f5e9c4';

/**
 * A metal's rate over its changes, one step per change. Drawn for the eye only: the page lists
 * the same changes as text. `compact` is the card's sparkline: no axes, no tooltip.
 */
export function RateHistoryChart({ points, compact = false }: { points: RatePoint[]; compact?: boolean }) {
  const data = points.map((point, index) => ({ ...point, key: index }));
  const label = (index: unknown) => {
    const at = data[Number(index)]?.at;
    return at ? formatDate(at) : 'Before';
  };
  return (
    <LineChart
      data={data}
      responsive
      accessibilityLayer={false}
      margin={compact ? { top: 6, right: 6, bottom: 6, left: 6 } : { top: 8, right: 12, bottom: 0, left: 4 }}
      style={{ width: '100%', height: '100%' }}
    >
      {compact ? null : <CartesianGrid stroke={GRID} vertical={false} />}
      <XAxis
        dataKey="key"
        hide={compact}
        tickFormatter={label}
        tick={{ fill: INK_SOFT, fontSize: 12 }}
        tickLine={false}
        axisLine={{ stroke: GRID }}
        minTickGap={16}
      />
      <YAxis
        hide={compact}
        domain={['auto', 'auto']}
        tickFormatter={formatAxisCents}
        tick={{ fill: INK_SOFT, fontSize: 12 }}
        tickLine={false}
        axisLine={false}
        width={64}
      />
      {compact ? null : (
        <Tooltip
          labelFormatter={(index) => {
            const at = data[Number(index)]?.at;
            return at ? formatDateTime(at) : 'Before the first change';
          }}
          formatter={(value) => [formatCents(Number(value)), 'Per gram']}
          contentStyle={{ borderRadius: 12, borderColor: GRID, fontSize: 13 }}
        />
      )}
      <Line
        dataKey="price"
        type="stepAfter"
        stroke={GOLD_DEEP}
        strokeWidth={2}
        dot={{ r: compact ? 2.5 : 3.5, fill: GOLD_DEEP }}
        activeDot={compact ? false : { r: 5 }}
        isAnimationActive={false}
      />
    </LineChart>
  );
}
