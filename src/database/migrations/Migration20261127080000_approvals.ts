import { Migration } from '@mikro-orm/migrations';
import { rebuildAuditActionCheck } from './audit-action-check.js';

const AUDIT_ACTIONS = ['approval.proposed', 'approval.approved', 'approval.rejected'];

/**
 * Four-eyes approval (issue #25, item 2): a queue action that moves money elsewhere or changes
 * a risk decision is proposed by one operator (`request`: the action as they asked for it) and
 * approved or rejected by another. Both operators are kept by id and, as the audit log does,
 * by email and role as they were. One pending proposal per item and action; a proposal past
 * `expires_at` reads as expired (and is marked so when the same action is proposed again). The
 * database refuses a decision by the proposer.
 */
export class Migration20261127080000_approvals extends Migration {
  override up(): void {
    this.addSql(`create table "approvals" (
      "id" uuid primary key,
      "item_key" varchar(300) not null,
      "action" varchar(40) not null,
      "request" jsonb not null,
      "summary" text not null,
      "proposed_by_id" integer not null references "operators" ("id"),
      "proposed_by_email" varchar(254) not null,
      "proposed_by_role" varchar(20) not null,
      "proposal_note" text not null check (char_length("proposal_note") between 3 and 500),
      "proposed_at" timestamptz not null,
      "expires_at" timestamptz not null check ("expires_at" > "proposed_at"),
      "status" varchar(10) not null default 'pending' check ("status" in ('pending', 'approved', 'rejected', 'expired')),
      "decided_by_id" integer null references "operators" ("id"),
      "decided_by_email" varchar(254) null,
      "decided_by_role" varchar(20) null,
      "decided_at" timestamptz null,
      "decision_note" text null,
      constraint "approvals_decided_by_someone" check (("status" in ('approved', 'rejected')) = ("decided_by_id" is not null and "decided_at" is not null)),
      constraint "approvals_four_eyes" check ("decided_by_id" is null or "decided_by_id" <> "proposed_by_id")
    );`);
    this.addSql(`create unique index "approvals_one_pending" on "approvals" ("item_key", "action") where "status" = 'pending';`);
    this.addSql(`create index "approvals_newest" on "approvals" ("proposed_at" desc);`);
    this.addSql(rebuildAuditActionCheck({ added: AUDIT_ACTIONS }));
  }

  override down(): void {
    this.addSql('drop table if exists "approvals";');
    this.addSql(rebuildAuditActionCheck({ removed: AUDIT_ACTIONS }));
  }
}
