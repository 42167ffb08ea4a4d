import { Migration } from '@mikro-orm/migrations';

/**
 * Senders' rate alerts: a target rate for a country, fired once (fired_at, fired_rate) when
 * the operator's rate reaches it. One active alert per sender and country (the partial
 * unique index); a new target for that country replaces the active one's.
 */
export class Migration20261124020000_rate_alerts extends Migration {
  override up(): void {
    this.addSql(`
      create table "rate_alerts" (
        "id" uuid primary key,
        "user_id" integer not null references "users" ("id") on delete cascade,
        "country" varchar(32) not null check ("country" in ('eritrea', 'ethiopia', 'uganda', 'kenya')),
        "target_rate" numeric(10,4) not null check ("target_rate" > 0),
        "created_at" timestamptz not null default now(),
        "fired_at" timestamptz null,
        "fired_rate" numeric(10,4) null check ("fired_rate" > 0),
        constraint "rate_alerts_fired_together" check (("fired_at" is null) = ("fired_rate" is null))
      );`);
    this.addSql('create unique index "rate_alerts_one_active_per_country" on "rate_alerts" ("user_id", "country") where "fired_at" is null;');
    // A rate change looks up the active alerts its new rate reaches.
    this.addSql('create index "rate_alerts_active_by_target" on "rate_alerts" ("country", "target_rate") where "fired_at" is null;');
    // The sender's list: newest first.
    this.addSql('create index "rate_alerts_user_created" on "rate_alerts" ("user_id", "created_at" desc);');
  }

  override down(): void {
    this.addSql('drop table if exists "rate_alerts";');
  }
}
