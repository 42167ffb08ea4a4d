import { Migration } from '@mikro-orm/migrations';

/**
 * Named operators (issue #25): an email (stored lower-cased, one operator each), a password
 * hashed as senders' are, a role, a mandatory authenticator (TOTP secret sealed with the app's
 * key, and the last time step accepted so a code is taken once) and a status. `session_version`
 * rises on deactivation and on a new password, ending the sessions granted before. The admin
 * audit log names the operator who acted (kept as text too: the entry outlives any change).
 */
export class Migration20261127050000_operators extends Migration {
  override up(): void {
    this.addSql(`create table "operators" (
      "id" serial primary key,
      "email" varchar(254) not null unique check ("email" = lower("email")),
      "password_hash" text not null,
      "role" varchar(20) not null check ("role" in ('viewer', 'support', 'compliance', 'finance', 'owner')),
      "totp_secret_sealed" text not null,
      "totp_last_step" bigint not null default 0,
      "status" varchar(20) not null default 'active' check ("status" in ('active', 'deactivated')),
      "session_version" integer not null default 1,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`alter table "admin_audit_log"
      add column "operator_id" integer null,
      add column "operator_email" varchar(254) null,
      add column "operator_role" varchar(20) null;`);
  }

  override down(): void {
    this.addSql('alter table "admin_audit_log" drop column "operator_id", drop column "operator_email", drop column "operator_role";');
    this.addSql('drop table if exists "operators";');
  }
}
