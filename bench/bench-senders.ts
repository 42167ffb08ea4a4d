import type pg from 'pg';
import { PasswordHasher } from '../src/identity/password-hasher.js';
import { BrowserLikeClient } from '../test/support/browser-like-client.js';

/** A signed-in sender as the load generator plays them: the browser's cookies and CSRF header. */
export interface BenchSender {
  userId: number;
  /** The `Cookie` header the browser sends (session and CSRF cookies). */
  cookie: string;
  csrfToken: string;
}

const PASSWORD = 'bench sender password 1';

/**
 * `count` verified senders (Verified ID tier) with `transfersEach` transfers of their own (spread over the last
 * 90 days), each signed in through the api's real sign-in (each from its own address, so the
 * sign-in limits stay apart). Written straight to the database: registration and its codes
 * are not what is measured.
 */
export async function signedInSenders(db: pg.Client, apiUrl: string, count: number, transfersEach: number): Promise<BenchSender[]> {
  const passwordHash = await new PasswordHasher().hash(PASSWORD);
  const { rows } = await db.query<{ id: number; email: string }>(
    `insert into users (email, phone, password_hash, first_name, last_name, is_email_verified, is_phone_verified, status, created_at, updated_at)
     select 'bench.sender' || i || '@example.com', null, $1, 'Amina', 'Sender' || i, true, false, 'active', now() - interval '100 days', now()
       from generate_series(1, $2::int) as i
     returning id, email`,
    [passwordHash, count],
  );
  await db.query(
    `insert into transactions (id, user_id, session_id, country, currency_code, amount, fee_amount, total_amount, recipient_amount, rate,
                               payment_method, status, sender_info, recipient_info, provider_transfer_id, created_at, updated_at, delivery_method, reference)
     select gen_random_uuid(), u.id, 'bench_sender_' || u.id || '_' || i, 'kenya', 'KES', 100.00, 9.00, 109.00, 12925.00, 129.2500,
            'card', 'completed',
            jsonb_build_object('firstName', 'Amina', 'lastName', u.last_name, 'email', u.email, 'phone', '+12025550100'),
            jsonb_build_object('firstName', 'Wanjiru', 'lastName', 'Kamau', 'phone', '+254712345678'),
            'pi_bench_sender_' || u.id || '_' || i, now() - interval '90 days' * random(), now(), 'mpesa', bench_transfer_reference()
       from users u cross join generate_series(1, $2::int) as i
      where u.id = any($1::int[])`,
    [rows.map((row) => row.id), transfersEach],
  );
  // Issue #26: senders send once verified; these are at Verified ID (today's limits), as the test senders are.
  await db.query(
    `insert into sender_verifications (user_id, tier, legal_first_name, legal_last_name, date_of_birth, address, basic_verified_at, id_verified_at, created_at, updated_at)
     select u.id, 'verified_id', u.first_name, u.last_name, date '1990-04-12',
            '{"line1":"12 Main St","line2":null,"city":"Columbus","state":"OH","postalCode":"43004"}'::jsonb, now(), now(), now(), now()
       from users u where u.id = any($1::int[])`,
    [rows.map((row) => row.id)],
  );
  await db.query('analyze transactions');
  return Promise.all(
    rows.map(async ({ id, email }, index) => {
      const client = new BrowserLikeClient(apiUrl, `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`);
      await client.prime();
      const signedIn = await client.post('/api/auth/login', { emailOrPhone: email, password: PASSWORD });
      if (signedIn.status !== 200) throw new Error(`sign-in of a bench sender answered ${signedIn.status}: ${await signedIn.text()}`);
      const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      return { userId: id, cookie, csrfToken: client.cookies.get('csrf_token')! };
    }),
  );
}
