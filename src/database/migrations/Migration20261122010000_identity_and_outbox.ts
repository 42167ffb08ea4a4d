import { Migration } from '@mikro-orm/migrations';

/** Users, their verification codes, and the transactional outbox of background jobs. */
export class Migration20261122010000_identity_and_outbox extends Migration {
  override up(): void {
    this.addSql(`
      create table "users" (
        "id" serial primary key,
        "email" varchar(254) null,
        "phone" varchar(20) null,
        "password_hash" text not null,
        "first_name" varchar(100) not null,
        "last_name" varchar(100) not null,
        "is_email_verified" boolean not null default false,
        "is_phone_verified" boolean not null default false,
        "status" varchar(16) not null default 'active' check ("status" in ('active', 'suspended')),
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "users_email_unique" unique ("email"),
        constraint "users_phone_unique" unique ("phone"),
        constraint "users_contact_required" check ("email" is not null or "phone" is not null)
      );`);
    this.addSql(`
      create table "verification_codes" (
        "id" serial primary key,
        "user_id" integer not null references "users" ("id") on delete cascade,
        "code_hash" varchar(64) not null,
        "type" varchar(8) not null check ("type" in ('email', 'phone')),
        "expires_at" timestamptz not null,
        "is_used" boolean not null default false,
        "attempts" integer not null default 0,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql('create index "verification_codes_user_type_created" on "verification_codes" ("user_id", "type", "created_at" desc);');
    this.addSql(`
      create table "outbox_jobs" (
        "id" uuid primary key,
        "job_name" varchar(100) not null,
        "payload" jsonb not null,
        "created_at" timestamptz not null default now(),
        "enqueued_at" timestamptz null
      );`);
    this.addSql('create index "outbox_jobs_pending" on "outbox_jobs" ("created_at") where "enqueued_at" is null;');
  }

  override down(): void {
    this.addSql('drop table if exists "outbox_jobs";');
    this.addSql('drop table if exists "verification_codes";');
    this.addSql('drop table if exists "users";');
  }
}
