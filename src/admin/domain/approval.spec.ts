import { AdminRoleNotAllowedError } from './admin.errors.js';
import {
  APPROVAL_LIFETIME_MS,
  Approval,
  ApprovalDecidedError,
  ApprovalExpiredError,
  ApprovalNoteRequiredError,
  FOUR_EYES_ACTIONS,
  SameOperatorError,
  needsFourEyes,
  type ProposedAction,
} from './approval.js';
import type { OperatorRef } from './operator.js';

const financeA: OperatorRef = { id: 1, email: 'a@example.com', role: 'finance' };
const financeB: OperatorRef = { id: 2, email: 'b@example.com', role: 'finance' };
const support: OperatorRef = { id: 3, email: 'support@example.com', role: 'support' };
const compliance: OperatorRef = { id: 4, email: 'compliance@example.com', role: 'compliance' };
const owner: OperatorRef = { id: 5, email: 'owner@example.com', role: 'owner' };

const proposedAt = new Date('2026-11-27T10:00:00Z');
const later = (ms: number) => new Date(proposedAt.getTime() + ms);
const otherMethod: ProposedAction = {
  kind: 'attention',
  key: 'payout_failed:1b4e28ba-2fa1-11d2-883f-0016d3cca427:1',
  action: 'retry_payout_other_method',
  destination: { deliveryMethod: 'bank_account', bankId: '4031', accountNumber: '1000123450777' },
};

function proposal(action: ProposedAction = otherMethod, by: OperatorRef = financeA): Approval {
  return Approval.propose({ id: 'p-1', action, summary: 'Send it by Bank account', proposedBy: by, note: '  The wallet is barred; the sender gave this account  ', now: proposedAt });
}

/** The error `run` throws (or fails the test when it throws none). */
function thrown(run: () => void): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('nothing was thrown');
}

describe('four-eyes approval', () => {
  it('is needed for paying another destination, recording a refund paid outside and releasing a sanctions hold, and nothing else', () => {
    expect([...FOUR_EYES_ACTIONS].sort()).toEqual(['mark_refunded', 'release_screening', 'retry_payout_other_method']);
    expect(needsFourEyes('retry_payout_other_method')).toBe(true);
    for (const action of ['retry_payout', 'refund', 'retry_refund', 'check_payout', 'requeue', 'refuse_screening', 'release_payout', 'resolve_alert', 'correct_break'] as const) {
      expect({ action, needs: needsFourEyes(action) }).toEqual({ action, needs: false });
    }
  });

  it('a proposal is pending for 24 hours with its proposer and trimmed note, and decided by nobody yet', () => {
    const p = proposal();
    expect(p.statusAt(proposedAt)).toBe('pending');
    expect(p.expiresAt).toEqual(later(APPROVAL_LIFETIME_MS));
    expect(p.proposedBy).toEqual(financeA);
    expect(p.proposalNote).toBe('The wallet is barred; the sender gave this account');
    expect(p.action).toEqual(otherMethod);
    expect({ decidedBy: p.decidedBy, decidedAt: p.decidedAt, decisionNote: p.decisionNote }).toEqual({ decidedBy: null, decidedAt: null, decisionNote: null });
    expect(p.statusAt(later(APPROVAL_LIFETIME_MS - 1))).toBe('pending');
    expect(p.statusAt(later(APPROVAL_LIFETIME_MS))).toBe('expired');
  });

  it('needs a note of at least 3 characters', () => {
    for (const note of [undefined, null, '', '  ', 'ok', ' ok  ', 'x'.repeat(501)]) {
      const error = thrown(() => Approval.propose({ id: 'p', action: otherMethod, summary: 's', proposedBy: financeA, note, now: proposedAt }));
      expect(error).toBeInstanceOf(ApprovalNoteRequiredError);
      expect(error).toMatchObject({ code: 'APPROVAL.NOTE_REQUIRED', kind: 'validation', field: 'proposalNote' });
    }
    expect(Approval.propose({ id: 'p', action: otherMethod, summary: 's', proposedBy: financeA, note: 'why', now: proposedAt }).proposalNote).toBe('why');
  });

  it('is not made for an action that is done at once', () => {
    expect(() => Approval.propose({ id: 'p', action: { kind: 'attention', key: 'k', action: 'retry_payout' }, summary: 's', proposedBy: support, note: 'why not', now: proposedAt })).toThrow(/done at once/);
  });

  it('the proposer may neither approve nor reject it: another operator must', () => {
    const p = proposal();
    for (const decide of [() => p.approve(financeA, null, later(1000)), () => p.reject(financeA, 'Changed my mind', later(1000))]) {
      const error = thrown(decide);
      expect(error).toBeInstanceOf(SameOperatorError);
      expect(error).toMatchObject({ code: 'APPROVAL.SAME_OPERATOR', kind: 'conflict', message: 'Another operator must approve this.' });
    }
    expect(p.statusAt(later(1000))).toBe('pending');
    expect(p.mayBeDecidedBy(financeA, later(1000))).toBe(false);
  });

  it('only an operator whose role allows the action may decide it', () => {
    const p = proposal();
    const error = thrown(() => p.approve(support, null, later(1000)));
    expect(error).toBeInstanceOf(AdminRoleNotAllowedError);
    expect(error).toMatchObject({ code: 'ADMIN.ROLE_NOT_ALLOWED', kind: 'forbidden', message: 'Your role (support) cannot do this. It needs an operator with the role finance or owner.' });
    expect(thrown(() => p.reject(compliance, 'Not ours to pay', later(1000)))).toBeInstanceOf(AdminRoleNotAllowedError);
    expect(p.mayBeDecidedBy(support, later(1000))).toBe(false);
    expect(p.mayBeDecidedBy(financeB, later(1000))).toBe(true);
    expect(p.mayBeDecidedBy(owner, later(1000))).toBe(true);

    const release = proposal({ kind: 'attention', key: 'screening_hold:1b4e28ba-2fa1-11d2-883f-0016d3cca427', action: 'release_screening' }, compliance);
    expect(thrown(() => release.approve(financeB, null, later(1000)))).toBeInstanceOf(AdminRoleNotAllowedError);
    release.approve(owner, null, later(1000));
    expect(release.statusAt(later(1000))).toBe('approved');
  });

  it('approved by a second operator: who, when and their note are kept beside the proposer', () => {
    const p = proposal();
    p.approve(financeB, '  Checked with the sender by phone ', later(60_000));
    expect(p.statusAt(later(60_000))).toBe('approved');
    // Decided stays decided: past the proposal's expiry it is still approved.
    expect(p.statusAt(later(2 * APPROVAL_LIFETIME_MS))).toBe('approved');
    expect({ by: p.decidedBy, at: p.decidedAt, note: p.decisionNote, proposer: p.proposedBy }).toEqual({
      by: financeB,
      at: later(60_000),
      note: 'Checked with the sender by phone',
      proposer: financeA,
    });
    const noNote = proposal();
    noNote.approve(financeB, '   ', later(1));
    expect(noNote.decisionNote).toBeNull();
  });

  it('rejected with a note by a second operator; a rejection without one is refused', () => {
    const p = proposal();
    for (const note of [undefined, '', 'no']) {
      expect(thrown(() => p.reject(financeB, note, later(1000)))).toMatchObject({ code: 'APPROVAL.NOTE_REQUIRED', field: 'note' });
    }
    expect(p.statusAt(later(1000))).toBe('pending');
    p.reject(financeB, 'The account is not the recipient’s', later(1000));
    expect(p.statusAt(later(1000))).toBe('rejected');
    expect({ by: p.decidedBy, note: p.decisionNote }).toEqual({ by: financeB, note: 'The account is not the recipient’s' });
  });

  it('a decided proposal cannot be decided again', () => {
    const approved = proposal();
    approved.approve(financeB, null, later(1000));
    expect(thrown(() => approved.approve(owner, null, later(2000)))).toEqual(new ApprovalDecidedError('approved'));
    expect(thrown(() => approved.reject(owner, 'Too late now', later(2000)))).toMatchObject({ code: 'APPROVAL.DECIDED', kind: 'conflict', message: 'This proposal was approved already.' });
    expect(approved.decidedBy).toEqual(financeB);

    const rejected = proposal();
    rejected.reject(financeB, 'Wrong account', later(1000));
    expect(thrown(() => rejected.approve(owner, null, later(2000)))).toMatchObject({ code: 'APPROVAL.DECIDED', message: 'This proposal was rejected already.' });
    expect(rejected.mayBeDecidedBy(owner, later(2000))).toBe(false);
  });

  it('an expired proposal cannot be decided, by anyone', () => {
    const p = proposal();
    const expired = later(APPROVAL_LIFETIME_MS);
    for (const decide of [() => p.approve(financeB, null, expired), () => p.reject(owner, 'Too old', expired), () => p.approve(financeA, null, expired)]) {
      const error = thrown(decide);
      expect(error).toBeInstanceOf(ApprovalExpiredError);
      expect(error).toMatchObject({ code: 'APPROVAL.EXPIRED', kind: 'conflict' });
    }
    expect(p.statusAt(expired)).toBe('expired');
    expect(p.decidedBy).toBeNull();
    expect(p.mayBeDecidedBy(financeB, expired)).toBe(false);
  });

  it('restores as stored, an old pending one reading as expired', () => {
    const restored = Approval.restore({
      id: 'p-2',
      action: otherMethod,
      summary: 's',
      proposedBy: financeA,
      proposalNote: 'why',
      proposedAt,
      expiresAt: later(APPROVAL_LIFETIME_MS),
      status: 'pending',
      decidedBy: null,
      decidedAt: null,
      decisionNote: null,
    });
    expect(restored.storedStatus).toBe('pending');
    expect(restored.statusAt(later(APPROVAL_LIFETIME_MS + 1))).toBe('expired');
  });
});
