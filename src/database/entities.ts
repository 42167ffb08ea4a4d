import { AdminAuditEntrySchema } from '../admin/admin-audit-entry.schema.js';
import { UserSchema } from '../identity/user.schema.js';
import { VerificationCodeSchema } from '../identity/verification-code.schema.js';
import { OutboxJobSchema } from '../outbox/outbox-job.schema.js';
import { PaymentMethodSchema } from '../payment-methods/payment-method.schema.js';
import { PayoutCallbackSchema } from '../payments/payouts/payout-callback.js';
import { StripeWebhookEventSchema } from '../payments/stripe-webhook-event.js';
import { ExchangeRateSchema } from '../rates/exchange-rate.schema.js';
import { RateChangeSchema } from '../rates/rate-change.schema.js';
import { RateAlertSchema } from '../rate-alerts/rate-alert.schema.js';
import { RecipientSchema } from '../recipients/recipient.schema.js';
import { MoneyAlertSchema } from '../transfers/money-alert.schema.js';
import { PayoutAttemptSchema } from '../transfers/payout-attempt.schema.js';
import { RefundSchema } from '../transfers/refund.schema.js';
import { PaymentDisputeSchema } from '../transfers/payment-dispute.js';
import { TransferEventRecordSchema } from '../transfers/transfer-event-record.js';
import { TransferSchema } from '../transfers/transfer.schema.js';
import { TransferScreeningSchema } from '../screening/transfer-screening.js';
import { LedgerCheckRecordSchema } from '../ledger/ledger-check.schema.js';
import { IdentityCheckSchema } from '../compliance/identity-check.schema.js';
import { SenderVerificationSchema } from '../compliance/sender-verification.schema.js';

/** Every persisted aggregate's mapping; the ORM and the migration generator read this list. */
export const ENTITY_SCHEMAS = [
  ExchangeRateSchema,
  UserSchema,
  VerificationCodeSchema,
  OutboxJobSchema,
  RecipientSchema,
  TransferSchema,
  TransferEventRecordSchema,
  StripeWebhookEventSchema,
  RateChangeSchema,
  AdminAuditEntrySchema,
  PaymentMethodSchema,
  PayoutCallbackSchema,
  PaymentDisputeSchema,
  RateAlertSchema,
  TransferScreeningSchema,
  PayoutAttemptSchema,
  RefundSchema,
  MoneyAlertSchema,
  LedgerCheckRecordSchema,
  SenderVerificationSchema,
  IdentityCheckSchema,
];
