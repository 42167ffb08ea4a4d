/**
 * The baseline of `GET /api/transactions?limit=20`: the same work as the api with nothing
 * else (bare-server.ts): the session cookie checked, the session read from Redis, the user
 * reloaded, the sender's 20 newest transfers read, and the same JSON answered.
 */
import type { HistoryRow } from '../../src/transfers/transfer-history.service.js';
import { answer, serveBare } from './bare-server.js';
import { signedInUser } from './bare-sender.js';


await serveBare(async (req, res, { db, sessions }) => {
  const url = new URL(req.url ?? '/', 'http://bare');
  if (req.method !== 'GET' || url.pathname !== '/api/transactions') return answer(res, 404, { message: 'Not found' });
  const user = await signedInUser(req, sessions, db);
  if (!user) return answer(res, 401, { message: 'Please sign in' });
  const limit = Number(url.searchParams.get('limit') ?? 20);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) return answer(res, 400, { message: 'limit must be 1 to 100' });
  const { rows } = await db.query<Omit<HistoryRow, 'created_at'> & { created_at: Date }>(
    `select id, session_id, country, amount, fee_amount, total_amount, recipient_amount, currency_code, rate, status, payment_method,
            provider_transfer_id, failure_reason, recipient_info, delivery_method, payout_rail, payout_receipt, pickup_code,
            payout_failure_code, created_at
       from transactions where user_id = $1 order by created_at desc, id desc limit $2`,
    [user.id, limit],
  );
  answer(
    res,
    200,
    rows.map((t) => ({
      id: t.id,
      sessionId: t.session_id,
      country: t.country,
      amount: Number(t.amount),
      feeAmount: Number(t.fee_amount),
      totalAmount: Number(t.total_amount),
      recipientAmount: Number(t.recipient_amount),
      currencyCode: t.currency_code,
      rate: Number(t.rate),
      status: t.status,
      paymentMethod: t.payment_method,
      providerTransferId: t.provider_transfer_id,
      failureReason: t.failure_reason,
      recipientInfo: t.recipient_info,
      deliveryMethod: t.delivery_method,
      payout: { rail: t.payout_rail, receipt: t.payout_receipt, pickupCode: t.pickup_code, failureCode: t.payout_failure_code },
      createdAt: t.created_at.toISOString(),
    })),
  );
});
