import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Money } from '../../shared/domain/money.js';
import type { MonitoredTransfer } from './domain/monitored-transfer.js';

interface Row {
  id: string;
  user_id: number;
  amount: string;
  created_at: Date | string;
  recipient_info: { firstName: string; lastName: string; phone: string; accountNumber?: string | null };
  sender_info: { firstName: string; lastName: string };
}

/** Transfers that count: paid, or paying out (a transfer that failed or was cancelled moved no money). */
const PAID = `status in ('processing', 'completed')`;
const COLUMNS = 'id, user_id, amount::text as amount, created_at, recipient_info, sender_info';

function monitored(row: Row): MonitoredTransfer & { senderName: string } {
  return {
    id: row.id,
    senderId: row.user_id,
    amount: Money.parse(row.amount, 'USD'),
    createdAt: new Date(row.created_at),
    recipientName: `${row.recipient_info.firstName} ${row.recipient_info.lastName}`,
    recipientPhone: row.recipient_info.phone,
    recipientAccount: row.recipient_info.accountNumber ?? null,
    senderName: `${row.sender_info.firstName} ${row.sender_info.lastName}`,
  };
}

/**
 * The transfers the monitoring rules read, straight from the transfers' table (read only, in
 * the caller's transaction): monitoring looks across senders, which no transfers service offers.
 */
@Injectable()
export class MonitoredTransfers {
  async one(em: EntityManager, transferId: string): Promise<(MonitoredTransfer & { senderName: string }) | null> {
    const rows = await em.execute<Row[]>(`select ${COLUMNS} from transactions where id = ? and ${PAID}`, [transferId]);
    return rows[0] ? monitored(rows[0]) : null;
  }

  /** The sender's paid transfers made in [from, to]. */
  async bySender(em: EntityManager, userId: number, from: Date, to: Date): Promise<MonitoredTransfer[]> {
    const rows = await em.execute<Row[]>(`select ${COLUMNS} from transactions where user_id = ? and created_at >= ? and created_at <= ? and ${PAID}`, [userId, from, to]);
    return rows.map(monitored);
  }

  /** Every sender's paid transfers to this phone (or bank account) made in [from, to]. */
  async toDestination(em: EntityManager, transfer: MonitoredTransfer, from: Date, to: Date): Promise<MonitoredTransfer[]> {
    const [match, value] = transfer.recipientAccount ? [`recipient_info->>'accountNumber' = ?`, transfer.recipientAccount] : [`recipient_info->>'phone' = ? and coalesce(recipient_info->>'accountNumber', '') = ''`, transfer.recipientPhone];
    const rows = await em.execute<Row[]>(`select ${COLUMNS} from transactions where ${match} and created_at >= ? and created_at <= ? and ${PAID}`, [value, from, to]);
    return rows.map(monitored);
  }

  /** The ids of paid transfers made since `from`, oldest first (the scheduled scan). */
  async paidSince(em: EntityManager, from: Date): Promise<string[]> {
    const rows = await em.execute<{ id: string }[]>(`select id from transactions where created_at >= ? and ${PAID} order by created_at`, [from]);
    return rows.map((r) => r.id);
  }
}
