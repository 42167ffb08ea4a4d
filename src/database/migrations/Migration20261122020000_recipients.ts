import { Migration } from '@mikro-orm/migrations';

/** Each sender's saved recipients, unique per sender by country and E.164 phone. */
export class Migration20261122020000_recipients extends Migration {
  override up(): void {
    this.addSql(`
      create table "recipients" (
        "id" serial primary key,
        "user_id" integer not null references "users" ("id") on delete cascade,
        "first_name" varchar(100) not null,
        "last_name" varchar(100) not null,
        "phone" varchar(20) not null,
        "country" varchar(32) not null check ("country" in ('eritrea', 'ethiopia', 'uganda', 'kenya')),
        "last_used" timestamptz null,
        "use_count" integer not null default 1 check ("use_count" >= 1),
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "recipients_user_country_phone_unique" unique ("user_id", "country", "phone")
      );`);
    // Serves the list order: most recently used first, then newest.
    this.addSql(
      'create index "recipients_user_last_used" on "recipients" ("user_id", "last_used" desc nulls last, "created_at" desc);',
    );
  }

  override down(): void {
    this.addSql('drop table if exists "recipients";');
  }
}
