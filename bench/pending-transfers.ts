import type pg from 'pg';

/**
 * `count` pending card checkouts of one sender, each waiting for its payment (as
 * `POST /api/create-card-session` leaves them), written straight to the database; answers
 * their ids. `tag` keeps the ids of one batch apart from another's (`bench_<tag>_<n>`
 * session ids).
 */
export async function seedPendingTransfers(db: pg.Client, userId: number, count: number, tag: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `insert into transactions (id, user_id, session_id, country, currency_code, amount, fee_amount, total_amount, recipient_amount, rate,
                               payment_method, status, sender_info, recipient_info, delivery_method, payment_attempt, payment_declines,
                               payout_attempt, event_count, created_at, updated_at, reference)
     select gen_random_uuid(), $1, 'bench_' || $3 || '_' || i, 'kenya', 'KES', 100.00, 9.00, 109.00, 12925.00, 129.2500, 'card', 'pending',
            '{"firstName":"Amina","lastName":"Okello","email":"amina@example.com","phone":"+12025550100"}',
            '{"firstName":"Wanjiru","lastName":"Kamau","phone":"+254712345678","bankId":null,"bankName":null,"accountNumber":null}',
            'mpesa', 0, 0, 1, 1, now(), now(), bench_transfer_reference()
       from generate_series(1, $2::int) as i
     returning id`,
    [userId, count, tag],
  );
  await db.query(
    `insert into transfer_events (id, transfer_id, sequence, type, payload, occurred_at)
     select gen_random_uuid(), id, 1, 'TransferCreated', '{"type":"TransferCreated"}', created_at from transactions where id = any($1::uuid[])`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => row.id);
}

/** A `payment_intent.succeeded` event paying a transfer, as the card provider sends it. */
export function paymentSucceededEvent(transferId: string, n: number, tag: string) {
  return {
    id: `evt_bench_${tag}_${n}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: `pi_bench_${tag}_${n}`, object: 'payment_intent', status: 'succeeded', metadata: { transferId } } },
  };
}
