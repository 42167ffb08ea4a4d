import type pg from 'pg';

/** The stages of a card transfer's life, each known by the event that marks it. */
export const TRANSFER_STAGES = [
  { stage: 'created', event: 'TransferCreated' },
  { stage: 'paid', event: 'PaymentSubmitted' },
  { stage: 'settled', event: 'PaymentSucceeded' },
  { stage: 'paid out', event: 'PayoutDispatched' },
  { stage: 'completed', event: 'TransferCompleted' },
] as const;

export type TransferStage = (typeof TRANSFER_STAGES)[number]['stage'];

export interface StageFigures {
  /** Transfers per second through each stage, over that stage's own span (first to last event of its kind). */
  perSecond: Record<TransferStage, number>;
  /** Transfers completed over the whole run: first created to last completed. */
  completedOverall: number;
  /** Medians, in ms, from one stage to the next of the same transfer. */
  medianMs: { createdToSettled: number; settledToPaidOut: number; paidOutToCompleted: number; createdToCompleted: number };
}

/** Where the transfers of these checkout sessions are: how many in each status. */
export async function statusesOf(sql: pg.Client, sessionIds: string[]): Promise<Record<string, number>> {
  const { rows } = await sql.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from transactions where session_id = any($1::text[]) group by status',
    [sessionIds],
  );
  return Object.fromEntries(rows.map(({ status, n }) => [status, n]));
}

/** The figures of a run, from the events of its transfers (each event's time is when the product recorded it). */
export async function stageFigures(sql: pg.Client, sessionIds: string[]): Promise<StageFigures> {
  const { rows } = await sql.query<{ type: string; n: number; seconds: number }>(
    `select e.type, count(*)::int as n, extract(epoch from max(e.occurred_at) - min(e.occurred_at))::float8 as seconds
       from transfer_events e join transactions t on t.id = e.transfer_id
      where t.session_id = any($1::text[]) and e.type = any($2::text[])
      group by e.type`,
    [sessionIds, TRANSFER_STAGES.map((stage) => stage.event)],
  );
  const perSecond = Object.fromEntries(
    TRANSFER_STAGES.map(({ stage, event }) => {
      const row = rows.find((r) => r.type === event);
      return [stage, row && row.seconds > 0 ? (row.n - 1) / row.seconds : 0];
    }),
  ) as Record<TransferStage, number>;
  const { rows: [gaps] } = await sql.query<{ overall: number; created_settled: number; settled_paid_out: number; paid_out_completed: number; created_completed: number }>(
    `with times as (
       select t.id,
              min(e.occurred_at) filter (where e.type = 'TransferCreated') as created,
              min(e.occurred_at) filter (where e.type = 'PaymentSucceeded') as settled,
              min(e.occurred_at) filter (where e.type = 'PayoutDispatched') as paid_out,
              min(e.occurred_at) filter (where e.type = 'TransferCompleted') as completed
         from transactions t join transfer_events e on e.transfer_id = t.id
        where t.session_id = any($1::text[])
        group by t.id)
     select count(completed) / nullif(extract(epoch from max(completed) - min(created)), 0)::float8 as overall,
            1000 * percentile_cont(0.5) within group (order by extract(epoch from settled - created)) as created_settled,
            1000 * percentile_cont(0.5) within group (order by extract(epoch from paid_out - settled)) as settled_paid_out,
            1000 * percentile_cont(0.5) within group (order by extract(epoch from completed - paid_out)) as paid_out_completed,
            1000 * percentile_cont(0.5) within group (order by extract(epoch from completed - created)) as created_completed
       from times`,
    [sessionIds],
  );
  return {
    perSecond,
    completedOverall: gaps.overall,
    medianMs: {
      createdToSettled: gaps.created_settled,
      settledToPaidOut: gaps.settled_paid_out,
      paidOutToCompleted: gaps.paid_out_completed,
      createdToCompleted: gaps.created_completed,
    },
  };
}
