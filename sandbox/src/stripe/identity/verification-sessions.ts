import type { EventRequest } from '../events/stripe-event.js';
import type { StripeEventLog } from '../events/stripe-event-log.js';
import { invalidRequest } from '../http/stripe-error.js';
import { SettlementTimers } from '../payment-intents/settlement-timers.js';
import { StripeObjectStore } from '../stripe-object-store.js';
import { newStripeId } from '../stripe-ids.js';
import { verificationPageUrl } from './verification-page-path.js';
import { ageOn, errorOf, idNumberOutcome, outcomesOf, type VerificationOutcome } from './verification-outcomes.js';
import {
  newClientSecret,
  newVerificationSession,
  type NewVerificationSession,
  type StoredVerificationSession,
  type VerificationSessionObject,
  type VerifiedOutputs,
} from './verification-session.js';

/** How long a submission the tester made `processing` takes before it verifies, unless configured. */
export const defaultIdentityProcessingDelayMs = 3000;

/** What the user gives on the stand-in page (or a test gives the hook). */
export interface VerificationSubmission {
  /** The document check's outcome; for the id number check it follows from the test id number unless given. */
  outcome?: VerificationOutcome;
  firstName: string;
  lastName: string;
  dob: { year: number; month: number; day: number };
  /** The id number check: the SSN (9 digits) or its last four. */
  idNumber?: string;
}

const noEvent: EventRequest = { id: null, idempotency_key: null };

/**
 * Stripe Identity's VerificationSessions: created `requires_input`; a submission makes them
 * `processing`, then `verified` (with verified outputs) or `requires_input` again with a
 * `last_error` and a new client secret; `canceled` from `requires_input`. Every change raises
 * its `identity.verification_session.*` event.
 */
export class VerificationSessions {
  readonly store: StripeObjectStore<StoredVerificationSession>;
  private readonly timers: SettlementTimers;

  constructor(
    private readonly events: StripeEventLog,
    private readonly now: () => Date,
    processingDelayMs = defaultIdentityProcessingDelayMs,
  ) {
    this.store = new StripeObjectStore('verification session', (stored) => stored.object.id);
    this.timers = new SettlementTimers(processingDelayMs);
  }

  create(params: NewVerificationSession, request: EventRequest, origin: string): StoredVerificationSession {
    const stored = this.store.add(newVerificationSession(params, this.now(), origin));
    this.events.publish('identity.verification_session.created', stored.object, request);
    return stored;
  }

  require(id: string): StoredVerificationSession {
    return this.store.require(id, 'session');
  }

  /** The object as a caller sees it: `verified_outputs` only when expanded, the id number only when that is expanded too. */
  view(stored: StoredVerificationSession, expand: readonly string[]): VerificationSessionObject & { verified_outputs?: VerifiedOutputs | null } {
    if (!expand.some((path) => path === 'verified_outputs' || path.startsWith('verified_outputs.'))) return stored.object;
    if (!stored.outputs) return { ...stored.object, verified_outputs: null };
    const { id_number, ...outputs } = stored.outputs;
    return { ...stored.object, verified_outputs: expand.includes('verified_outputs.id_number') ? { ...outputs, id_number: id_number ?? null } : outputs };
  }

  cancel(id: string, request: EventRequest): StoredVerificationSession {
    const stored = this.require(id);
    if (stored.object.status !== 'requires_input') {
      throw invalidRequest(`You can only cancel a VerificationSession with a status of requires_input; this one is ${stored.object.status}.`, {
        code: 'session_invalid_state',
      });
    }
    Object.assign(stored.object, { status: 'canceled', client_secret: null, url: null });
    this.events.publish('identity.verification_session.canceled', stored.object, request);
    return stored;
  }

  /** The stand-in page's (or the hook's) answer: `clientSecret` must be the session's current one when given by the page. */
  submit(id: string, submission: VerificationSubmission, by: 'page' | 'hook', clientSecret?: string): StoredVerificationSession {
    const stored = this.require(id);
    const session = stored.object;
    if (by === 'page' && (!clientSecret || clientSecret !== session.client_secret)) {
      throw invalidRequest('The client_secret provided does not match the one of this VerificationSession (or it was used already).', { param: 'client_secret' });
    }
    if (session.status !== 'requires_input') {
      throw invalidRequest(`This VerificationSession is ${session.status}: only one that requires input takes a submission.`, { code: 'session_invalid_state' });
    }
    const outcome = this.outcomeOf(session, submission);
    const outputs: VerifiedOutputs = {
      address: null,
      dob: submission.dob,
      email: session.provided_details?.email ?? null,
      first_name: submission.firstName,
      last_name: submission.lastName,
      phone: session.provided_details?.phone ?? null,
      id_number_type: session.type === 'id_number' ? 'us_ssn' : null,
      ...(session.type === 'id_number' ? { id_number: submission.idNumber ?? null } : {}),
    };
    stored.submittedBy = by;
    stored.pendingError = errorOf(outcome);
    stored.pendingOutputs = outputs;
    Object.assign(session, { status: 'processing', client_secret: null, url: null, last_error: null, last_verification_report: newStripeId('vr') });
    this.events.publish('identity.verification_session.processing', session, noEvent);
    if (outcome === 'processing') this.timers.schedule(id, () => this.finish(id));
    else this.finish(id);
    return stored;
  }

  /** Ends a `processing` submission now (the test hook; the timer does it after the delay). */
  finish(id: string): StoredVerificationSession {
    const stored = this.require(id);
    const session = stored.object;
    if (session.status !== 'processing') {
      throw invalidRequest(`This VerificationSession is ${session.status}, not processing.`, { code: 'session_invalid_state' });
    }
    this.timers.cancel(id);
    if (stored.pendingError) {
      const secret = newClientSecret(id);
      Object.assign(session, { status: 'requires_input', last_error: stored.pendingError, client_secret: secret, url: verificationPageUrl(stored.origin, id, secret) });
      this.events.publish('identity.verification_session.requires_input', session, noEvent);
    } else {
      stored.outputs = stored.pendingOutputs;
      Object.assign(session, { status: 'verified', last_error: null });
      this.events.publish('identity.verification_session.verified', session, noEvent);
    }
    stored.pendingError = null;
    stored.pendingOutputs = null;
    return stored;
  }

  /** The name and date of birth the last verified id number check of this user gave: what the stand-in document shows. */
  documentDefaultsFor(stored: StoredVerificationSession): Pick<VerifiedOutputs, 'first_name' | 'last_name' | 'dob'> | null {
    const reference = stored.object.client_reference_id;
    if (!reference) return null;
    const earlier = this.store
      .newestFirst()
      .find((other) => other.object.client_reference_id === reference && other.object.status === 'verified' && other.outputs);
    return earlier?.outputs ? { first_name: earlier.outputs.first_name, last_name: earlier.outputs.last_name, dob: earlier.outputs.dob } : null;
  }

  newestFirst(): StoredVerificationSession[] {
    return this.store.newestFirst();
  }

  cancelTimers(): void {
    this.timers.cancelAll();
  }

  private outcomeOf(session: VerificationSessionObject, submission: VerificationSubmission): VerificationOutcome {
    if (submission.outcome && !outcomesOf(session.type).includes(submission.outcome)) {
      throw invalidRequest(`A ${session.type} check cannot end in ${submission.outcome}.`, { param: 'outcome' });
    }
    if (session.type === 'id_number' && !submission.idNumber) throw invalidRequest('An id number check needs the id number.', { param: 'id_number' });
    if (submission.outcome === 'consent_declined') return 'consent_declined';
    if (ageOn(submission.dob, this.now()) < 18) return 'under_supported_age';
    if (submission.outcome) return submission.outcome;
    return session.type === 'id_number' ? idNumberOutcome(submission.idNumber!) : 'verified';
  }
}
