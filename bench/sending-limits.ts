import type pg from 'pg';

/**
 * Raises the sending limits as an operator would, far above what one bench sender sends (each
 * creates thousands of transfers here); the api still checks them on every request.
 */
export async function raiseSendingLimits(sql: pg.Client): Promise<void> {
  await sql.query(
    `insert into sending_limits (id, per_transfer, per_day, per_month, updated_at) values (1, 99999999.99, 99999999.99, 9999999999.99, now())
     on conflict (id) do update set per_transfer = excluded.per_transfer, per_day = excluded.per_day, per_month = excluded.per_month`,
  );
}
