/** A target a figure is held to: met or not, and how it reads in the table. */
export interface Target {
  text: string;
  met: boolean;
}

/** One line of the benchmark's table: the api's figure beside its bare baseline's, measured in the same run. */
export interface BenchRow {
  name: string;
  unit: string;
  value: number;
  /** The bare baseline's figure (same work, no framework); absent where the target is absolute. */
  baseline?: number;
  target?: Target;
  /** Decimals to print (scores 0, layout shift 3); unset: whole numbers from 100, one decimal below. */
  digits?: number;
}

/** At least `share` of the baseline (throughput). */
export function atLeastShareOf(value: number, baseline: number, share: number): Target {
  return { text: `≥ ${share} × baseline`, met: value >= share * baseline };
}

/** At most `times` the baseline (latency). */
export function atMostTimes(value: number, baseline: number, times: number): Target {
  return { text: `≤ ${times} × baseline`, met: value <= times * baseline };
}

const figure = (value: number, digits?: number) =>
  digits !== undefined ? value.toFixed(digits) : value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(1);

/** The table as Markdown (so the README can show the last one as it is), with the machine above it. */
export function formatTable(machine: string, rows: BenchRow[]): string {
  const lines = [
    `machine: ${machine}`,
    '',
    '| measurement | unit | api | baseline | api / baseline | target | met |',
    '|---|---|---:|---:|---:|---|---|',
    ...rows.map((row) =>
      [
        row.name,
        row.unit,
        figure(row.value, row.digits),
        row.baseline === undefined ? '' : figure(row.baseline, row.digits),
        row.baseline === undefined || row.baseline === 0 ? '' : (row.value / row.baseline).toFixed(2),
        row.target?.text ?? '',
        row.target ? (row.target.met ? 'yes' : 'NO') : '',
      ].join(' | '),
    ).map((line) => `| ${line} |`),
  ];
  const missed = rows.filter((row) => row.target && !row.target.met);
  lines.push('', missed.length === 0 ? 'every target met' : `targets missed: ${missed.map((row) => row.name).join('; ')}`);
  return lines.join('\n');
}
