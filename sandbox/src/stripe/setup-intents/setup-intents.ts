import type { EventRequest, StripeEventType } from '../events/stripe-event.js';
import type { StripeEventLog } from '../events/stripe-event-log.js';
import { invalidRequest, StripeApiError, stripeDocUrl, unexpectedState } from '../http/stripe-error.js';
import type { CustomerAcceptance } from '../payment-intents/mandate-data.js';
import type { PaymentFailure } from '../payment-outcome.js';
import type { StoredPaymentMethod } from '../payment-methods/payment-method.js';
import type { StripeStores } from '../stripe-stores.js';
import { verifyWithMicrodepositsAction, type MicrodepositVerification } from '../microdeposits/microdeposit-verification.js';
import type { MicrodepositVerifications } from '../microdeposits/microdeposit-verifications.js';
import type { MicrodepositAnswer } from '../microdeposits/microdeposit-test-values.js';
import { newSetupIntent, type SetupIntentObject, type SetupIntentStatus } from './setup-intent.js';
import type { ConfirmSetupIntentParams, CreateSetupIntentParams } from './setup-intent-params.js';

const confirmable: SetupIntentStatus[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
const cancelable: SetupIntentStatus[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/** Events the sandbox raises by itself cite no API request. */
const sandboxRaised: EventRequest = { id: null, idempotency_key: null };

/** Where the hosted verification page is served when the caller's origin is not known (unit tests). */
const defaultOrigin = 'http://127.0.0.1';

/**
 * SetupIntents that save a bank account entered by number for later debits: confirmed with
 * the customer's mandate, the account is verified by microdeposits (`requires_action`), then
 * `verify_microdeposits` with the right values makes it `succeeded`: the PaymentMethod is
 * attached to the customer, verified and set up for off-session debits. An account verified
 * before succeeds at once. Each change of status raises the event Stripe raises.
 */
export class SetupIntents {
  /** The API request being handled, for events raised by the verification's listeners meanwhile. */
  private requestInFlight: EventRequest | null = null;

  constructor(
    private readonly stores: StripeStores,
    private readonly events: StripeEventLog,
    private readonly microdeposits: MicrodepositVerifications,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.microdeposits.onFailure((verification, failure) => this.failWaitingFor(verification, failure));
  }

  create(params: CreateSetupIntentParams, request: EventRequest, origin = defaultOrigin): SetupIntentObject {
    if (params.customer) this.stores.customers.require(params.customer, 'customer');
    const paymentMethod = params.paymentMethod ? this.usablePaymentMethod(params.paymentMethod, params.paymentMethodTypes, params.customer) : undefined;
    if (params.confirm && !paymentMethod) throw this.missingPaymentMethod();
    if (params.confirm) this.checkReady(paymentMethod!, params.mandate);
    const intent = this.stores.setupIntents.add(newSetupIntent(params, this.now()));
    if (!params.confirm) return intent;
    return this.attempt(intent, paymentMethod!, params.mandate, request, origin);
  }

  confirm(id: string, params: ConfirmSetupIntentParams, request: EventRequest, origin = defaultOrigin): SetupIntentObject {
    const intent = this.stores.setupIntents.require(id, 'intent');
    if (!confirmable.includes(intent.status)) {
      throw unexpectedState(
        'setup_intent_unexpected_state',
        `You cannot confirm this SetupIntent because it has a status of ${intent.status}. Only a SetupIntent with one of the following statuses may be confirmed: ${confirmable.join(', ')}.`,
      );
    }
    const paymentMethodId = params.paymentMethod ?? intent.payment_method;
    if (!paymentMethodId) throw this.missingPaymentMethod();
    const paymentMethod = this.usablePaymentMethod(paymentMethodId, intent.payment_method_types, intent.customer);
    this.checkReady(paymentMethod, params.mandate);
    if (params.verificationMethod) {
      intent.payment_method_options['us_bank_account'] = {
        ...(intent.payment_method_options['us_bank_account'] as object),
        verification_method: params.verificationMethod,
      };
    }
    return this.attempt(intent, paymentMethod, params.mandate, request, origin);
  }

  /** The customer's microdeposit answer: right, `succeeded`; wrong, `400` with attempts left; too many, `requires_payment_method`. */
  verifyMicrodeposits(id: string, answer: MicrodepositAnswer, request: EventRequest): SetupIntentObject {
    const intent = this.stores.setupIntents.require(id, 'intent');
    const verification = this.waitingVerification(intent);
    if (!verification) {
      throw unexpectedState(
        'setup_intent_unexpected_state',
        `This SetupIntent has no microdeposits to verify: its status is ${intent.status}. Only a SetupIntent in requires_action with next_action verify_with_microdeposits can be verified.`,
      );
    }
    this.requestInFlight = request;
    try {
      this.microdeposits.verifyOrRefuse(verification, answer, { setup_intent: intent });
      this.succeed(intent, this.stores.paymentMethods.find(intent.payment_method!)!, request);
      return intent;
    } finally {
      this.requestInFlight = null;
    }
  }

  cancel(id: string, reason: string | null, request: EventRequest): SetupIntentObject {
    const intent = this.stores.setupIntents.require(id, 'intent');
    if (!cancelable.includes(intent.status)) {
      throw unexpectedState(
        'setup_intent_unexpected_state',
        `You cannot cancel this SetupIntent because it has a status of ${intent.status}. Only a SetupIntent with one of the following statuses may be canceled: ${cancelable.join(', ')}.`,
      );
    }
    intent.status = 'canceled';
    intent.next_action = null;
    intent.cancellation_reason = reason;
    this.publish('setup_intent.canceled', intent, request);
    return intent;
  }

  private attempt(
    intent: SetupIntentObject,
    paymentMethod: StoredPaymentMethod,
    mandate: CustomerAcceptance | null,
    request: EventRequest,
    origin: string,
  ): SetupIntentObject {
    intent.payment_method = paymentMethod.object.id;
    intent.last_setup_error = null;
    if (mandate) paymentMethod.needsMandate = false;
    const existing = this.microdeposits.forPaymentMethod(paymentMethod.object.id);
    if (existing?.status === 'verified') {
      this.succeed(intent, paymentMethod, request);
      return intent;
    }
    const verification = existing ?? this.microdeposits.start(paymentMethod, intent.id, origin);
    intent.status = 'requires_action';
    intent.next_action = verifyWithMicrodepositsAction(verification);
    this.publish('setup_intent.requires_action', intent, request);
    return intent;
  }

  private succeed(intent: SetupIntentObject, paymentMethod: StoredPaymentMethod, request: EventRequest): void {
    intent.status = 'succeeded';
    intent.next_action = null;
    intent.last_setup_error = null;
    const pm = paymentMethod.object;
    if (intent.customer && pm.customer === null) pm.customer = intent.customer;
    if (intent.usage === 'off_session') paymentMethod.setUpForOffSession = true;
    this.publish('setup_intent.succeeded', intent, request);
  }

  private waitingVerification(intent: SetupIntentObject): MicrodepositVerification | undefined {
    if (intent.status !== 'requires_action' || intent.next_action?.type !== 'verify_with_microdeposits') return undefined;
    return intent.payment_method ? this.microdeposits.forPaymentMethod(intent.payment_method) : undefined;
  }

  /** The account can no longer be verified: every SetupIntent waiting for it fails (`setup_intent.setup_failed`). */
  private failWaitingFor(verification: MicrodepositVerification, failure: PaymentFailure): void {
    const paymentMethod = this.stores.paymentMethods.find(verification.paymentMethodId);
    for (const intent of this.stores.setupIntents.newestFirst()) {
      if (intent.payment_method !== verification.paymentMethodId || this.waitingVerification(intent) !== verification) continue;
      intent.status = 'requires_payment_method';
      intent.payment_method = null;
      intent.next_action = null;
      intent.last_setup_error = {
        code: failure.code,
        doc_url: stripeDocUrl(failure.code),
        message: failure.message,
        ...(paymentMethod ? { payment_method: paymentMethod.object } : {}),
        type: failure.type ?? 'invalid_request_error',
      };
      this.publish('setup_intent.setup_failed', intent, this.requestInFlight ?? sandboxRaised);
    }
  }

  private usablePaymentMethod(id: string, allowed: string[], customer: string | null): StoredPaymentMethod {
    const paymentMethod = this.stores.paymentMethods.require(id, 'payment_method');
    const { type, customer: attachedTo } = paymentMethod.object;
    if (!allowed.includes(type)) {
      throw invalidRequest(
        `The PaymentMethod provided (${type}) is not allowed for this SetupIntent. Please attach a PaymentMethod of one of the following types: ${allowed.join(', ')}.`,
        { param: 'payment_method', code: 'setup_intent_incompatible_payment_method' },
      );
    }
    if (!paymentMethod.reusable) {
      throw invalidRequest('This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.', {
        param: 'payment_method',
      });
    }
    if (customer && attachedTo && attachedTo !== customer) {
      throw invalidRequest('The provided PaymentMethod is attached to another customer.', { param: 'payment_method' });
    }
    return paymentMethod;
  }

  /** A bank account needs the customer's mandate, and one whose verification failed can no longer be used. */
  private checkReady(paymentMethod: StoredPaymentMethod, mandate: CustomerAcceptance | null): void {
    if (paymentMethod.needsMandate && !mandate) {
      throw invalidRequest(
        `A mandate is required to confirm a SetupIntent with a ${paymentMethod.object.type} PaymentMethod. Pass mandate_data[customer_acceptance] (type online, with online[ip_address] and online[user_agent]).`,
        { param: 'mandate_data', code: 'parameter_missing' },
      );
    }
    const verification = this.microdeposits.forPaymentMethod(paymentMethod.object.id);
    if (verification?.status === 'failed') {
      throw invalidRequest(
        `This bank account can no longer be verified (${verification.failureCode}); collect the account details again as a new PaymentMethod.`,
        { param: 'payment_method', code: verification.failureCode ?? undefined },
      );
    }
  }

  private missingPaymentMethod(): StripeApiError {
    return unexpectedState(
      'setup_intent_unexpected_state',
      "You cannot confirm this SetupIntent because it's missing a payment method. Confirm it again with a payment_method.",
    );
  }

  private publish(type: StripeEventType, intent: SetupIntentObject, request: EventRequest): void {
    this.events.publish(type, intent, request);
  }
}
