import { EntitySchema } from '@mikro-orm/core';
import type { LedgerProblem } from './ledger-invariants.js';

/** One run of the ledger's invariant checks, kept so that any process (the api, later the finance views) can show the last. */
export class LedgerCheckRecord {
  id!: number;
  scope: 'full' | 'recent';
  /** A recent check looked at the transfers touched since then. */
  since: Date | null;
  startedAt: Date;
  finishedAt: Date;
  transfersChecked: number;
  problemCount: number;
  /** The first problems found (at most `MAX_PROBLEMS_KEPT`). */
  problems: LedgerProblem[];

  constructor(fields: Omit<LedgerCheckRecord, 'id'>) {
    this.scope = fields.scope;
    this.since = fields.since;
    this.startedAt = fields.startedAt;
    this.finishedAt = fields.finishedAt;
    this.transfersChecked = fields.transfersChecked;
    this.problemCount = fields.problemCount;
    this.problems = fields.problems;
  }
}

export const LedgerCheckRecordSchema = new EntitySchema<LedgerCheckRecord>({
  class: LedgerCheckRecord,
  tableName: 'ledger_checks',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    scope: { type: 'string', length: 8 },
    since: { type: 'datetime', columnType: 'timestamptz', nullable: true },
    startedAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'started_at' },
    finishedAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'finished_at' },
    transfersChecked: { type: 'integer', fieldName: 'transfers_checked' },
    problemCount: { type: 'integer', fieldName: 'problem_count' },
    problems: { type: 'json', columnType: 'jsonb' },
  },
});
