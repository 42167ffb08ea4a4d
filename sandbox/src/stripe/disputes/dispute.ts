import { newStripeId, unixSeconds } from '../stripe-ids.js';

/** Stripe's dispute reasons (https://docs.stripe.com/disputes/categories); `debit_not_authorized` is ACH's. */
export const disputeReasons = [
  'bank_cannot_process',
  'check_returned',
  'credit_not_processed',
  'customer_initiated',
  'debit_not_authorized',
  'duplicate',
  'fraudulent',
  'general',
  'incorrect_account_details',
  'insufficient_funds',
  'product_not_received',
  'product_unacceptable',
  'subscription_canceled',
  'unrecognized',
] as const;
export type DisputeReason = (typeof disputeReasons)[number];

/** A dispute still waiting for the merchant or the bank: an inquiry (`warning_*`) or a chargeback. */
export const openDisputeStatuses = ['warning_needs_response', 'warning_under_review', 'needs_response', 'under_review'] as const;
export type OpenDisputeStatus = (typeof openDisputeStatuses)[number];
export type ClosedDisputeStatus = 'warning_closed' | 'won' | 'lost';
export type DisputeStatus = OpenDisputeStatus | ClosedDisputeStatus;

export const isOpenDispute = (status: DisputeStatus): status is OpenDisputeStatus =>
  (openDisputeStatuses as readonly string[]).includes(status);

/** An inquiry (`warning_*`) has not taken the money yet: the payment may still be refunded. */
export const isInquiry = (status: DisputeStatus) => status.startsWith('warning_');

/** What a test card or test bank account does right after its payment succeeds: it is disputed. */
export interface DisputeTrigger {
  reason: DisputeReason;
  status: 'needs_response' | 'warning_needs_response';
}

/** The evidence hash Stripe shows: every member null until evidence is staged (never, in the sandbox). */
const evidenceFields = [
  'access_activity_log',
  'billing_address',
  'cancellation_policy',
  'cancellation_policy_disclosure',
  'cancellation_rebuttal',
  'customer_communication',
  'customer_email_address',
  'customer_name',
  'customer_purchase_ip',
  'customer_signature',
  'duplicate_charge_documentation',
  'duplicate_charge_explanation',
  'duplicate_charge_id',
  'product_description',
  'receipt',
  'refund_policy',
  'refund_policy_disclosure',
  'refund_refusal_explanation',
  'service_date',
  'service_documentation',
  'shipping_address',
  'shipping_carrier',
  'shipping_date',
  'shipping_documentation',
  'shipping_tracking_number',
  'uncategorized_file',
  'uncategorized_text',
] as const;

export interface DisputeEvidenceDetails {
  /** Unix seconds; null when the bank allows no response (ACH disputes are final). */
  due_by: number | null;
  enhanced_eligibility: Record<string, never>;
  has_evidence: boolean;
  past_due: boolean;
  submission_count: number;
  submission_method: 'manual' | 'not_submitted';
}

/** Stripe's Dispute object (`dp_...`), with the members stripe-node types as always present. */
export interface DisputeObject {
  id: string;
  object: 'dispute';
  amount: number;
  balance_transactions: [];
  /** The disputed charge: the PaymentIntent's `latest_charge`. */
  charge: string;
  created: number;
  currency: string;
  enhanced_eligibility_types: [];
  evidence: Record<string, unknown>;
  evidence_details: DisputeEvidenceDetails;
  intended_submission_method: null;
  is_charge_refundable: boolean;
  livemode: false;
  metadata: Record<string, string>;
  network_reason_code: string | null;
  payment_intent: string;
  payment_method_details: { type: 'card' | 'us_bank_account'; card?: { brand: string; case_type: string; network_reason_code: string | null } };
  reason: DisputeReason;
  status: DisputeStatus;
}

export interface NewDispute {
  amount: number;
  currency: string;
  charge: string;
  paymentIntent: string;
  reason: DisputeReason;
  status: OpenDisputeStatus;
  /** The payment method's type and, for a card, its brand. */
  paymentMethod: { type: 'card' | 'us_bank_account'; brand?: string };
}

/** How long a merchant has to answer a card dispute in the sandbox (Stripe: usually 7 to 21 days). */
const responseWindowSeconds = 7 * 24 * 3600;

export function newDispute(fields: NewDispute, now: Date): DisputeObject {
  const created = unixSeconds(now);
  const ach = fields.paymentMethod.type === 'us_bank_account';
  return {
    id: newStripeId('dp'),
    object: 'dispute',
    amount: fields.amount,
    balance_transactions: [],
    charge: fields.charge,
    created,
    currency: fields.currency,
    enhanced_eligibility_types: [],
    evidence: {
      ...Object.fromEntries(evidenceFields.map((field) => [field, null])),
      enhanced_evidence: {},
    },
    evidence_details: {
      due_by: ach ? null : created + responseWindowSeconds,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: 'not_submitted',
    },
    intended_submission_method: null,
    is_charge_refundable: isInquiry(fields.status),
    livemode: false,
    metadata: {},
    network_reason_code: null,
    payment_intent: fields.paymentIntent,
    payment_method_details: ach
      ? { type: 'us_bank_account' }
      : {
          type: 'card',
          card: {
            brand: fields.paymentMethod.brand ?? 'unknown',
            case_type: isInquiry(fields.status) ? 'inquiry' : 'chargeback',
            network_reason_code: null,
          },
        },
    reason: fields.reason,
    status: fields.status,
  };
}
