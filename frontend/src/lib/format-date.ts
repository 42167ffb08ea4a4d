import { activeLocale } from './i18n/active-language';

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

// One formatter per locale and style: making one is what costs.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(style: 'date' | 'dateTime'): Intl.DateTimeFormat {
  const locale = activeLocale();
  const key = `${locale}:${style}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, style === 'date' ? DATE : DATE_TIME);
    formatters.set(key, found);
  }
  return found;
}

/** "Jan 5, 2025" in English (the language showing's way otherwise); an unparseable value shows an em dash rather than "Invalid Date". */
export function formatDate(value: string | number | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : formatterFor('date').format(date);
}

/** "Jan 5, 2025, 3:04 PM EST": a moment, always with its time zone (the sender's own). */
export function formatDateTime(value: string | number | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : formatterFor('dateTime').format(date);
}
