import type { EntityManager } from '@mikro-orm/postgresql';
import type { Recipient } from './domain/recipient.js';

/** A transfer the sender paid (or whose bank debit is under way): a checkout only started, declined or cancelled is no use of the recipient. */
const PAID_STATUSES = ['processing', 'completed'] as const;

/**
 * How many of the sender's paid transfers went to each recipient (the same country and
 * E.164 phone): what "Used N times" says. Read from the transfers' table, the one read of it
 * the address book makes, so that starting a checkout never counts (issue #29). With `only`,
 * the transfers to that one recipient alone are counted (one recipient's page, add, change).
 */
export async function paidTransferCounts(
  em: EntityManager,
  userId: number,
  only?: Pick<Recipient, 'country' | 'phone'>,
): Promise<(recipient: Recipient) => number> {
  const oneRecipient = only ? ` and country = ? and recipient_info->>'phone' = ?` : '';
  const rows = await em.getConnection().execute<Array<{ country: string; phone: string; paid: number }>>(
    `select country, recipient_info->>'phone' as phone, count(*)::int as paid
       from transactions
      where user_id = ? and status in (${PAID_STATUSES.map(() => '?').join(', ')})${oneRecipient}
      group by 1, 2`,
    [userId, ...PAID_STATUSES, ...(only ? [only.country, only.phone] : [])],
  );
  const counts = new Map(rows.map((row) => [`${row.country} ${row.phone}`, row.paid]));
  return (recipient) => counts.get(`${recipient.country} ${recipient.phone}`) ?? 0;
}
