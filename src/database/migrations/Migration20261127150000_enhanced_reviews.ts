import { Migration } from '@mikro-orm/migrations';
import { rebuildAuditActionCheck } from './audit-action-check.js';

const REVIEW_AUDIT_ACTIONS = ['compliance.enhanced_review_decision'];

/**
 * Issue #26, the Enhanced tier: a sender's request (occupation, source of funds chosen from a
 * list with free text) waits in `enhanced_reviews` for a compliance operator, who approves it
 * (the sender's tier becomes enhanced) or declines it with a reason the sender sees. One request
 * waits per sender at a time; a declined sender may ask again. Each decision is audited.
 */
export class Migration20261127150000_enhanced_reviews extends Migration {
  override up(): void {
    this.addSql(`
      create table "enhanced_reviews" (
        "id" uuid primary key,
        "user_id" integer not null references "users" ("id"),
        "occupation" varchar(100) not null,
        "source_of_funds" varchar(30) not null check ("source_of_funds" in ('salary', 'self_employment', 'business_income', 'savings', 'investments', 'pension', 'gift_or_inheritance', 'other')),
        "source_of_funds_detail" varchar(150) not null,
        "status" varchar(20) not null check ("status" in ('pending', 'approved', 'declined')),
        "requested_at" timestamptz not null,
        "decided_at" timestamptz null,
        "decided_by" varchar(255) null,
        "decline_reason" varchar(500) null,
        constraint "enhanced_reviews_decline_has_reason" check ("status" <> 'declined' or "decline_reason" is not null),
        constraint "enhanced_reviews_decided_when_not_pending" check (("status" = 'pending') = ("decided_at" is null))
      );`);
    this.addSql(`create unique index "enhanced_reviews_one_pending" on "enhanced_reviews" ("user_id") where "status" = 'pending';`);
    this.addSql('create index "enhanced_reviews_user" on "enhanced_reviews" ("user_id", "requested_at");');
    this.addSql(rebuildAuditActionCheck({ added: REVIEW_AUDIT_ACTIONS }));
  }

  override down(): void {
    // The audit log is append-only: its entries (and so the actions they name) stay.
    this.addSql('drop table "enhanced_reviews";');
  }
}
