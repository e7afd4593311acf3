import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
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

const labelOf = (point: TrendPoint) => point.label;

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

  const columns = useMemo(
    (): DataColumn<TrendPoint<K>>[] => [
      {
        id: 'label',
        header: categoryLabel,
        isRowHeader: true,
        className: 'font-normal text-slate-900',
        cell: (point) => point.label,
      },
      ...series.map(
        (s): DataColumn<TrendPoint<K>> => ({
          id: s.key,
          header: s.label,
          align: 'right',
          className: 'tabular-nums text-slate-900',
          cell: (point) => formatOf(s)(point[s.key]),
        }),
      ),
    ],
    [categoryLabel, series],
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
        {/* Drawn after "Show as table"; until then read by screen readers only: the picture's numbers. */}
        <div className={showTable ? 'mt-4' : 'sr-only'}>
          <DataTable
            label={`${title} as a table`}
            // A named, focusable region only while it is drawn. The caption is sr-only then (the
            // heading says it); while the table is hidden, the whole table is, without its box.
            isRegion={showTable}
            isBoxed={showTable}
            caption={title}
            isCaptionVisible={!showTable}
            isCompact
            headerVariant="plain"
            columns={columns}
            rows={data}
            rowId={labelOf}
          />
        </div>
      </div>
    </figure>
  );
}
