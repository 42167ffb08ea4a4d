import { z } from 'zod';
import { utcDay, type Day } from './finance-period.js';

/** The longest range a revenue report or an export covers. */
export const MAX_RANGE_DAYS = 366;
/** The range a report covers when none is given: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;
const EARLIEST_DAY = '2020-01-01';

const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as `YYYY-MM-DD` (UTC), from EARLIEST_DAY to today; one message, the first thing wrong. */
const day = (field: string) =>
  z.string({ error: `${field} must be a date as YYYY-MM-DD` }).superRefine((value, ctx) => {
    const problem = !DAY_FORMAT.test(value)
      ? `${field} must be a date as YYYY-MM-DD, e.g. 2026-11-26`
      : !isCalendarDay(value)
        ? `${field} is not a calendar date`
        : value < EARLIEST_DAY
          ? `${field} cannot be before ${EARLIEST_DAY}`
          : value > utcDay(new Date())
            ? `${field} cannot be after today (UTC)`
            : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** `2026-02-29` and `2026-13-01` are no days: the date they name must write back the same. */
function isCalendarDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const daysBetween = (from: Day, to: Day) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** `?asOf=YYYY-MM-DD`: the books at the end of that day (UTC); now without it. */
export const trialBalanceQuery = z.object({
  asOf: day('asOf').optional().meta({ description: 'The books at the end of this day (UTC); now when left out.' }),
});
export type TrialBalanceQuery = z.output<typeof trialBalanceQuery>;

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`, both included (UTC), at most MAX_RANGE_DAYS; by default the last 30 days. */
export const dayRangeFields = z.object({
  from: day('from').optional().meta({ description: `First day (UTC), included; ${DEFAULT_RANGE_DAYS - 1} days before \`to\` when left out.` }),
  to: day('to').optional().meta({ description: 'Last day (UTC), included; today when left out.' }),
});
/** The range with its defaults filled in, checked. */
export const dayRangeQuery = dayRangeFields
  .transform(({ from, to }) => {
    const last = to ?? utcDay(new Date());
    const first = from ?? utcDay(new Date(`${last}T00:00:00Z`), DEFAULT_RANGE_DAYS - 1);
    return { from: first, to: last };
  })
  .superRefine(({ from, to }, ctx) => {
    if (from > to) ctx.addIssue({ code: 'custom', path: ['from'], message: 'from must be on or before to' });
    else if (daysBetween(from, to) > MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `A range covers at most ${MAX_RANGE_DAYS} days: choose a shorter one` });
  });
export type DayRangeQuery = z.output<typeof dayRangeQuery>;
