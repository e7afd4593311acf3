/** What a TrendChart draws and how its numbers read: shared by the figure and the (lazy) drawing. */

/**
 * Colours of the series, in order: Tailwind's 700 shades, each at least 4.5:1 against white (more
 * than the 3:1 WCAG asks of graphics), and told apart by lightness as well as hue.
 */
export const CHART_COLOURS = ['#1d4ed8', '#047857', '#b45309', '#7e22ce', '#be123c'] as const;

/** One series of a TrendChart: a number per point, drawn as bars or a line. */
export interface TrendSeries<K extends string = string> {
  /** The data field it plots. */
  key: K;
  /** Its name in the legend, the table's header and the summary. */
  label: string;
  /** How a value reads in the table, the tooltip and the summary (default: en-NZ number). */
  format?: (value: number) => string;
  /** How a value reads on its axis, when shorter than `format` (revenue in whole dollars). */
  tickFormat?: (value: number) => string;
  /** Bars (default) or a line. */
  type?: 'bar' | 'line';
  /** The axis it is measured against: left (default) or right (money beside counts). */
  axis?: 'left' | 'right';
}

/** One point (a month): its label on the axis and in the table, and a number per series. */
export type TrendPoint<K extends string = string> = { label: string } & Record<K, number>;

const plain = new Intl.NumberFormat('en-NZ');
export const formatOf = (series: Pick<TrendSeries, 'format'>) => series.format ?? ((v) => plain.format(v));

/** "Estates: highest 4 (Jul 2026), latest 2." for each series. */
export function summaryOf<K extends string>(
  data: readonly TrendPoint<K>[],
  series: readonly TrendSeries<K>[],
): string {
  if (data.length === 0) return 'No data.';
  const span = data.length > 1 ? `${data[0]!.label} to ${data.at(-1)!.label}` : data[0]!.label;
  const parts = series.map((s) => {
    const format = formatOf(s);
    let top = data[0]!;
    for (const point of data) if (point[s.key] > top[s.key]) top = point;
    return `${s.label}: highest ${format(top[s.key])} (${top.label}), latest ${format(data.at(-1)![s.key])}.`;
  });
  return [`${span}.`, ...parts].join(' ');
}
