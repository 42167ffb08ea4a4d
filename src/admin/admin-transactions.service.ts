import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Money, parseCurrency } from '../shared/domain/money.js';
import { AdminTransferNotFoundError, InvalidListCursorError } from './domain/admin.errors.js';
import { decodeCursor, encodeCursor } from './domain/list-cursor.js';
import { searchPattern, userSearchText } from './admin-search.js';
import type { TransactionsQuery } from './admin.requests.js';

interface TransactionRow {
  id: string;
  session_id: string;
  user_id: number;
  amount: string;
  fee_amount: string;
  total_amount: string;
  recipient_amount: string;
  currency_code: string;
  country: string;
  payment_method: string;
  status: string;
  provider_transfer_id: string | null;
  failure_reason: string | null;
  sender_info: unknown;
  recipient_info: unknown;
  delivery_method: string;
  payout_receipt: string | null;
  pickup_code: string | null;
  created_at: Date;
  cursor_at: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every sender's transfers, for the admin dashboard: keyset pages, filters and search in SQL. */
@Injectable()
export class AdminTransactions {
  constructor(private readonly em: EntityManager) {}

  /** One transfer as the list shows it. */
  async one(id: string) {
    if (!UUID.test(id)) throw new AdminTransferNotFoundError();
    const [row] = await this.em.getConnection().execute<TransactionRow[]>(`${SELECT_TRANSACTIONS} where t.id = ?`, [id]);
    if (!row) throw new AdminTransferNotFoundError();
    return toAdminTransactionView(row);
  }

  async list(query: TransactionsQuery) {
    const newest = query.sort === 'newest';
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (query.status) {
      conditions.push('t.status = ?');
      params.push(query.status);
    }
    if (query.country) {
      conditions.push('t.country = ?');
      params.push(query.country);
    }
    if (query.userId) {
      conditions.push('t.user_id = ?');
      params.push(query.userId);
    }
    if (query.search) {
      conditions.push(`${userSearchText('u')} ilike ?`);
      params.push(searchPattern(query.search));
    }
    if (query.before) {
      const position = decodeCursor(query.before);
      if (!UUID.test(position.id)) throw new InvalidListCursorError();
      conditions.push(`(t.created_at, t.id) ${newest ? '<' : '>'} (?::timestamptz, ?::uuid)`);
      params.push(position.createdAt, position.id);
    }
    const direction = newest ? 'desc' : 'asc';
    const rows = await this.em.getConnection().execute<TransactionRow[]>(
      `${SELECT_TRANSACTIONS}
        where ${conditions.length > 0 ? conditions.join(' and ') : 'true'}
        order by t.created_at ${direction}, t.id ${direction}
        limit ?`,
      [...params, query.limit + 1],
    );
    const items = rows.slice(0, query.limit);
    const last = items.at(-1);
    return {
      items: items.map(toAdminTransactionView),
      nextCursor: rows.length > query.limit && last ? encodeCursor({ createdAt: last.cursor_at, id: last.id }) : null,
    };
  }
}

const SELECT_TRANSACTIONS = `select t.id, t.session_id, t.user_id, t.amount, t.fee_amount, t.total_amount, t.recipient_amount, t.currency_code,
       t.country, t.payment_method, t.status, t.provider_transfer_id, t.failure_reason, t.sender_info, t.recipient_info,
       t.delivery_method, t.payout_receipt, t.pickup_code, t.created_at, to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
       u.first_name, u.last_name, u.email, u.phone
  from transactions t
  join users u on u.id = t.user_id`;

function toAdminTransactionView(row: TransactionRow) {
  const currency = parseCurrency(row.currency_code);
  return {
    id: row.id,
    sessionId: row.session_id,
    userId: row.user_id,
    user: { firstName: row.first_name, lastName: row.last_name, email: row.email, phone: row.phone },
    amount: Money.parse(row.amount, 'USD').toNumber(),
    feeAmount: Money.parse(row.fee_amount, 'USD').toNumber(),
    totalAmount: Money.parse(row.total_amount, 'USD').toNumber(),
    recipientAmount: Money.parse(row.recipient_amount, currency).toNumber(),
    currencyCode: currency,
    country: row.country,
    paymentMethod: row.payment_method,
    status: row.status,
    providerTransferId: row.provider_transfer_id,
    failureReason: row.failure_reason,
    senderInfo: row.sender_info,
    recipientInfo: row.recipient_info,
    deliveryMethod: row.delivery_method,
    payoutReceipt: row.payout_receipt,
    pickupCode: row.pickup_code,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
