import { describe, expect, it } from 'vitest';
import { formatTimeAgo, isDueSoon, statusWords } from './admin-format';

const NOW = Date.parse('2025-01-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatTimeAgo', () => {
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [MINUTE, '1 minute ago'],
    [45 * MINUTE, '45 minutes ago'],
    [HOUR, '1 hour ago'],
    [26 * HOUR, '26 hours ago'],
    [47 * HOUR + 59 * MINUTE, '47 hours ago'],
    [2 * DAY, '2 days ago'],
    [9 * DAY + 5 * HOUR, '9 days ago'],
  ])('shows %d ms ago as %s', (elapsed, text) => {
    expect(formatTimeAgo(ago(elapsed), NOW)).toBe(text);
  });

  it('shows a time in the future (clocks apart) as just now, and nonsense as a dash', () => {
    expect(formatTimeAgo(ago(-5 * MINUTE), NOW)).toBe('just now');
    expect(formatTimeAgo('not a date', NOW)).toBe('—');
  });
});

describe('isDueSoon', () => {
  it.each([
    [-DAY, true],
    [0, true],
    [2 * DAY, true],
    [3 * DAY, true],
    [3 * DAY + MINUTE, false],
    [10 * DAY, false],
  ])('a deadline %d ms away is due soon: %s', (away, soon) => {
    expect(isDueSoon(new Date(NOW + away).toISOString(), NOW)).toBe(soon);
  });

  it('is never due soon when the deadline cannot be read', () => {
    expect(isDueSoon('soon', NOW)).toBe(false);
  });
});

describe('statusWords', () => {
  it.each([
    ['needs_response', 'Needs response'],
    ['fraudulent', 'Fraudulent'],
    ['won', 'Won'],
    ['', 'Unknown'],
  ])('shows %j as %j', (status, words) => {
    expect(statusWords(status)).toBe(words);
  });
});
