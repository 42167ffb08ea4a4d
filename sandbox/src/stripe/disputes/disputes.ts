import type { EventRequest, StripeEventType } from '../events/stripe-event.js';
import type { StripeEventLog } from '../events/stripe-event-log.js';
import { formatAmount } from '../format-amount.js';
import { invalidRequest, unexpectedState } from '../http/stripe-error.js';
import type { PaymentIntentObject } from '../payment-intents/payment-intent.js';
import type { StripeStores } from '../stripe-stores.js';
import {
  isInquiry,
  isOpenDispute,
  newDispute,
  type DisputeObject,
  type DisputeReason,
  type OpenDisputeStatus,
} from './dispute.js';

/** Events the sandbox raises by itself (test hooks, test cards) cite no API request. */
const sandboxRaised: EventRequest = { id: null, idempotency_key: null };

export interface OpenDisputeParams {
  reason?: DisputeReason;
  /** Minor units; default: all the payment received. */
  amount?: number;
  status?: OpenDisputeStatus;
}

export type DisputeOutcome = 'won' | 'lost';

/**
 * Disputes (chargebacks and inquiries) of succeeded PaymentIntents: opened by a test hook or
 * by a test card or account right after its payment, moved on and closed by test hooks. One
 * dispute per payment, as one per charge on Stripe. Each change raises `charge.dispute.*`.
 * The PaymentIntent itself stays `succeeded`, as on Stripe.
 */
export class Disputes {
  private readonly listeners: Array<(dispute: DisputeObject) => void> = [];

  constructor(
    private readonly stores: StripeStores,
    private readonly events: StripeEventLog,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Called after each `charge.dispute.*` event (refunds still pending fail once a chargeback lands). */
  onChanged(listener: (dispute: DisputeObject) => void): void {
    this.listeners.push(listener);
  }

  open(intent: PaymentIntentObject, params: OpenDisputeParams = {}): DisputeObject {
    if (intent.status !== 'succeeded' || !intent.latest_charge) {
      throw unexpectedState(
        'charge_not_disputable',
        `Only a succeeded payment can be disputed; PaymentIntent ${intent.id} is ${intent.status}.`,
      );
    }
    const existing = this.forPaymentIntent(intent.id)[0];
    if (existing) {
      throw unexpectedState('charge_already_disputed', `Charge ${intent.latest_charge} has already been disputed (${existing.id}).`);
    }
    const amount = params.amount ?? intent.amount_received;
    if (!Number.isInteger(amount) || amount < 1 || amount > intent.amount_received) {
      throw invalidRequest(
        `The disputed amount must be 1 to ${intent.amount_received} (${formatAmount(intent.amount_received, intent.currency)}).`,
        { param: 'amount' },
      );
    }
    const paymentMethod = this.paymentMethodOf(intent);
    const ach = paymentMethod?.type === 'us_bank_account';
    const dispute = this.stores.disputes.add(
      newDispute(
        {
          amount,
          currency: intent.currency,
          charge: intent.latest_charge,
          paymentIntent: intent.id,
          reason: params.reason ?? (ach ? 'debit_not_authorized' : 'fraudulent'),
          status: params.status ?? 'needs_response',
          paymentMethod: ach
            ? { type: 'us_bank_account' }
            : { type: 'card', brand: (paymentMethod?.['card'] as { brand?: string } | undefined)?.brand },
        },
        this.now(),
      ),
    );
    // On Stripe an ACH dispute invalidates the mandate: a new one is needed to debit the account again.
    if (ach && intent.payment_method) {
      const stored = this.stores.paymentMethods.find(intent.payment_method);
      if (stored) stored.needsMandate = true;
    }
    this.publish('charge.dispute.created', dispute);
    return dispute;
  }

  /** Test hook: the dispute moves on (evidence submitted, inquiry escalated...): `charge.dispute.updated`. */
  update(id: string, status: OpenDisputeStatus): DisputeObject {
    const dispute = this.openDispute(id);
    if (dispute.status === status) return dispute;
    dispute.status = status;
    dispute.is_charge_refundable = isInquiry(status);
    if (status.endsWith('under_review')) {
      dispute.evidence_details.has_evidence = true;
      dispute.evidence_details.submission_count = Math.max(1, dispute.evidence_details.submission_count);
      dispute.evidence_details.submission_method = 'manual';
    }
    this.publish('charge.dispute.updated', dispute);
    return dispute;
  }

  /** Test hook: the bank decides. An inquiry the merchant wins closes as `warning_closed`. */
  close(id: string, outcome: DisputeOutcome): DisputeObject {
    const dispute = this.openDispute(id);
    dispute.status = outcome === 'won' && isInquiry(dispute.status) ? 'warning_closed' : outcome;
    dispute.is_charge_refundable = false;
    this.publish('charge.dispute.closed', dispute);
    return dispute;
  }

  require(id: string): DisputeObject {
    return this.stores.disputes.require(id, 'dispute');
  }

  forPaymentIntent(paymentIntentId: string): DisputeObject[] {
    return this.stores.disputes.newestFirst().filter((dispute) => dispute.payment_intent === paymentIntentId);
  }

  /** A chargeback (not an inquiry) took the money back: the payment can no longer be refunded. */
  blocksRefund(paymentIntentId: string): DisputeObject | undefined {
    return this.forPaymentIntent(paymentIntentId).find((dispute) => !dispute.is_charge_refundable && dispute.status !== 'warning_closed');
  }

  private publish(type: StripeEventType, dispute: DisputeObject): void {
    this.events.publish(type, dispute, sandboxRaised);
    for (const listener of this.listeners) listener(dispute);
  }

  private openDispute(id: string): DisputeObject {
    const dispute = this.require(id);
    if (!isOpenDispute(dispute.status)) {
      throw unexpectedState('dispute_already_closed', `Dispute ${dispute.id} is already closed (${dispute.status}).`);
    }
    return dispute;
  }

  private paymentMethodOf(intent: PaymentIntentObject) {
    return intent.payment_method ? this.stores.paymentMethods.find(intent.payment_method)?.object : undefined;
  }
}
