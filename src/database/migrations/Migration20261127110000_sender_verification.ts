import { Migration } from '@mikro-orm/migrations';

/**
 * Issue #26, verification tiers: a sender's identity record and tier (`sender_verifications`),
 * each identity check at the provider (`identity_checks`, one Stripe Identity
 * VerificationSession each), the provider's identity events as received (`identity_webhook_events`,
 * one per event id, settled by the worker), and sending limits per tier: the one row there was
 * (id 1) is the Verified ID tier's, whose defaults are the limits every sender had; Basic is
 * id 2 and Enhanced id 3 (rows absent until an operator sets them: the defaults apply).
 */
export class Migration20261127110000_sender_verification extends Migration {
  override up(): void {
    this.addSql(`
      create table "sender_verifications" (
        "user_id" integer primary key references "users" ("id"),
        "tier" varchar(20) not null default 'none' check ("tier" in ('none', 'basic', 'verified_id', 'enhanced')),
        "legal_first_name" varchar(100) null,
        "legal_last_name" varchar(100) null,
        "date_of_birth" date null,
        "address" jsonb null,
        "ssn_last_four_sealed" text null,
        "basic_verified_at" timestamptz null,
        "id_verified_at" timestamptz null,
        "occupation" varchar(100) null,
        "source_of_funds" varchar(200) null,
        "enhanced_reviewed_at" timestamptz null,
        "enhanced_reviewed_by" varchar(255) null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        check ("tier" = 'none' or "basic_verified_at" is not null)
      );`);
    this.addSql(`
      create table "identity_checks" (
        "id" uuid primary key,
        "user_id" integer not null references "users" ("id"),
        "kind" varchar(20) not null check ("kind" in ('id_number', 'document')),
        "provider_session_id" varchar(255) not null unique,
        "state" varchar(20) not null check ("state" in ('awaiting_input', 'processing', 'passed', 'failed', 'canceled')),
        "reason" varchar(60) null,
        "provider_status" varchar(40) not null,
        "created_at" timestamptz not null,
        "updated_at" timestamptz not null,
        "concluded_at" timestamptz null
      );`);
    this.addSql('create index "identity_checks_user" on "identity_checks" ("user_id", "created_at" desc);');
    this.addSql(`
      create table "identity_webhook_events" (
        "id" varchar(255) primary key,
        "type" varchar(100) not null,
        "session_id" varchar(255) not null,
        "received_at" timestamptz not null default now(),
        "processed_at" timestamptz null
      );`);
    this.addSql('create index "identity_webhook_events_unapplied" on "identity_webhook_events" ("received_at") where "processed_at" is null;');
    this.addSql(`alter table "sending_limits" drop constraint "sending_limits_id_check";`);
    this.addSql(`alter table "sending_limits" add column "tier" varchar(20) not null default 'verified_id';`);
    this.addSql(`
      alter table "sending_limits" add constraint "sending_limits_tier_check"
        check (("id" = 1 and "tier" = 'verified_id') or ("id" = 2 and "tier" = 'basic') or ("id" = 3 and "tier" = 'enhanced'));`);
    this.addSql(`alter table "sending_limits" add constraint "sending_limits_tier_unique" unique ("tier");`);
  }

  override down(): void {
    this.addSql(`delete from "sending_limits" where "id" <> 1;`);
    this.addSql(`alter table "sending_limits" drop constraint "sending_limits_tier_unique";`);
    this.addSql(`alter table "sending_limits" drop constraint "sending_limits_tier_check";`);
    this.addSql(`alter table "sending_limits" drop column "tier";`);
    this.addSql(`alter table "sending_limits" add constraint "sending_limits_id_check" check ("id" = 1);`);
    this.addSql('drop table "identity_webhook_events";');
    this.addSql('drop table "identity_checks";');
    this.addSql('drop table "sender_verifications";');
  }
}
