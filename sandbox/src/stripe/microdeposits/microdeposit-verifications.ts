import { BoundedMap } from '../../shared/bounded-map.js';
import { invalidRequest, StripeApiError, stripeDocUrl } from '../http/stripe-error.js';
import type { SettlementTimers } from '../payment-intents/settlement-timers.js';
import type { PaymentFailure } from '../payment-outcome.js';
import { describePaymentMethod, type StoredPaymentMethod } from '../payment-methods/payment-method.js';
import { newStripeId, unixSeconds } from '../stripe-ids.js';
import {
  attemptsExceeded,
  checkMicrodeposits,
  maxFailedAttempts,
  microdepositArrivalSeconds,
  microdepositsFailed,
  mismatchFailure,
  verificationTimeout,
  type MicrodepositAnswer,
  type MicrodepositType,
} from './microdeposit-test-values.js';
import type { MicrodepositVerification } from './microdeposit-verification.js';
import { hostedVerificationPath } from './hosted-verification-path.js';

/** How a bank account's microdeposits behave, decided by its account number when the PaymentMethod is made. */
export interface MicrodepositBehaviour {
  type: MicrodepositType;
  /** Stripe's `000666666661`: the deposits cannot be sent; the verification fails after the settlement delay. */
  failsToSend: boolean;
}

export type VerifyResult =
  | { kind: 'verified' }
  /** A wrong answer with attempts left: the intent keeps waiting. */
  | { kind: 'mismatch'; failure: PaymentFailure }
  /** The account can no longer be verified: the waiting intents fail. */
  | { kind: 'failed'; failure: PaymentFailure };

export type VerificationFailureListener = (verification: MicrodepositVerification, failure: PaymentFailure) => void;

const failures: Record<string, PaymentFailure> = Object.fromEntries(
  [attemptsExceeded, verificationTimeout, microdepositsFailed].map((failure) => [failure.code, failure]),
);

/**
 * Microdeposit verifications of bank accounts entered by number, one per PaymentMethod (the
 * last 1000). Checks answers against Stripe's test values, counts failed attempts (ten for a
 * descriptor code, three for amounts) and tells its listeners (the PaymentIntents and
 * SetupIntents waiting) when an account can no longer be verified.
 */
export class MicrodepositVerifications {
  private readonly byPaymentMethod: BoundedMap<string, MicrodepositVerification>;
  private readonly byId: BoundedMap<string, MicrodepositVerification>;
  private readonly listeners: VerificationFailureListener[] = [];

  constructor(
    private readonly now: () => Date = () => new Date(),
    /** Without timers, deposits that fail to send never fail (unit tests). */
    private readonly timers?: SettlementTimers,
    capacity = 1000,
  ) {
    this.byPaymentMethod = new BoundedMap(capacity);
    this.byId = new BoundedMap(capacity);
  }

  onFailure(listener: VerificationFailureListener): void {
    this.listeners.push(listener);
  }

  forPaymentMethod(paymentMethodId: string): MicrodepositVerification | undefined {
    return this.byPaymentMethod.get(paymentMethodId);
  }

  find(id: string): MicrodepositVerification | undefined {
    return this.byId.get(id);
  }

  newestFirst(): MicrodepositVerification[] {
    return this.byId.newestFirst();
  }

  /** Sends the microdeposits: the verification waits for the customer's answer. */
  start(paymentMethod: StoredPaymentMethod, startedBy: string, origin: string): MicrodepositVerification {
    const behaviour = paymentMethod.microdeposits ?? { type: 'descriptor_code', failsToSend: false };
    const now = this.now();
    const id = newStripeId('mdv');
    const verification: MicrodepositVerification = {
      id,
      paymentMethodId: paymentMethod.object.id,
      bankAccount: describePaymentMethod(paymentMethod.object),
      startedBy,
      microdepositType: behaviour.type,
      arrivalDate: unixSeconds(now) + microdepositArrivalSeconds,
      hostedVerificationUrl: `${origin}${hostedVerificationPath(id)}`,
      status: 'pending',
      failedAttempts: 0,
      maxFailedAttempts: maxFailedAttempts[behaviour.type],
      failureCode: null,
      createdAt: now.toISOString(),
      resolvedAt: null,
    };
    this.byPaymentMethod.set(verification.paymentMethodId, verification);
    this.byId.set(id, verification);
    if (behaviour.failsToSend) this.timers?.schedule(id, () => this.failIfPending(verification, microdepositsFailed));
    return verification;
  }

  /**
   * The customer's answer. Refuses (400) an answer of the wrong kind without counting it; a
   * wrong value counts as a failed attempt, and the last one allowed fails the verification.
   */
  verify(verification: MicrodepositVerification, answer: MicrodepositAnswer): VerifyResult {
    checkAnswerKind(verification.microdepositType, answer);
    if (verification.status === 'failed') return { kind: 'failed', failure: failures[verification.failureCode!]! };
    const check = checkMicrodeposits(answer);
    if (check === 'verified') {
      if (verification.status === 'pending') {
        verification.status = 'verified';
        verification.resolvedAt = this.now().toISOString();
        this.timers?.cancel(verification.id);
      }
      return { kind: 'verified' };
    }
    if (verification.status === 'verified') return { kind: 'mismatch', failure: mismatchFailure(verification.microdepositType, 0) };
    if (check === 'attempts_exceeded') return this.fail(verification, attemptsExceeded);
    if (check === 'timeout') return this.fail(verification, verificationTimeout);
    verification.failedAttempts += 1;
    const remaining = verification.maxFailedAttempts - verification.failedAttempts;
    if (remaining <= 0) return this.fail(verification, attemptsExceeded);
    return { kind: 'mismatch', failure: mismatchFailure(verification.microdepositType, remaining) };
  }

  /**
   * `verify`, answered as the verify_microdeposits endpoints of both intents answer: a wrong
   * value `400` with its code; a verification that failed `400` with the intent (`intent`,
   * under the key Stripe names it) in the error. Returns only when the deposits matched.
   */
  verifyOrRefuse(verification: MicrodepositVerification, answer: MicrodepositAnswer, intent: Record<string, unknown>): void {
    const result = this.verify(verification, answer);
    if (result.kind === 'mismatch') {
      throw invalidRequest(result.failure.message, { code: result.failure.code, param: 'amounts' in answer ? 'amounts' : 'descriptor_code' });
    }
    if (result.kind === 'failed') {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: result.failure.code,
        doc_url: stripeDocUrl(result.failure.code),
        message: result.failure.message,
        ...intent,
      });
    }
  }

  private failIfPending(verification: MicrodepositVerification, failure: PaymentFailure): void {
    if (verification.status === 'pending') this.fail(verification, failure);
  }

  private fail(verification: MicrodepositVerification, failure: PaymentFailure): VerifyResult {
    verification.status = 'failed';
    verification.failureCode = failure.code;
    verification.resolvedAt = this.now().toISOString();
    this.timers?.cancel(verification.id);
    for (const listener of this.listeners) listener(verification, failure);
    return { kind: 'failed', failure };
  }
}

function checkAnswerKind(type: MicrodepositType, answer: MicrodepositAnswer): void {
  if (type === 'descriptor_code' && 'amounts' in answer) {
    throw invalidRequest(
      'The microdeposit sent to this bank account carries a descriptor code (microdeposit_type descriptor_code): verify it with descriptor_code, not amounts.',
      { param: 'amounts' },
    );
  }
  if (type === 'amounts' && 'descriptorCode' in answer) {
    throw invalidRequest(
      'Two microdeposit amounts were sent to this bank account (microdeposit_type amounts): verify them with amounts, not descriptor_code.',
      { param: 'descriptor_code' },
    );
  }
}
