import { Migration } from '@mikro-orm/migrations';
import { rebuildAuditActionCheck } from './audit-action-check.js';

const AUDIT_ACTIONS = ['operator.invited', 'operator.enrolled', 'operator.role_changed', 'operator.deactivated'];

/**
 * Operators invited by an owner (issue #25, item 1): an operator starts `invited`, with a
 * one-time enrolment link (only the token's SHA-256 digest is kept, with its expiry) that sets
 * their password and confirms their authenticator. One-time recovery codes (digests only) stand
 * in for the authenticator code at the gate, each once.
 */
export class Migration20261127070000_operator_invites extends Migration {
  override up(): void {
    this.addSql(`alter table "operators" drop constraint if exists "operators_status_check";`);
    this.addSql(`alter table "operators" add constraint "operators_status_check" check ("status" in ('invited', 'active', 'deactivated'));`);
    this.addSql(`alter table "operators"
      add column "enrolment_token_digest" varchar(64) null unique,
      add column "enrolment_expires_at" timestamptz null,
      add column "invited_by_id" integer null references "operators" ("id"),
      add constraint "operators_enrolment_expires" check (("enrolment_token_digest" is null) = ("enrolment_expires_at" is null));`);
    this.addSql(`create table "operator_recovery_codes" (
      "id" serial primary key,
      "operator_id" integer not null references "operators" ("id") on delete cascade,
      "code_digest" varchar(64) not null,
      "used_at" timestamptz null,
      unique ("operator_id", "code_digest")
    );`);
    this.addSql(rebuildAuditActionCheck({ added: AUDIT_ACTIONS }));
  }

  override down(): void {
    this.addSql(rebuildAuditActionCheck({ removed: AUDIT_ACTIONS }));
    this.addSql('drop table if exists "operator_recovery_codes";');
    this.addSql(`alter table "operators" drop constraint "operators_enrolment_expires", drop column "invited_by_id", drop column "enrolment_expires_at", drop column "enrolment_token_digest";`);
    this.addSql(`update "operators" set "status" = 'deactivated' where "status" = 'invited';`);
    this.addSql(`alter table "operators" drop constraint if exists "operators_status_check";`);
    this.addSql(`alter table "operators" add constraint "operators_status_check" check ("status" in ('active', 'deactivated'));`);
  }
}
