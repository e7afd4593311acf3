import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CHART_COLOURS, formatOf, type TrendPoint, type TrendSeries } from './trend-chart-model';

/**
 * The drawing of a TrendChart, the one module that imports recharts (loaded lazily). Decorative to
 * assistive technology: the figure around it is one image with a summary, and the table beside it
 * holds the numbers, so recharts' own keyboard layer is off (nothing inside an image may take focus).
 */
export function TrendChartDrawing<K extends string>({
  data,
  series,
  height,
}: {
  data: readonly TrendPoint<K>[];
  series: readonly TrendSeries<K>[];
  height: number;
}) {
  const hasRight = series.some((s) => s.axis === 'right');
  const tickOf = (axis: 'left' | 'right') => {
    const first = series.find((s) => (s.axis ?? 'left') === axis);
    return first ? (first.tickFormat ?? formatOf(first)) : undefined;
  };
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="label" tick={{ fill: '#334155', fontSize: 12 }} tickLine={false} />
        <YAxis
          yAxisId="left"
          allowDecimals={false}
          tick={{ fill: '#334155', fontSize: 12 }}
          tickFormatter={tickOf('left')}
          width={48}
        />
        {hasRight ? (
          <YAxis
            yAxisId="right"
            orientation="right"
            tick={{ fill: '#334155', fontSize: 12 }}
            tickFormatter={tickOf('right')}
            width={64}
          />
        ) : null}
        <Tooltip formatter={(value, _name, item) => tooltipValue(series, item.dataKey, value)} />
        <Legend wrapperStyle={{ fontSize: 13, color: '#0f172a' }} />
        {series.map((s, i) => {
          const colour = CHART_COLOURS[i % CHART_COLOURS.length]!;
          const common = {
            dataKey: s.key,
            name: s.label,
            yAxisId: s.axis ?? 'left',
            isAnimationActive: false,
          };
          return s.type === 'line' ? (
            <Line key={s.key} {...common} type="monotone" stroke={colour} strokeWidth={2} dot={{ r: 3 }} />
          ) : (
            <Bar key={s.key} {...common} fill={colour} radius={[3, 3, 0, 0]} maxBarSize={32} />
          );
        })}
      </ComposedChart>
    </ResponsiveContainer>
  );
}

function tooltipValue<K extends string>(
  series: readonly TrendSeries<K>[],
  key: unknown,
  value: unknown,
): string {
  const s = series.find((x) => x.key === key);
  return s && typeof value === 'number' ? formatOf(s)(value) : String(value);
}
