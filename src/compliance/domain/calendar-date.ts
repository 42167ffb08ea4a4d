/** A date without a time or zone (a date of birth): year, month 1–12, day 1–31. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** `YYYY-MM-DD` as a calendar date, or null when it is not a real date. */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function sameCalendarDate(a: CalendarDate, b: CalendarDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/** Whole years from `born` to the day `on` falls on in UTC (a birthday on 29 February counts from 1 March in other years). */
export function ageOn(born: CalendarDate, on: Date): number {
  const years = on.getUTCFullYear() - born.year;
  const month = on.getUTCMonth() + 1;
  const beforeBirthday = month < born.month || (month === born.month && on.getUTCDate() < born.day);
  return beforeBirthday ? years - 1 : years;
}
