import { EntitySchema } from '@mikro-orm/core';
import { MinorUnitsType } from '../database/types/minor-units.type.js';
import { isOpenDispute, type DisputeFacts } from '../shared/domain/dispute.js';
import type { PaymentMethodKind } from './domain/transfer-status.js';

/**
 * The provider's dispute of one transfer's payment, as its webhooks last described it. While
 * it is open the sender's further payments by the same method are refused, and the operator
 * queue shows it with its evidence deadline.
 */
export class PaymentDispute {
  id: string;
  transferId: string;
  userId: number;
  paymentMethod: PaymentMethodKind;
  paymentIntentId: string;
  amountMinor: bigint;
  currency: string;
  reason: string;
  status: string;
  dueBy: Date | null;
  openedAt: Date;
  closedAt: Date | null = null;
  updatedAt: Date;

  constructor(
    transfer: { id: string; userId: number; paymentMethod: PaymentMethodKind },
    paymentIntentId: string,
    facts: DisputeFacts,
    at: Date,
  ) {
    this.id = facts.id;
    this.transferId = transfer.id;
    this.userId = transfer.userId;
    this.paymentMethod = transfer.paymentMethod;
    this.paymentIntentId = paymentIntentId;
    this.amountMinor = facts.amount.minor;
    this.currency = facts.amount.currency;
    this.reason = facts.reason;
    this.status = facts.status;
    this.dueBy = facts.dueBy;
    this.openedAt = at;
    this.updatedAt = at;
    if (!isOpenDispute(facts.status)) this.closedAt = at;
  }

  isOpen(): boolean {
    return this.closedAt === null;
  }

  /**
   * Takes the provider's latest word. A closed dispute stays closed: a late event about an
   * earlier status changes nothing. Answers whether the status changed.
   */
  update(facts: DisputeFacts, at: Date): boolean {
    if (!this.isOpen() || facts.status === this.status) return false;
    this.status = facts.status;
    this.reason = facts.reason;
    this.amountMinor = facts.amount.minor;
    this.dueBy = facts.dueBy;
    this.updatedAt = at;
    if (!isOpenDispute(facts.status)) this.closedAt = at;
    return true;
  }
}

const timestamp = (fieldName: string, nullable = false) =>
  ({ type: 'datetime', columnType: 'timestamptz', fieldName, nullable }) as const;

export const PaymentDisputeSchema = new EntitySchema<PaymentDispute>({
  class: PaymentDispute,
  tableName: 'payment_disputes',
  properties: {
    id: { type: 'string', length: 255, primary: true },
    transferId: { type: 'uuid', fieldName: 'transfer_id' },
    userId: { type: 'integer', fieldName: 'user_id' },
    paymentMethod: { type: 'string', length: 16, fieldName: 'payment_method' },
    paymentIntentId: { type: 'string', length: 255, fieldName: 'payment_intent_id' },
    amountMinor: { type: MinorUnitsType, columnType: 'numeric(10,2)', fieldName: 'amount' },
    currency: { type: 'string', length: 3 },
    reason: { type: 'string', length: 64 },
    status: { type: 'string', length: 32 },
    dueBy: timestamp('due_by', true),
    openedAt: timestamp('opened_at'),
    closedAt: timestamp('closed_at', true),
    updatedAt: timestamp('updated_at'),
  },
});
