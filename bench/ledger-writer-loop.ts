/**
 * The timing loop both sides of "ledger posting throughput" run in their own process
 * (ledger-posting-writers.ts through the product's ledger, bare/ledger-insert-writers.ts with
 * plain `pg`), so that they are measured exactly alike. Framework-free: the bare side imports it.
 *
 * Settings come from the environment the benchmark gives the process:
 * - LEDGER_WRITERS: writer counts to measure one after the other (e.g. `4,1`); a writer is a
 *   loop of transactions, one after the other; the writers run at once on one pool;
 * - LEDGER_BATCH: transfers booked per transaction (each one PaymentSucceeded and one
 *   TransferCompleted: two postings);
 * - LEDGER_SECONDS: how long each writer count is measured, after LEDGER_WARM_UP_SECONDS
 *   of writing at the largest count, not counted;
 * - LEDGER_RESULT: the file the results are written to (JSON, `WriterResults`).
 */
import { writeFileSync } from 'node:fs';

export interface WriterResult {
  writers: number;
  /** Ledger transfers committed. */
  postings: number;
  transactions: number;
  /** From the start of the window to the last commit. */
  seconds: number;
}

export interface WriterSettings {
  writers: number[];
  batch: number;
  seconds: number;
  warmUpSeconds: number;
  resultFile: string;
}

export function writerSettings(env: NodeJS.ProcessEnv = process.env): WriterSettings {
  const writers = (env.LEDGER_WRITERS ?? '4').split(',').map(Number);
  if (writers.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`LEDGER_WRITERS must list writer counts, not ${env.LEDGER_WRITERS}`);
  if (!env.LEDGER_RESULT) throw new Error('LEDGER_RESULT (the result file) is required');
  return {
    writers,
    batch: Number(env.LEDGER_BATCH ?? 100),
    seconds: Number(env.LEDGER_SECONDS ?? 5),
    warmUpSeconds: Number(env.LEDGER_WARM_UP_SECONDS ?? 1),
    resultFile: env.LEDGER_RESULT,
  };
}

/** `writers` loops calling `writeBatch` (one transaction, answering the postings it committed) until `seconds` have passed. */
export async function timedWriters(writers: number, seconds: number, writeBatch: () => Promise<number>): Promise<WriterResult> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let postings = 0;
  let transactions = 0;
  let last = started;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (performance.now() < deadline) {
        // Not `postings += await ...`: that reads `postings` before the await and loses the other writers' counts.
        const written = await writeBatch();
        postings += written;
        transactions += 1;
        last = performance.now();
      }
    }),
  );
  return { writers, postings, transactions, seconds: (last - started) / 1000 };
}

/** What a process measured: the warm-up (not counted, but its rows are written too) and each writer count. */
export interface WriterResults {
  warmUp: WriterResult;
  measured: WriterResult[];
}

/** Warms up at the largest writer count, measures each count in turn and writes the results. */
export async function runWriters(settings: WriterSettings, writeBatch: () => Promise<number>): Promise<WriterResults> {
  const warmUp = await timedWriters(Math.max(...settings.writers), settings.warmUpSeconds, writeBatch);
  const measured: WriterResult[] = [];
  for (const writers of settings.writers) measured.push(await timedWriters(writers, settings.seconds, writeBatch));
  const results = { warmUp, measured };
  writeFileSync(settings.resultFile, JSON.stringify(results));
  return results;
}
