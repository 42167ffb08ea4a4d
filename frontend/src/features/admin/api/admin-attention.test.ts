import { describe, expect, it } from 'vitest';
import { isDisputeClosed } from './admin-attention';

const dispute = { id: 'dp_1', reason: 'fraudulent', amount: 109, currency: 'usd', dueBy: null };

describe('isDisputeClosed', () => {
  it.each([
    ['needs_response', false],
    ['warning_needs_response', false],
    ['under_review', false],
    ['won', true],
    ['lost', true],
    ['LOST', true],
    ['warning_closed', true],
  ])('a %s dispute is closed: %s', (status, closed) => {
    expect(isDisputeClosed({ ...dispute, status })).toBe(closed);
  });

  it('is closed once it has a closing time, whatever its status says', () => {
    expect(isDisputeClosed({ ...dispute, status: 'under_review', closedAt: '2025-01-20T09:00:00.000Z' })).toBe(true);
    expect(isDisputeClosed({ ...dispute, status: 'under_review', closedAt: null })).toBe(false);
  });
});
