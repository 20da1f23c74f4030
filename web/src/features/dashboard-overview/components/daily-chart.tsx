import { Area, Bar, CartesianGrid, ComposedChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { Overview } from '#domain/admin/overview.ts';
import { formatCalendarDay, formatCalendarDayLong, formatCents, formatCompactCents } from '#web/lib/format.ts';

// Loaded on demand (with recharts) by daily-activity.tsx: only this page downloads the chart library.

const GOLD = '#b8921f';
const GOLD_DEEP = '#7d600f';
const INK_SOFT = '#3a3226';
const GRID = '#f5e9c4';

/** Axis ticks only: the exact figures (from cents, never floats) are in the tooltip and the table. */
const dollarTick = formatCompactCents;

/**
 * Orders per day as bars (right axis) and what they were worth as a gold area (left axis). Drawn
 * for the eye only: the page gives the same figures as a summary and a table for screen readers.
 */
export function DailyChart({ daily }: { daily: Overview['daily'] }) {
  return (
    <ComposedChart
      data={daily}
      responsive
      accessibilityLayer={false}
      margin={{ top: 8, right: 4, bottom: 0, left: 4 }}
      style={{ width: '100%', height: '100%' }}
    >
      <defs>
        <linearGradient id="overview-revenue-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={GOLD} stopOpacity={0.35} />
          <stop offset="100%" stopColor={GOLD} stopOpacity={0.02} />
        </linearGradient>
      </defs>
      <CartesianGrid stroke={GRID} vertical={false} />
      <XAxis
        dataKey="date"
        tickFormatter={formatCalendarDay}
        tick={{ fill: INK_SOFT, fontSize: 12 }}
        tickLine={false}
        axisLine={{ stroke: GRID }}
        interval="preserveStartEnd"
        minTickGap={24}
      />
      <YAxis
        yAxisId="revenue"
        tickFormatter={dollarTick}
        tick={{ fill: INK_SOFT, fontSize: 12 }}
        tickLine={false}
        axisLine={false}
        width={56}
      />
      <YAxis
        yAxisId="orders"
        orientation="right"
        allowDecimals={false}
        tick={{ fill: INK_SOFT, fontSize: 12 }}
        tickLine={false}
        axisLine={false}
        width={32}
      />
      <Tooltip
        cursor={{ fill: GOLD, fillOpacity: 0.08 }}
        labelFormatter={(date) => formatCalendarDayLong(String(date))}
        formatter={(value, name) => (name === 'Revenue' ? [formatCents(Number(value)), name] : [String(value), name])}
        contentStyle={{ borderRadius: 12, borderColor: GRID, fontSize: 13 }}
      />
      <Bar
        yAxisId="orders"
        dataKey="orders"
        name="Orders"
        fill={INK_SOFT}
        fillOpacity={0.75}
        radius={[4, 4, 0, 0]}
        maxBarSize={18}
        isAnimationActive={false}
      />
      <Area
        yAxisId="revenue"
        dataKey="revenue"
        name="Revenue"
        type="monotone"
        stroke={GOLD_DEEP}
        strokeWidth={2}
        fill="url(#overview-revenue-fill)"
        isAnimationActive={false}
      />
    </ComposedChart>
  );
}
