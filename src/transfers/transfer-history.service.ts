import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Country } from '../shared/domain/country.js';
import type { DeliveryMethod } from '../shared/domain/delivery-method.js';
import { Money, parseCurrency } from '../shared/domain/money.js';
import { Rate } from '../shared/domain/rate.js';
import { Transfer } from './domain/transfer.js';
import type { RecipientInfo } from './domain/party.js';
import { TransferNotFoundError } from './domain/transfer.errors.js';
import type { PaymentMethodKind, TransferStatus } from './domain/transfer-status.js';
import { PayoutAttempt } from './domain/payout-attempt.js';
import { Refund } from './domain/refund.js';
import { TransferEventRecord } from './transfer-event-record.js';
import type { TransactionFacts } from './transfer.views.js';

/** A `transactions` row as the history list reads it (only the columns its view shows). */
export interface HistoryRow {
  id: string;
  session_id: string;
  reference: string;
  country: Country;
  amount: string;
  fee_amount: string;
  total_amount: string;
  recipient_amount: string;
  currency_code: string;
  rate: string;
  status: TransferStatus;
  payment_method: PaymentMethodKind;
  provider_transfer_id: string | null;
  failure_reason: string | null;
  recipient_info: RecipientInfo;
  delivery_method: DeliveryMethod;
  payout_rail: string | null;
  payout_receipt: string | null;
  pickup_code: string | null;
  payout_failure_code: string | null;
  created_at: string;
}

const HISTORY_COLUMNS = `id, session_id, reference, country, amount, fee_amount, total_amount, recipient_amount, currency_code, rate, status,
       payment_method, provider_transfer_id, failure_reason, recipient_info, delivery_method, payout_rail, payout_receipt,
       pickup_code, payout_failure_code, created_at`;

/**
 * A sender's own transfers, newest first, paged by keyset (stays fast on a long history).
 * The list is read as rows, not loaded as Transfers: it is what every signed-in page asks
 * for, and loading (hydrating and tracking) 20 aggregates cost more than the rest of the
 * request together (issue #16's CPU profile). Nothing is changed through it.
 */
@Injectable()
export class TransferHistory {
  constructor(private readonly em: EntityManager) {}

  async list(userId: number, limit: number, before?: string): Promise<TransactionFacts[]> {
    const connection = this.em.getConnection();
    let after: { created_at: string; id: string } | undefined;
    if (before) {
      [after] = await connection.execute<{ created_at: string; id: string }[]>(
        // As text: a JavaScript Date would drop the microseconds a row written by SQL may have.
        'select created_at::text as created_at, id from transactions where id = ? and user_id = ?',
        [before, userId],
      );
      if (!after) throw new TransferNotFoundError();
    }
    const rows = await connection.execute<HistoryRow[]>(
      `select ${HISTORY_COLUMNS} from transactions
        where user_id = ? ${after ? 'and (created_at, id) < (?::timestamptz, ?::uuid)' : ''}
        order by created_at desc, id desc
        limit ?`,
      after ? [userId, after.created_at, after.id, limit] : [userId, limit],
    );
    return rows.map(toFacts);
  }

  async detail(userId: number, id: string): Promise<{ transfer: Transfer; events: TransferEventRecord[]; payoutAttempts: PayoutAttempt[]; refunds: Refund[] }> {
    const transfer = await this.em.findOne(Transfer, { id, userId });
    if (!transfer) throw new TransferNotFoundError();
    const [events, payoutAttempts, refunds] = await Promise.all([
      this.em.fork().find(TransferEventRecord, { transferId: id }, { orderBy: { sequence: 'asc' } }),
      this.em.fork().find(PayoutAttempt, { transferId: id }, { orderBy: { attempt: 'asc' } }),
      this.em.fork().find(Refund, { transferId: id }, { orderBy: { requestedAt: 'asc' } }),
    ]);
    return { transfer, events, payoutAttempts, refunds };
  }
}

function toFacts(row: HistoryRow): TransactionFacts {
  const currencyCode = parseCurrency(row.currency_code);
  return {
    id: row.id,
    sessionId: row.session_id,
    reference: row.reference,
    country: row.country,
    amountMinor: Money.parse(row.amount, 'USD').minor,
    feeMinor: Money.parse(row.fee_amount, 'USD').minor,
    totalMinor: Money.parse(row.total_amount, 'USD').minor,
    recipientAmountMinor: Money.parse(row.recipient_amount, currencyCode).minor,
    currencyCode,
    rate: Rate.parse(row.rate),
    status: row.status,
    paymentMethod: row.payment_method,
    providerTransferId: row.provider_transfer_id,
    failureReason: row.failure_reason,
    recipientInfo: row.recipient_info,
    deliveryMethod: row.delivery_method,
    payoutRail: row.payout_rail,
    payoutReceipt: row.payout_receipt,
    pickupCode: row.pickup_code,
    payoutFailureCode: row.payout_failure_code,
    createdAt: new Date(row.created_at),
  };
}
