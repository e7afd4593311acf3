import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatOf, summaryOf, type TrendPoint, type TrendSeries } from './trend-chart-model';

export { CHART_COLOURS, type TrendPoint, type TrendSeries } from './trend-chart-model';

export interface TrendChartProps<K extends string> {
  /** The chart's heading, also the table's caption. */
  title: string;
  /** A sentence under the heading (what is counted). */
  description?: string;
  data: readonly TrendPoint<K>[];
  series: readonly TrendSeries<K>[];
  /** The header of the table's first column. */
  categoryLabel?: string;
  /** What the chart says to a screen reader; a summary of each series by default. */
  summary?: string;
  /** Height of the drawing in pixels. */
  height?: number;
  /** The heading's level (the page's structure decides). */
  headingLevel?: 2 | 3;
  className?: string;
}

// recharts is loaded with the first chart drawn, not with the page (about 100 kB gzipped).
const TrendChartDrawing = lazy(() =>
  import('./trend-chart-drawing').then((m) => ({ default: m.TrendChartDrawing })),
);

/**
 * An accessible trend chart: a figure with a visible heading, the drawing (recharts, loaded lazily)
 * as one image with a spoken summary, and the same numbers as a table. The table is always there
 * for screen readers; "Show as table" shows it to everyone.
 */
export function TrendChart<K extends string>({
  title,
  description,
  data,
  series,
  categoryLabel = 'Month',
  summary,
  height = 280,
  headingLevel = 2,
  className,
}: TrendChartProps<K>) {
  const headingId = useId();
  const [showTable, setShowTable] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const spoken = `${title}. ${summary ?? summaryOf(data, series)}`;

  const table = (
    <table className="min-w-full text-left text-sm">
      <caption className={showTable ? 'sr-only' : undefined}>{title}</caption>
      <thead className="border-b border-slate-200 text-slate-700">
        <tr>
          <th scope="col" className="px-3 py-2 font-medium">
            {categoryLabel}
          </th>
          {series.map((s) => (
            <th key={s.key} scope="col" className="px-3 py-2 text-right font-medium">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {data.map((point) => (
          <tr key={point.label}>
            <th scope="row" className="px-3 py-2 font-normal text-slate-900">
              {point.label}
            </th>
            {series.map((s) => (
              <td key={s.key} className="px-3 py-2 text-right tabular-nums text-slate-900">
                {formatOf(s)(point[s.key])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <figure
      aria-labelledby={headingId}
      className={cn('rounded-xl border border-slate-200 bg-white shadow-sm', className)}
    >
      <figcaption className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-5 py-3">
        <div>
          <Heading id={headingId} className="text-base font-semibold text-slate-900">
            {title}
          </Heading>
          {description ? <p className="mt-0.5 text-sm text-slate-700">{description}</p> : null}
        </div>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={showTable}
          onClick={() => setShowTable((v) => !v)}
        >
          Show as table
        </Button>
      </figcaption>
      <div className="p-5">
        <div role="img" aria-label={spoken} style={{ height }} className="w-full min-w-0">
          {/* The picture itself is hidden: the label above says it, the table holds its numbers. */}
          <div aria-hidden="true" className="h-full w-full">
            <Suspense fallback={<div className="h-full w-full animate-pulse rounded-md bg-slate-100" />}>
              <TrendChartDrawing data={data} series={series} height={height} />
            </Suspense>
          </div>
        </div>
        {showTable ? (
          <div
            role="region"
            aria-label={`${title} as a table`}
            tabIndex={0}
            className="relative mt-4 overflow-x-auto rounded-md border border-slate-200"
          >
            {table}
          </div>
        ) : (
          // Read by screen readers, not drawn: the numbers the picture shows.
          <div className="sr-only">{table}</div>
        )}
      </div>
    </figure>
  );
}
