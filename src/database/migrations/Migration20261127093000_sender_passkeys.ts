import { Migration } from '@mikro-orm/migrations';

/**
 * Senders' passkeys (issue #25): a WebAuthn credential per row, one sender's each, in a table of
 * their own (operators' are in `operator_passkeys`: a passkey of one kind never answers for the
 * other). A passkey is a second factor after the password, signs in without one, and answers a
 * step-up.
 */
export class Migration20261127093000_sender_passkeys extends Migration {
  override up(): void {
    this.addSql(`create table "user_passkeys" (
      "id" serial primary key,
      "user_id" integer not null references "users" ("id") on delete cascade,
      "credential_id" text not null unique,
      "public_key" bytea not null,
      "counter" bigint not null default 0,
      "transports" text[] not null default '{}',
      "name" varchar(60) not null,
      "created_at" timestamptz not null default now(),
      "last_used_at" timestamptz null
    );`);
    this.addSql('create index "user_passkeys_user_id_index" on "user_passkeys" ("user_id");');
  }

  override down(): void {
    this.addSql('drop table if exists "user_passkeys";');
  }
}
