import { Migration } from '@mikro-orm/migrations';

/**
 * A sender's optional second factor (issue #25): an authenticator app's TOTP secret (sealed with
 * the app's encryption key) with the last time step accepted, so a code is never taken twice,
 * and one-time recovery codes (their digests only).
 */
export class Migration20261127040000_sender_second_factor extends Migration {
  override up(): void {
    this.addSql(`create table "user_totp" (
      "user_id" integer primary key references "users" ("id") on delete cascade,
      "secret_sealed" text not null,
      "enabled_at" timestamptz not null,
      "last_step" bigint not null default 0
    );`);
    this.addSql(`create table "user_recovery_codes" (
      "id" serial primary key,
      "user_id" integer not null references "users" ("id") on delete cascade,
      "code_digest" varchar(64) not null,
      "used_at" timestamptz null,
      unique ("user_id", "code_digest")
    );`);
  }

  override down(): void {
    this.addSql('drop table if exists "user_recovery_codes";');
    this.addSql('drop table if exists "user_totp";');
  }
}
