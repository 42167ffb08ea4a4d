import type { CalendarDate } from './calendar-date.js';
import type { LimitedTier } from './verification-tier.js';

/** The identity provider's checks: an id number check (Basic) and a document with a matching selfie (Verified ID). */
export const CHECK_KINDS = ['id_number', 'document'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/** The tier a check that passes grants. */
export const TIER_OF_CHECK: Record<CheckKind, LimitedTier> = { id_number: 'basic', document: 'verified_id' };

/**
 * Where a check stands for us: `awaiting_input` (the sender has not submitted, or must submit
 * again: `reason` says why), `processing` (submitted; the provider has not concluded, or said
 * something we do not know), and the final `passed`, `failed` (the provider verified someone
 * else's details: `details_mismatch`) and `canceled`.
 */
export type CheckState = 'awaiting_input' | 'processing' | 'passed' | 'failed' | 'canceled';

const FINAL: ReadonlySet<CheckState> = new Set(['passed', 'failed', 'canceled']);

/** What the verified outputs say about the person (never the id number itself). */
export interface VerifiedPerson {
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: CalendarDate | null;
}

/** The provider's VerificationSession as read back from it (the webhook is only a nudge to read it). */
export interface ProviderSessionState {
  /** As the provider says it: requires_input, processing, verified, canceled, or a status we do not know. */
  status: string;
  /** `last_error.code` when the session requires input again. */
  lastErrorCode: string | null;
  /** The verified outputs, read only for a verified session. */
  verified: VerifiedPerson | null;
}

/** What applying the provider's word did. */
export type CheckChange = { kind: 'unchanged' } | { kind: 'moved'; from: CheckState; to: CheckState };

/** One identity check at the provider (one VerificationSession), as the sender's verification goes through it. */
export class IdentityCheck {
  id: string;
  userId: number;
  kind: CheckKind;
  providerSessionId: string;
  state: CheckState = 'awaiting_input';
  /** Why the sender must try again, or why it failed: the provider's `last_error.code`, or `details_mismatch`. */
  reason: string | null = null;
  /** The provider's status as last read (kept as said, known or not). */
  providerStatus = 'requires_input';
  createdAt: Date;
  updatedAt: Date;
  concludedAt: Date | null = null;

  /** Use `IdentityCheck.start`; public only for the ORM. */
  constructor(id: string, userId: number, kind: CheckKind, providerSessionId: string, at: Date) {
    this.id = id;
    this.userId = userId;
    this.kind = kind;
    this.providerSessionId = providerSessionId;
    this.createdAt = at;
    this.updatedAt = at;
  }

  static start(id: string, userId: number, kind: CheckKind, providerSessionId: string, at: Date): IdentityCheck {
    return new IdentityCheck(id, userId, kind, providerSessionId, at);
  }

  isFinal(): boolean {
    return FINAL.has(this.state);
  }

  /** Whether the sender can carry on with this check (submit, or submit again) instead of starting another. */
  isResumable(): boolean {
    return this.state === 'awaiting_input';
  }

  /**
   * Applies the provider's session as it stands. A final check never moves again (a stale or
   * repeated event changes nothing). `matches` says whether verified outputs are the sender's
   * own details; a verification of someone else's fails the check. A status we do not know, or
   * a verified session whose outputs could not be read, is never final: the check stays
   * processing until the provider says something we understand.
   */
  apply(session: ProviderSessionState, matches: (person: VerifiedPerson) => boolean, at: Date): CheckChange {
    if (this.isFinal()) return { kind: 'unchanged' };
    const from = this.state;
    const [to, reason] = this.destination(session, matches);
    this.providerStatus = session.status.slice(0, 40);
    if (to === from && reason === this.reason) return { kind: 'unchanged' };
    this.state = to;
    this.reason = reason;
    this.updatedAt = at;
    if (this.isFinal()) this.concludedAt = at;
    return { kind: 'moved', from, to };
  }

  private destination(session: ProviderSessionState, matches: (person: VerifiedPerson) => boolean): [CheckState, string | null] {
    switch (session.status) {
      case 'requires_input':
        return ['awaiting_input', session.lastErrorCode ? session.lastErrorCode.slice(0, 60) : null];
      case 'processing':
        return ['processing', null];
      case 'canceled':
        return ['canceled', this.reason];
      case 'verified':
        if (!session.verified) return ['processing', null];
        return matches(session.verified) ? ['passed', null] : ['failed', 'details_mismatch'];
      default:
        return ['processing', null];
    }
  }
}
