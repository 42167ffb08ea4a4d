import { describe, expect, it } from 'vitest';
import { adminTransactionStatus, adminUserStatus, attentionKindDisplay } from './admin-status';

describe('adminTransactionStatus (spec section 4, admin table)', () => {
  it.each([
    ['completed', 'Completed', 'success'],
    ['SUCCEEDED', 'Completed', 'success'],
    ['processing', 'Processing', 'warning'],
    ['PENDING', 'Processing', 'warning'],
    // Unpaid (ours, lower-case) is not "in progress": its own label and colour.
    ['pending', 'Pending', 'info'],
    ['failed', 'Failed', 'danger'],
    ['FAILED', 'Failed', 'danger'],
    ['cancelled', 'cancelled', 'neutral'],
    ['REQUIRES_ACTION', 'REQUIRES_ACTION', 'neutral'],
    ['success', 'success', 'neutral'],
    ['', 'Unknown', 'neutral'],
  ])('shows %s as %s (%s)', (status, label, tone) => {
    expect(adminTransactionStatus(status)).toEqual({ label, tone });
  });
});

describe('adminUserStatus', () => {
  it.each([
    ['active', 'Active', 'success'],
    ['suspended', 'Suspended', 'danger'],
    ['locked', 'locked', 'neutral'],
  ])('shows %s as %s (%s)', (status, label, tone) => {
    expect(adminUserStatus(status)).toEqual({ label, tone });
  });
});

describe('attentionKindDisplay', () => {
  it.each([
    ['payout_failed', 'Payout', 'danger'],
    ['refund_refused', 'Refund', 'danger'],
    ['dispute', 'Dispute', 'warning'],
    ['overdue', 'Late', 'warning'],
    ['settlement_event', 'Settlement', 'info'],
    ['outbox_job', 'Outbox', 'neutral'],
    ['notification', 'Notification', 'neutral'],
    // A kind the server added since: shown as it came.
    ['manual_review', 'manual_review', 'neutral'],
    ['toString', 'toString', 'neutral'],
    ['', 'Unknown', 'neutral'],
  ])('shows %s as %s (%s)', (kind, label, tone) => {
    expect(attentionKindDisplay(kind)).toEqual({ label, tone });
  });
});
