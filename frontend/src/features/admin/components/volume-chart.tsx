import { useId } from 'react';
import { formatMoney } from '@/lib/format-money';
import { toNumber, type MoneyValue } from '../api/admin-schemas';
import { formatDay } from './admin-format';

type VolumeChartProps = { days: ReadonlyArray<{ date: string; volume: MoneyValue }> };

const WIDTH = 600;
const HEIGHT = 200;
const GAP = 2;

/**
 * Daily volume as bars (inline SVG). The picture is summarised for screen readers and the
 * figures are one click away as a table, for anyone who needs the exact numbers.
 */
export function VolumeChart({ days }: VolumeChartProps) {
  const summaryId = useId();
  if (days.length === 0) {
    return <p className="py-10 text-center text-sm text-slate-500">No transactions in this period.</p>;
  }

  const values = days.map((day) => toNumber(day.volume));
  const max = Math.max(...values);
  const peak = days[values.indexOf(max)]!;
  const barWidth = WIDTH / days.length;
  const summary =
    `${days.length} days from ${formatDay(days[0]!.date)} to ${formatDay(days[days.length - 1]!.date)}; ` +
    `highest ${formatMoney(peak.volume)} on ${formatDay(peak.date)}.`;

  return (
    <figure className="space-y-3">
      <svg
        role="img"
        aria-label="Transaction volume by day"
        aria-describedby={summaryId}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-48 w-full"
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-slate-200" />
        {days.map((day, index) => {
          const height = max > 0 ? (values[index]! / max) * (HEIGHT - 4) : 0;
          return (
            <rect
              key={day.date}
              x={index * barWidth + GAP / 2}
              y={HEIGHT - height}
              width={Math.max(barWidth - GAP, 1)}
              height={height}
              rx={2}
              className="fill-brand-500"
            >
              <title>{`${formatDay(day.date)}: ${formatMoney(day.volume)}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption id={summaryId} className="text-xs text-slate-500">
        {summary}
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Show the figures as a table</summary>
        <table className="mt-3 w-full text-left">
          <caption className="sr-only">Daily transaction volume</caption>
          <thead>
            <tr className="text-xs uppercase tracking-wide text-slate-500">
              <th scope="col" className="py-1.5">
                Date
              </th>
              <th scope="col" className="py-1.5 text-right">
                Volume
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {days.map((day) => (
              <tr key={day.date}>
                <td className="py-1.5 text-slate-700">{formatDay(day.date)}</td>
                <td className="py-1.5 text-right text-slate-900">{formatMoney(day.volume)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
