import type pg from 'pg';

export interface SeedSize {
  users: number;
  transfers: number;
}

/**
 * Seeds users and transfers with set-based SQL (generate_series), deterministic (setseed),
 * spread over two years, with the skew a remittance product has: most transfers completed,
 * Kenya the busiest corridor, two in three paid by card. The rollup triggers keep the daily
 * totals as the rows go in, exactly as in production.
 */
export async function seedAdminData(client: pg.Client, size: SeedSize): Promise<void> {
  await client.query('select setseed(0.42)');
  await client.query(
    `insert into users (email, phone, password_hash, first_name, last_name, is_email_verified, is_phone_verified, status, created_at, updated_at)
     select case when i % 10 = 0 then null else 'bench.user' || i || '@example.com' end,
            case when i % 3 = 0 and i % 10 <> 0 then null else '+1202' || lpad(i::text, 7, '0') end,
            'bench-user-cannot-sign-in',
            (array['Amina','Wanjiru','Tesfaye','Okello','Abebe','Nakato','Kamau','Selam','Mulugeta','Achieng'])[1 + i % 10],
            (array['Okello','Kamau','Tesfaye','Mekonnen','Mugisha','Otieno','Haile','Nambi','Bekele','Wekesa','Kiprop','Gebre'])[1 + (i / 10) % 12] || i,
            i % 10 <> 0,
            i % 3 <> 0 or i % 10 = 0,
            case when i % 97 = 0 then 'suspended' else 'active' end,
            now() - interval '730 days' * (1 - i::float8 / $1) - interval '1 second' * (i % 86400),
            now()
       from generate_series(1, $1::int) as i`,
    [size.users],
  );
  const { rows } = await client.query<{ lo: number; n: number }>('select min(id) as lo, count(*)::int as n from users');
  const [{ lo, n }] = rows;
  await client.query(
    `insert into transactions (id, user_id, session_id, country, currency_code, amount, fee_amount, total_amount, recipient_amount, rate,
                               payment_method, status, sender_info, recipient_info, provider_transfer_id, created_at, updated_at, delivery_method, reference)
     select gen_random_uuid(), u.id, 'bench_' || g.i, c.country, c.currency, a.amount, f.fee, a.amount + f.fee,
            round(a.amount * c.rate, 2), c.rate, m.method, s.status,
            jsonb_build_object('firstName', u.first_name, 'lastName', u.last_name,
                               'email', coalesce(u.email, 'no-email@example.com'), 'phone', coalesce(u.phone, '+12025550100')),
            jsonb_build_object('firstName', 'Recipient', 'lastName', 'Number' || (g.i % 5000), 'phone', '+254712' || lpad((g.i % 1000000)::text, 6, '0')),
            case when s.status = 'pending' then null else 'pi_bench_' || g.i end,
            t.at, t.at,
            case c.country when 'kenya' then 'mpesa' when 'uganda' then 'mtn_momo' when 'ethiopia' then 'telebirr' else 'cash_pickup' end,
            bench_transfer_reference()
       from (select i, $1::int + floor(random() * $2::int)::int as user_id, random() as r1, random() as r2, random() as r3, random() as r4, random() as r5
               from generate_series(1, $3::int) as i) as g(i, user_id, r1, r2, r3, r4, r5)
       join users u on u.id = g.user_id
       cross join lateral (select case when g.r1 < 0.40 then 'kenya' when g.r1 < 0.65 then 'ethiopia' when g.r1 < 0.90 then 'uganda' else 'eritrea' end as country) k
       cross join lateral (select k.country,
                                  case k.country when 'eritrea' then 'ERN' when 'ethiopia' then 'ETB' when 'uganda' then 'UGX' else 'KES' end as currency,
                                  case k.country when 'eritrea' then 15.0000 when 'ethiopia' then 155.0000 when 'uganda' then 3650.0000 else 129.2500 end as rate) c
       cross join lateral (select case when g.r2 < 0.67 then 'card' else 'ach' end as method) m
       cross join lateral (select round((1 + g.r3 * 1999)::numeric, 2) as amount) a
       cross join lateral (select round(a.amount * case m.method when 'card' then 0.09 else 0.05 end, 2) as fee) f
       cross join lateral (select case when g.r4 < 0.80 then 'completed' when g.r4 < 0.87 then 'failed' when g.r4 < 0.92 then 'processing'
                                       when g.r4 < 0.97 then 'pending' else 'cancelled' end as status) s
       cross join lateral (select u.created_at + (now() - u.created_at) * g.r5 as at) t`,
    [lo, n, size.transfers],
  );
  await client.query('vacuum analyze users');
  await client.query('vacuum analyze transactions');
  await client.query('vacuum analyze transaction_daily_totals');
}
