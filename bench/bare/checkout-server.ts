/**
 * The baseline of `POST /api/create-card-session`: the signed-in sender checked as the api
 * does (bare-sender.ts) with the CSRF header, then the same rows written in one transaction:
 * the sender's row locked and their sending limits checked (the limits row, the sum of their
 * counted transfers over 24 hours and 30 days), the recipient upserted into the address book,
 * the pending transfer, its TransferCreated event. The figures are taken as sent (no quote, no validation library) and the same JSON
 * is answered (201).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { PaymentRequest } from '../../src/transfers/transfer.requests.js';
import { answer, jsonBody, serveBare } from './bare-server.js';
import { cookieValue, signedInUser } from './bare-sender.js';


const RATE = '129.2500';
const DAY_MS = 24 * 60 * 60 * 1000;

await serveBare(async (req, res, { db, sessions }) => {
  if (req.method !== 'POST' || req.url !== '/api/create-card-session') return answer(res, 404, { message: 'Not found' });
  const csrf = cookieValue(req.headers.cookie, 'csrf_token');
  if (!csrf || req.headers['x-csrf-token'] !== csrf) return answer(res, 403, { message: 'CSRF' });
  const user = await signedInUser(req, sessions, db);
  if (!user) return answer(res, 401, { message: 'Please sign in' });
  const body = (await jsonBody(req)) as PaymentRequest;
  const requestKey = req.headers['idempotency-key'] as string | undefined;
  const id = randomUUID();
  const sessionId = randomBytes(24).toString('base64url');
  const now = new Date();
  const recipient = { ...body.recipient, bankId: null, bankName: null, accountNumber: null };
  const client = await db.connect();
  try {
    await client.query('begin');
    await client.query('select id from users where id = $1 for update', [user.id]);
    const [limits] = (await client.query('select per_transfer, per_day, per_month from sending_limits where id = 1')).rows;
    const [sent] = (
      await client.query(
        `select coalesce(sum(amount) filter (where created_at > $2), 0)::text as day, coalesce(sum(amount), 0)::text as month
           from transactions where user_id = $1 and created_at > $3 and status in ('pending', 'processing', 'completed')`,
        [user.id, new Date(now.getTime() - DAY_MS), new Date(now.getTime() - 30 * DAY_MS)],
      )
    ).rows;
    if (limits && (Number(sent.day) + body.amount > Number(limits.per_day) || Number(sent.month) + body.amount > Number(limits.per_month))) {
      await client.query('rollback');
      return answer(res, 400, { message: 'Over the sending limit', code: 'TRANSFER.LIMIT_EXCEEDED' });
    }
    await client.query(
      `insert into recipients (user_id, first_name, last_name, phone, country, delivery_method, last_used, created_at, updated_at)
       values ($1, $2, $3, $4, $5, 'mpesa', $6, $6, $6)
       on conflict (user_id, country, phone) do update
         set first_name = excluded.first_name, last_name = excluded.last_name, last_used = excluded.last_used,
             updated_at = excluded.updated_at`,
      [user.id, recipient.firstName, recipient.lastName, recipient.phone, body.country, now],
    );
    await client.query(
      `insert into transactions (id, user_id, session_id, country, currency_code, amount, fee_amount, total_amount, recipient_amount, rate,
                                 payment_method, status, sender_info, recipient_info, delivery_method, payment_attempt, payment_declines,
                                 payout_attempt, request_key, event_count, created_at, updated_at, reference)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'card', 'pending', $11, $12, 'mpesa', 0, 0, 1, $13, 1, $14, $14, bench_transfer_reference())`,
      [id, user.id, sessionId, body.country, body.currencyCode, body.amount, body.feeAmount, body.totalAmount, body.recipientAmount, RATE,
        body.sender, recipient, requestKey ?? null, now],
    );
    await client.query(
      `insert into transfer_events (id, transfer_id, sequence, type, payload, occurred_at) values ($1, $2, 1, 'TransferCreated', $3, $4)`,
      [randomUUID(), id, { type: 'TransferCreated', amount: String(body.amount), totalAmount: String(body.totalAmount), currencyCode: body.currencyCode, rate: RATE }, now],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  answer(res, 201, { url: `/card-checkout?session_id=${encodeURIComponent(sessionId)}`, sessionId });
});
