import * as React from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  color: string;
  values: number[];
  /** Bars instead of a line (amounts per day). */
  isBars?: boolean;
}

const HEIGHT = 220;
/** Steps of the value axis: whole counts (or whole Rand, with `unit` 100 for cents), never 0.2 of a sign-up. */
const STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000];
const DAY_LABEL = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A day ('2026-03-05') as the x value uPlot reads: seconds since the epoch, at UTC midnight. */
const toSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The days a chart shows, as its legend says them while no day is pointed at: "31 Oct to 29 Nov". */
const periodText = (days: string[]) =>
  days.length === 0 ? '' : `${DAY_LABEL.format(toSeconds(days[0]!) * 1000)} to ${DAY_LABEL.format(toSeconds(days[days.length - 1]!) * 1000)}`;

/**
 * One chart of figures per South African day, drawn by uPlot (about 22 KB gzipped, loaded only by the
 * admin dashboard's chunk). It takes its container's width and follows it when the window changes.
 * Days are placed at UTC midnight and labelled in UTC, so the label is the South African day itself.
 */
export function DailyChart({
  days,
  series,
  valueFormat,
  unit = 1,
}: {
  days: string[];
  series: ChartSeries[];
  valueFormat?: (value: number) => string;
  /** What one step of the value axis is at least: 100 for amounts in cents (R1). */
  unit?: number;
}) {
  const container = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    const element = container.current;
    if (!element) return;
    const format = valueFormat ?? ((value: number) => String(value));
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height: HEIGHT,
      legend: { show: true, live: true },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(unit, max)] } },
      axes: [
        { values: (_u, splits) => splits.map((seconds) => DAY_LABEL.format(new Date(seconds * 1000))), stroke: '#64748b', grid: { stroke: '#e2e8f0' } },
        { values: (_u, splits) => splits.map(format), incrs: STEPS.map((step) => step * unit), stroke: '#64748b', grid: { stroke: '#e2e8f0' }, size: 56 },
      ],
      // The legend names each series with its figure: the day's under the cursor, else the total of
      // the days shown, so it is never a bare label.
      series: [
        {
          label: 'Day',
          value: (_u, seconds) => (seconds == null ? periodText(days) : DAY_LABEL.format(new Date(seconds * 1000))),
        },
        ...series.map((entry) => ({
          label: entry.label,
          stroke: entry.color,
          width: 2,
          fill: entry.isBars ? `${entry.color}99` : undefined,
          paths: entry.isBars ? uPlot.paths.bars?.({ size: [0.7, 40] }) : undefined,
          points: { show: !entry.isBars && days.length <= 31 },
          value: (_u: uPlot, value: number | null, _series: number, day: number | null) =>
            day == null ? format(sum(entry.values)) : value == null ? '' : format(value),
        })),
      ],
    };
    const data: uPlot.AlignedData = [days.map(toSeconds), ...series.map((entry) => entry.values)];
    const chart = new uPlot(options, data, element);
    const observer = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [days, series, valueFormat, unit]);

  return <div ref={container} className="daily-chart w-full min-w-0" />;
}
