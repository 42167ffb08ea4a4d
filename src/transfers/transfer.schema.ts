import { EntitySchema } from '@mikro-orm/core';
import { MinorUnitsType } from '../database/types/minor-units.type.js';
import { RateType } from '../database/types/rate.type.js';
import { Transfer } from './domain/transfer.js';

const money = (precision: number, fieldName: string) =>
  ({ type: MinorUnitsType, columnType: `numeric(${precision},2)`, fieldName }) as const;
const timestamp = (fieldName: string, nullable = false) =>
  ({ type: 'datetime', columnType: 'timestamptz', fieldName, nullable }) as const;

/** The spec calls the table `transactions`. */
export const TransferSchema = new EntitySchema<Transfer>({
  class: Transfer,
  tableName: 'transactions',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'integer', fieldName: 'user_id' },
    sessionId: { type: 'string', length: 64, fieldName: 'session_id', unique: true },
    reference: { type: 'string', length: 9, unique: true },
    country: { type: 'string', length: 32 },
    currencyCode: { type: 'string', length: 3, fieldName: 'currency_code' },
    amountMinor: money(10, 'amount'),
    feeMinor: money(10, 'fee_amount'),
    totalMinor: money(10, 'total_amount'),
    recipientAmountMinor: money(14, 'recipient_amount'),
    rate: { type: RateType, columnType: 'numeric(10,4)' },
    paymentMethod: { type: 'string', length: 16, fieldName: 'payment_method' },
    status: { type: 'string', length: 16 },
    senderInfo: { type: 'json', columnType: 'jsonb', fieldName: 'sender_info' },
    recipientInfo: { type: 'json', columnType: 'jsonb', fieldName: 'recipient_info' },
    deliveryMethod: { type: 'string', length: 16, fieldName: 'delivery_method' },
    providerTransferId: { type: 'string', length: 255, fieldName: 'provider_transfer_id', nullable: true },
    paymentAttempt: { type: 'integer', fieldName: 'payment_attempt' },
    paymentDeclines: { type: 'integer', fieldName: 'payment_declines' },
    paymentIdempotencyKey: { type: 'string', length: 128, fieldName: 'payment_idempotency_key', nullable: true },
    cardToKeep: { type: 'string', length: 255, fieldName: 'card_to_keep', nullable: true },
    paymentConfirmedAt: timestamp('payment_confirmed_at', true),
    payoutId: { type: 'string', length: 255, fieldName: 'payout_id', nullable: true },
    payoutHeldAt: timestamp('payout_held_at', true),
    payoutHoldReason: { type: 'string', length: 24, fieldName: 'payout_hold_reason', nullable: true },
    payoutHoldReleasedAt: timestamp('payout_hold_released_at', true),
    paymentReturnedAt: timestamp('payment_returned_at', true),
    payoutRail: { type: 'string', length: 16, fieldName: 'payout_rail', nullable: true },
    payoutReceipt: { type: 'string', length: 64, fieldName: 'payout_receipt', nullable: true },
    pickupCode: { type: 'string', length: 32, fieldName: 'pickup_code', nullable: true },
    payoutAttempt: { type: 'integer', fieldName: 'payout_attempt' },
    payoutFailedAt: timestamp('payout_failed_at', true),
    payoutFailureCode: { type: 'string', length: 40, fieldName: 'payout_failure_code', nullable: true },
    refundId: { type: 'string', length: 255, fieldName: 'refund_id', nullable: true },
    refundRefusedAt: timestamp('refund_refused_at', true),
    refundSettledManuallyAt: timestamp('refund_settled_manually_at', true),
    openDisputeId: { type: 'string', length: 255, fieldName: 'open_dispute_id', nullable: true },
    paymentReversedAt: timestamp('payment_reversed_at', true),
    screeningHeldAt: timestamp('screening_held_at', true),
    screeningHoldReason: { type: 'string', length: 16, fieldName: 'screening_hold_reason', nullable: true },
    screeningReleasedAt: timestamp('screening_released_at', true),
    cancelledBySenderAt: timestamp('cancelled_by_sender_at', true),
    failureReason: { type: 'text', fieldName: 'failure_reason', nullable: true },
    requestKey: { type: 'string', length: 64, fieldName: 'request_key', nullable: true },
    requestDigest: { type: 'string', length: 64, columnType: 'char(64)', fieldName: 'request_digest', nullable: true },
    eventCount: { type: 'integer', fieldName: 'event_count' },
    createdAt: timestamp('created_at'),
    updatedAt: timestamp('updated_at'),
  },
});
