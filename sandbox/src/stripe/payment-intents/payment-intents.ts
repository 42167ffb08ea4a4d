import type { EventRequest, StripeEventType } from '../events/stripe-event.js';
import type { StripeEventLog } from '../events/stripe-event-log.js';
import { invalidRequest, StripeApiError, stripeDocUrl, unexpectedState } from '../http/stripe-error.js';
import type { ChargeOutcome, PaymentFailure, PaymentOutcome, Settlement } from '../payment-outcome.js';
import { describePaymentMethod, type StoredPaymentMethod } from '../payment-methods/payment-method.js';
import { newStripeId, unixSeconds } from '../stripe-ids.js';
import type { StripeStores } from '../stripe-stores.js';
import { newPaymentIntent, type PaymentIntentObject, type PaymentIntentStatus } from './payment-intent.js';
import type { CustomerAcceptance } from './mandate-data.js';
import type {
  CancellationReason,
  ConfirmPaymentIntentParams,
  CreatePaymentIntentParams,
} from './payment-intent-params.js';
import type { SettlementTimers } from './settlement-timers.js';
import type { AuthenticationOutcome, ThreeDsChallenge } from '../three-d-secure/three-d-secure-challenge.js';
import { ThreeDsChallenges } from '../three-d-secure/three-d-secure-challenges.js';
import { challengePath } from '../three-d-secure/challenge-path.js';
import { MicrodepositVerifications } from '../microdeposits/microdeposit-verifications.js';
import {
  verifyWithMicrodepositsAction,
  type MicrodepositVerification,
} from '../microdeposits/microdeposit-verification.js';
import type { MicrodepositAnswer } from '../microdeposits/microdeposit-test-values.js';
import type { VerificationMethod } from '../microdeposits/verification-method.js';

const confirmable: PaymentIntentStatus[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
const cancelable: PaymentIntentStatus[] = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
];
/** Statuses a test hook may settle: a payment still waiting for its outcome. */
const settleable: PaymentIntentStatus[] = ['processing', 'requires_confirmation', 'requires_action'];

/** Events the sandbox raises by itself (settlement, test hooks) cite no API request. */
const sandboxRaised: EventRequest = { id: null, idempotency_key: null };

const spentMessage =
  'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.';

/** Stripe's answer when the cardholder fails (or the issuer refuses) 3D Secure. */
export const authenticationFailure: PaymentFailure = {
  code: 'payment_intent_authentication_failure',
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  type: 'invalid_request_error',
};

/** An off-session payment (or one confirmed with `error_on_requires_action`) the issuer wants authenticated. */
const authenticationRequired: PaymentFailure = {
  code: 'authentication_required',
  declineCode: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

/** Where the challenge page is served when the caller's origin is not known (unit tests). */
const defaultOrigin = 'http://127.0.0.1';

/** How the payment is being attempted: who asked (for events) and from where (for links). */
interface Attempt {
  request: EventRequest;
  origin: string;
  offSession: boolean;
  errorOnRequiresAction: boolean;
  mandate: CustomerAcceptance | null;
  /** `microdeposits`: a bank account entered by number is verified before it is debited. */
  verificationMethod?: VerificationMethod;
}

export type SucceededListener = (intent: PaymentIntentObject, paymentMethod: StoredPaymentMethod | undefined) => void;

function listStatuses(statuses: PaymentIntentStatus[]): string {
  return `${statuses.slice(0, -1).join(', ')} or ${statuses.at(-1)}`;
}

/**
 * The PaymentIntent life cycle: create, confirm (one charge attempt whose result the
 * payment method's test behaviour decides), cancel, the settlement of a `processing`
 * payment after the settlement delay, and the later outcome the test hooks force. Every
 * change of status raises the event Stripe raises. Requests are handled synchronously, so
 * an idempotent request can never run twice at once.
 */
export class PaymentIntents {
  constructor(
    private readonly stores: StripeStores,
    private readonly events: StripeEventLog,
    private readonly now: () => Date = () => new Date(),
    /** Without timers a `processing` payment waits for the test hooks. */
    private readonly settlements?: SettlementTimers,
    readonly challenges: ThreeDsChallenges = new ThreeDsChallenges(),
    readonly microdeposits: MicrodepositVerifications = new MicrodepositVerifications(now),
  ) {
    this.microdeposits.onFailure((verification, failure) => this.failWaitingFor(verification, failure));
  }

  private readonly succeededListeners: SucceededListener[] = [];
  /** The API request being handled, for events raised by the verification's listeners meanwhile. */
  private requestInFlight: EventRequest | null = null;

  /** Called after each `payment_intent.succeeded` (test cards and accounts disputed right after payment). */
  onSucceeded(listener: SucceededListener): void {
    this.succeededListeners.push(listener);
  }

  /** `origin`: the sandbox as the caller reached it, for the 3D Secure challenge's address. */
  create(params: CreatePaymentIntentParams, request: EventRequest, origin = defaultOrigin): PaymentIntentObject {
    if (params.customer) this.stores.customers.require(params.customer, 'customer');
    const paymentMethod = params.paymentMethod ? this.usablePaymentMethod(params.paymentMethod) : undefined;
    if (paymentMethod) this.checkAllowedType(paymentMethod, params.paymentMethodTypes);
    if (params.confirm && !paymentMethod) throw this.missingPaymentMethod();
    if (params.confirm) this.checkMandate(paymentMethod!, params.mandate);
    if (params.confirm) this.checkVerifiable(paymentMethod!);

    const intent = this.stores.paymentIntents.add(newPaymentIntent(params, this.now()));
    if (!params.confirm) return intent;
    return this.attempt(intent, paymentMethod!, {
      request,
      origin,
      offSession: params.offSession,
      errorOnRequiresAction: params.errorOnRequiresAction,
      mandate: params.mandate,
      verificationMethod: params.verificationMethod,
    });
  }

  confirm(
    id: string,
    params: ConfirmPaymentIntentParams,
    request: EventRequest,
    origin = defaultOrigin,
  ): PaymentIntentObject {
    const intent = this.stores.paymentIntents.require(id, 'intent');
    if (!confirmable.includes(intent.status)) {
      throw unexpectedState(
        'payment_intent_unexpected_state',
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: ${listStatuses(confirmable)}.`,
      );
    }
    const paymentMethodId = params.paymentMethod ?? intent.payment_method;
    if (!paymentMethodId) throw this.missingPaymentMethod();
    const paymentMethod = this.usablePaymentMethod(paymentMethodId);
    this.checkAllowedType(paymentMethod, intent.payment_method_types);
    this.checkMandate(paymentMethod, params.mandate);
    this.checkVerifiable(paymentMethod);
    if (params.verificationMethod && intent.payment_method_types.includes('us_bank_account')) {
      intent.payment_method_options['us_bank_account'] = {
        ...(intent.payment_method_options['us_bank_account'] as object),
        verification_method: params.verificationMethod,
      };
    }
    if (params.setupFutureUsage) intent.setup_future_usage = params.setupFutureUsage;
    if (params.receiptEmail) intent.receipt_email = params.receiptEmail;
    // Confirming again while a challenge waits replaces that challenge.
    this.closeChallenge(intent);
    return this.attempt(intent, paymentMethod, {
      request,
      origin,
      offSession: params.offSession,
      errorOnRequiresAction: params.errorOnRequiresAction,
      mandate: params.mandate,
      verificationMethod: params.verificationMethod ?? this.verificationMethodOf(intent),
    });
  }

  /**
   * The customer's microdeposit answer for a PaymentIntent waiting in `requires_action` with
   * `verify_with_microdeposits`: right, the account is verified and debited (`processing`,
   * then it settles like any ACH debit); wrong, `400` with attempts left; the last attempt, a
   * timeout or Stripe's test value for too many attempts, the intent fails (`requires_payment_method`).
   */
  verifyMicrodeposits(id: string, answer: MicrodepositAnswer, request: EventRequest): PaymentIntentObject {
    const intent = this.stores.paymentIntents.require(id, 'intent');
    const verification = this.waitingVerification(intent);
    if (!verification) {
      throw unexpectedState(
        'payment_intent_unexpected_state',
        `This PaymentIntent has no microdeposits to verify: its status is ${intent.status}. Only a PaymentIntent in requires_action with next_action verify_with_microdeposits can be verified.`,
      );
    }
    this.requestInFlight = request;
    try {
      this.microdeposits.verifyOrRefuse(verification, answer, { payment_intent: intent });
      const paymentMethod = this.paymentMethodOf(intent)!;
      return this.startDebit(intent, paymentMethod.outcome, request);
    } finally {
      this.requestInFlight = null;
    }
  }

  cancel(id: string, reason: CancellationReason | null, request: EventRequest): PaymentIntentObject {
    const intent = this.stores.paymentIntents.require(id, 'intent');
    if (!cancelable.includes(intent.status)) {
      throw unexpectedState(
        'payment_intent_unexpected_state',
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${listStatuses(cancelable)}.`,
      );
    }
    this.closeChallenge(intent);
    intent.status = 'canceled';
    intent.next_action = null;
    intent.canceled_at = unixSeconds(this.now());
    intent.cancellation_reason = reason;
    this.publish('payment_intent.canceled', intent, request);
    return intent;
  }

  /** Test hook: the payment that was waiting (ACH `processing`) succeeds. */
  forceSuccess(id: string): PaymentIntentObject {
    const intent = this.settleableIntent(id);
    this.settlements?.cancel(intent.id);
    this.closeChallenge(intent);
    this.succeed(intent, intent.latest_charge ?? newStripeId('ch'), undefined);
    this.publishSucceeded(intent, sandboxRaised);
    return intent;
  }

  /** Test hook: the payment that was waiting fails later (an ACH return), leaving the intent payable again. */
  forceFailure(id: string, failure: PaymentFailure): PaymentIntentObject {
    const intent = this.settleableIntent(id);
    this.settlements?.cancel(intent.id);
    this.closeChallenge(intent);
    this.fail(intent, intent.latest_charge ?? newStripeId('ch'), failure, this.paymentMethodOf(intent));
    this.publish('payment_intent.payment_failed', intent, sandboxRaised);
    return intent;
  }

  /**
   * The cardholder's answer to a 3D Secure challenge, from the challenge page (by the
   * challenge's id) or the test hook (by the PaymentIntent's). Completing it charges the card
   * as its test behaviour says; failing it leaves the intent payable again with
   * `payment_intent_authentication_failure`. Either way the intent's event is raised.
   */
  authenticate(
    ref: { challengeId: string } | { paymentIntentId: string },
    outcome: AuthenticationOutcome,
    by: 'challenge' | 'hook',
  ): PaymentIntentObject {
    const { intent, challenge } = this.waitingChallenge(ref);
    const paymentMethod = this.paymentMethodOf(intent);
    intent.next_action = null;
    if (outcome === 'fail') {
      this.challenges.resolve(challenge, 'failed', by, this.now());
      this.fail(intent, null, authenticationFailure, paymentMethod);
      this.publish('payment_intent.payment_failed', intent, sandboxRaised);
      return intent;
    }
    this.challenges.resolve(challenge, 'completed', by, this.now());
    const then: ChargeOutcome = paymentMethod?.outcome.kind === 'authenticate' ? paymentMethod.outcome.then : { kind: 'succeed' };
    this.charge(intent, paymentMethod, then, sandboxRaised);
    return intent;
  }

  private waitingChallenge(ref: { challengeId: string } | { paymentIntentId: string }): {
    intent: PaymentIntentObject;
    challenge: ThreeDsChallenge;
  } {
    if ('challengeId' in ref) {
      const challenge = this.challenges.require(ref.challengeId);
      const intent = this.stores.paymentIntents.find(challenge.paymentIntentId);
      if (challenge.status !== 'pending' || !intent || this.challenges.pendingFor(intent) !== challenge) {
        throw unexpectedState(
          'payment_intent_unexpected_state',
          `This 3D Secure challenge is no longer waiting for an answer (it is ${challenge.status === 'pending' ? 'canceled' : challenge.status}).`,
        );
      }
      return { intent, challenge };
    }
    const intent = this.stores.paymentIntents.require(ref.paymentIntentId, 'intent');
    const challenge = intent.status === 'requires_action' ? this.challenges.pendingFor(intent) : undefined;
    if (!challenge) {
      throw unexpectedState(
        'payment_intent_unexpected_state',
        `A PaymentIntent with status ${intent.status} has no 3D Secure challenge waiting; only a requires_action card payment can be authenticated.`,
      );
    }
    return { intent, challenge };
  }

  /** A pending challenge the PaymentIntent no longer waits for (canceled, confirmed again, settled by a hook). */
  private closeChallenge(intent: PaymentIntentObject): void {
    const challenge = this.challenges.pendingFor(intent);
    if (challenge) this.challenges.resolve(challenge, 'canceled', null, this.now());
  }

  private attempt(intent: PaymentIntentObject, paymentMethod: StoredPaymentMethod, attempt: Attempt): PaymentIntentObject {
    intent.payment_method = paymentMethod.object.id;
    intent.next_action = null;
    // The customer accepted the mandate with this attempt; a saved bank account keeps it.
    if (attempt.mandate) paymentMethod.needsMandate = false;
    const { outcome } = paymentMethod;
    switch (outcome.kind) {
      case 'succeed':
      case 'decline':
        return this.chargeOrThrow(intent, paymentMethod, outcome, attempt.request);
      case 'processing':
        return this.awaitMicrodeposits(intent, paymentMethod, attempt) ?? this.startDebit(intent, outcome, attempt.request);
      case 'authenticate': {
        const exempt = attempt.offSession && outcome.requirement === 'on_session' && paymentMethod.setUpForOffSession;
        if (exempt) return this.chargeOrThrow(intent, paymentMethod, outcome.then, attempt.request);
        // Nobody is there to authenticate, or the caller asked not to wait for it.
        if (attempt.offSession || attempt.errorOnRequiresAction) {
          return this.chargeOrThrow(
            intent,
            paymentMethod,
            { kind: 'decline', failure: authenticationRequired },
            attempt.request,
          );
        }
        return this.requireAction(intent, paymentMethod, attempt);
      }
    }
  }

  /** A bank debit: `processing` at once, settled after the settlement delay (unless the account never settles). */
  private startDebit(intent: PaymentIntentObject, outcome: PaymentOutcome, request: EventRequest): PaymentIntentObject {
    const charge = newStripeId('ch');
    intent.status = 'processing';
    intent.next_action = null;
    intent.latest_charge = charge;
    intent.last_payment_error = null;
    this.publish('payment_intent.processing', intent, request);
    if (outcome.kind === 'processing' && outcome.settlement) this.scheduleSettlement(intent, charge, outcome.settlement);
    return intent;
  }

  /**
   * A bank account entered by number is not debited before its microdeposits are verified,
   * when the caller asked for that verification or one is already under way: the intent waits
   * in `requires_action` with `verify_with_microdeposits` (off session too). Undefined: debit now.
   */
  private awaitMicrodeposits(
    intent: PaymentIntentObject,
    paymentMethod: StoredPaymentMethod,
    attempt: Attempt,
  ): PaymentIntentObject | undefined {
    if (paymentMethod.object.type !== 'us_bank_account') return undefined;
    const existing = this.microdeposits.forPaymentMethod(paymentMethod.object.id);
    if (existing?.status === 'verified') return undefined;
    if (!existing && attempt.verificationMethod !== 'microdeposits') return undefined;
    const verification = existing ?? this.microdeposits.start(paymentMethod, intent.id, attempt.origin);
    intent.status = 'requires_action';
    intent.last_payment_error = null;
    intent.next_action = verifyWithMicrodepositsAction(verification);
    this.publish('payment_intent.requires_action', intent, attempt.request);
    return intent;
  }

  /** The verification an intent waits for, if it waits for one. */
  private waitingVerification(intent: PaymentIntentObject): MicrodepositVerification | undefined {
    if (intent.status !== 'requires_action' || intent.next_action?.type !== 'verify_with_microdeposits') return undefined;
    return intent.payment_method ? this.microdeposits.forPaymentMethod(intent.payment_method) : undefined;
  }

  /** The account can no longer be verified: every intent waiting for it fails (`payment_intent.payment_failed`). */
  private failWaitingFor(verification: MicrodepositVerification, failure: PaymentFailure): void {
    const paymentMethod = this.stores.paymentMethods.find(verification.paymentMethodId);
    for (const intent of this.stores.paymentIntents.newestFirst()) {
      if (intent.payment_method !== verification.paymentMethodId || this.waitingVerification(intent) !== verification) continue;
      this.fail(intent, null, failure, paymentMethod);
      this.publish('payment_intent.payment_failed', intent, this.requestInFlight ?? sandboxRaised);
    }
  }

  private verificationMethodOf(intent: PaymentIntentObject): VerificationMethod | undefined {
    const options = intent.payment_method_options['us_bank_account'] as { verification_method?: VerificationMethod } | undefined;
    return options?.verification_method;
  }

  /** A bank account whose microdeposit verification failed can no longer be used, as on Stripe. */
  private checkVerifiable(paymentMethod: StoredPaymentMethod): void {
    const verification = this.microdeposits.forPaymentMethod(paymentMethod.object.id);
    if (verification?.status !== 'failed') return;
    throw invalidRequest(
      `This bank account can no longer be verified (${verification.failureCode}); collect the account details again as a new PaymentMethod.`,
      { param: 'payment_method', code: verification.failureCode ?? undefined },
    );
  }

  /** The issuer asks for 3D Secure: a challenge is opened and the intent waits in `requires_action`. */
  private requireAction(intent: PaymentIntentObject, paymentMethod: StoredPaymentMethod, attempt: Attempt): PaymentIntentObject {
    const challenge = this.challenges.open({
      intent,
      paymentMethodId: paymentMethod.object.id,
      card: describePaymentMethod(paymentMethod.object),
      now: this.now(),
    });
    intent.status = 'requires_action';
    intent.last_payment_error = null;
    intent.next_action = {
      type: 'use_stripe_sdk',
      use_stripe_sdk: {
        type: 'three_d_secure_redirect',
        source: challenge.id,
        stripe_js: `${attempt.origin}${challengePath(challenge.id)}`,
      },
    };
    this.publish('payment_intent.requires_action', intent, attempt.request);
    return intent;
  }

  /** Charges the card now; a decline answers the API call with Stripe's 402 card_error. */
  private chargeOrThrow(
    intent: PaymentIntentObject,
    paymentMethod: StoredPaymentMethod,
    outcome: ChargeOutcome,
    request: EventRequest,
  ): PaymentIntentObject {
    this.charge(intent, paymentMethod, outcome, request);
    if (outcome.kind === 'succeed') return intent;
    const { payment_method: _shown, ...error } = intent.last_payment_error!;
    throw new StripeApiError(402, { ...error, payment_intent: intent, payment_method: paymentMethod.object });
  }

  private charge(
    intent: PaymentIntentObject,
    paymentMethod: StoredPaymentMethod | undefined,
    outcome: ChargeOutcome,
    request: EventRequest,
  ): void {
    const charge = newStripeId('ch');
    if (outcome.kind === 'succeed') {
      this.succeed(intent, charge, paymentMethod);
      this.publishSucceeded(intent, request);
    } else {
      this.fail(intent, charge, outcome.failure, paymentMethod);
      this.publish('payment_intent.payment_failed', intent, request);
    }
  }

  private scheduleSettlement(intent: PaymentIntentObject, charge: string, settlement: Settlement): void {
    this.settlements?.schedule(intent.id, () => this.settle(intent.id, charge, settlement));
  }

  /**
   * The bank's answer for one attempt arrives. It applies only while that attempt is still
   * `processing` (a test hook may have settled it first), and never throws: it runs on a timer.
   */
  private settle(id: string, charge: string, settlement: Settlement): void {
    const intent = this.stores.paymentIntents.find(id);
    if (!intent || intent.status !== 'processing' || intent.latest_charge !== charge) return;
    if (settlement.kind === 'succeed') {
      this.succeed(intent, charge, this.paymentMethodOf(intent));
      this.publishSucceeded(intent, sandboxRaised);
    } else {
      this.fail(intent, charge, settlement.failure, this.paymentMethodOf(intent));
      this.publish('payment_intent.payment_failed', intent, sandboxRaised);
    }
  }

  private paymentMethodOf(intent: PaymentIntentObject): StoredPaymentMethod | undefined {
    return intent.payment_method ? this.stores.paymentMethods.find(intent.payment_method) : undefined;
  }

  private succeed(intent: PaymentIntentObject, charge: string, paymentMethod: StoredPaymentMethod | undefined): void {
    intent.status = 'succeeded';
    intent.next_action = null;
    intent.amount_received = intent.amount;
    intent.latest_charge = charge;
    intent.last_payment_error = null;
    if (!paymentMethod) return;
    // As on Stripe: saved to the customer when asked to, otherwise good for this one payment.
    const pm = paymentMethod.object;
    if (intent.customer && intent.setup_future_usage && pm.customer === null) pm.customer = intent.customer;
    if (pm.customer === null) paymentMethod.reusable = false;
    else if (intent.setup_future_usage === 'off_session') paymentMethod.setUpForOffSession = true;
  }

  /** `charge` is null when no charge was attempted (3D Secure failed first). */
  private fail(
    intent: PaymentIntentObject,
    charge: string | null,
    failure: PaymentFailure,
    paymentMethod: StoredPaymentMethod | undefined,
  ): void {
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.next_action = null;
    if (charge) intent.latest_charge = charge;
    intent.last_payment_error = {
      ...(charge ? { charge } : {}),
      code: failure.code,
      ...(failure.declineCode ? { decline_code: failure.declineCode } : {}),
      doc_url: stripeDocUrl(failure.code),
      message: failure.message,
      ...(paymentMethod ? { payment_method: paymentMethod.object } : {}),
      type: failure.type ?? 'card_error',
    };
  }

  private settleableIntent(id: string): PaymentIntentObject {
    const intent = this.stores.paymentIntents.require(id, 'intent');
    if (!settleable.includes(intent.status)) {
      throw unexpectedState(
        'payment_intent_unexpected_state',
        `A PaymentIntent with status ${intent.status} has no pending outcome to force; only ${listStatuses(settleable)} can be settled.`,
      );
    }
    return intent;
  }

  private usablePaymentMethod(id: string): StoredPaymentMethod {
    const paymentMethod = this.stores.paymentMethods.require(id, 'payment_method');
    if (!paymentMethod.reusable) throw invalidRequest(spentMessage, { param: 'payment_method' });
    return paymentMethod;
  }

  /** As on Stripe, a bank debit needs the customer's mandate: `mandate_data` unless one exists already. */
  private checkMandate(paymentMethod: StoredPaymentMethod, mandate: CustomerAcceptance | null): void {
    if (!paymentMethod.needsMandate || mandate) return;
    throw invalidRequest(
      `A mandate is required to confirm a PaymentIntent with a ${paymentMethod.object.type} PaymentMethod. Pass mandate_data[customer_acceptance] (type online, with online[ip_address] and online[user_agent]) showing that the customer authorized the debit.`,
      { param: 'mandate_data', code: 'parameter_missing' },
    );
  }

  private checkAllowedType(paymentMethod: StoredPaymentMethod, allowed: string[]): void {
    const { type } = paymentMethod.object;
    if (allowed.includes(type)) return;
    throw invalidRequest(
      `The PaymentMethod provided (${type}) is not allowed for this PaymentIntent. Please attach a PaymentMethod of one of the following types: ${allowed.join(', ')}. Alternatively, update the allowed payment_method_types for this PaymentIntent to include "${type}".`,
      { param: 'payment_method', code: 'payment_intent_incompatible_payment_method' },
    );
  }

  private missingPaymentMethod(): StripeApiError {
    return unexpectedState(
      'payment_intent_unexpected_state',
      "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
    );
  }

  private publish(type: StripeEventType, intent: PaymentIntentObject, request: EventRequest): void {
    this.events.publish(type, intent, request);
  }

  private publishSucceeded(intent: PaymentIntentObject, request: EventRequest): void {
    this.publish('payment_intent.succeeded', intent, request);
    const paymentMethod = this.paymentMethodOf(intent);
    for (const listener of this.succeededListeners) listener(intent, paymentMethod);
  }
}
