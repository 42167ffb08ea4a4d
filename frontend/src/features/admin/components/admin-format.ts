import { deliveryMethodLabel, effectiveDeliveryMethod } from '@/config/delivery-methods';
import { paymentMethodLabel } from '@/lib/data/transactions';
import { formatDate } from '@/lib/format-date';

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const rateFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "1,234". */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** "97.5%": the server sends the percentage with one decimal. */
export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** "129.25", "3,700.1234": a rate has at most 4 decimals (numeric 10,4). */
export function formatRate(rate: number): string {
  return rateFormat.format(rate);
}

/** "Jan 5, 2025, 12:00 PM"; an unparseable value shows an em dash. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateTimeFormat.format(date);
}

/** A calendar day `YYYY-MM-DD` as "Jan 5, 2025", read as that day wherever the browser is. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return formatDate(day);
  return formatDate(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** Long ids (UUIDs, session ids) shortened to 8 characters for a table cell; the title keeps all of it. */
export function shortId(id: string | number): string {
  const text = String(id);
  return text.length > 10 ? `${text.slice(0, 8)}…` : text;
}

/** "Card", "Bank (ACH)", or the stored value; nothing recorded is "N/A". */
export function methodText(method: string | null | undefined): string {
  return method ? paymentMethodLabel(method) : 'N/A';
}

/** "Amina Tesfaye", or "N/A" when neither name is known. */
export function personName(person: { firstName?: string | null; lastName?: string | null } | null | undefined): string {
  const name = `${person?.firstName ?? ''} ${person?.lastName ?? ''}`.trim();
  return name === '' ? 'N/A' : name;
}

/** "M-Pesa", "Cash pickup": how the recipient is paid (the country's default when none is recorded), or "N/A". */
export function deliveryText(country: string, method: string | null | undefined): string {
  const effective = method || effectiveDeliveryMethod(country, undefined);
  return effective ? deliveryMethodLabel(effective) : 'N/A';
}

const relativeFormat = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * "5 minutes ago", "26 hours ago", "3 days ago": how long ago `value` was. Hours up to two days,
 * so "late for 26 h" reads as such; an unparseable value shows an em dash.
 */
export function formatTimeAgo(value: string, now: number = Date.now()): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '—';
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return relativeFormat.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < 2 * DAY_MS) return relativeFormat.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  return relativeFormat.format(-Math.floor(elapsed / DAY_MS), 'day');
}

/** How close a deadline must be before it is shown as urgent. */
const DUE_SOON_MS = 3 * DAY_MS;

/** A deadline within the next three days, or already passed. */
export function isDueSoon(value: string, now: number = Date.now()): boolean {
  const time = new Date(value).getTime();
  return !Number.isNaN(time) && time - now <= DUE_SOON_MS;
}

/** `needs_response` as "Needs response": a provider's status in words. */
export function statusWords(status: string): string {
  const words = status.replace(/_/g, ' ').trim();
  return words === '' ? 'Unknown' : words.charAt(0).toUpperCase() + words.slice(1);
}
