import { Migration } from '@mikro-orm/migrations';
import { rebuildAuditActionCheck } from './audit-action-check.js';

const SCREENING_AUDIT_ACTIONS = ['attention.release_screening', 'attention.refuse_screening'];


/**
 * Sanctions screening: the US Treasury's SDN list as last loaded (`sanctions_list_entries`
 * and their aliases, replaced whole by each load; `sanctions_list_loads` says when and from
 * where), each transfer's screening (`transfer_screenings`: the names screened and what they
 * matched), and on `transactions` the hold of a likely match until an operator releases it;
 * the operator's two decisions in the audit log.
 */
export class Migration20261124030000_sanctions_screening extends Migration {
  override up(): void {
    this.addSql(`
      create table "sanctions_list_loads" (
        "id" serial primary key,
        "source" text not null,
        "published_at" timestamptz null,
        "loaded_at" timestamptz not null,
        "digest" char(64) not null,
        "entry_count" integer not null check ("entry_count" > 0),
        "alias_count" integer not null check ("alias_count" >= 0)
      );`);
    this.addSql(`
      create table "sanctions_list_entries" (
        "ent_num" integer primary key,
        "name" text not null,
        "sdn_type" varchar(16) not null,
        "programs" text[] not null,
        "title" text null,
        "remarks" text null
      );`);
    this.addSql(`
      create table "sanctions_list_aliases" (
        "ent_num" integer not null references "sanctions_list_entries" ("ent_num") on delete cascade,
        "alt_num" integer not null,
        "alt_type" varchar(8) not null,
        "alt_name" text not null,
        "alt_remarks" text null,
        primary key ("ent_num", "alt_num")
      );`);
    this.addSql(`
      create table "transfer_screenings" (
        "id" uuid primary key,
        "transfer_id" uuid not null references "transactions" ("id"),
        "party" varchar(16) not null check ("party" in ('sender', 'recipient')),
        "screened_name" text not null,
        "list_load_id" integer null references "sanctions_list_loads" ("id"),
        "matches" jsonb not null,
        "screened_at" timestamptz not null
      );`);
    this.addSql('create index "transfer_screenings_transfer" on "transfer_screenings" ("transfer_id");');
    this.addSql(`
      alter table "transactions"
        add column "screening_held_at" timestamptz null,
        add column "screening_released_at" timestamptz null;`);
    // The operator queue finds held transfers without scanning every transfer.
    this.addSql('create index "transactions_screening_held" on "transactions" ("screening_held_at") where "status" = \'pending\' and "screening_held_at" is not null;');
    this.addSql(rebuildAuditActionCheck({ added: SCREENING_AUDIT_ACTIONS }));
  }

  override down(): void {
    this.addSql(`delete from "admin_audit_log" where "action" in (${SCREENING_AUDIT_ACTIONS.map((a) => `'${a}'`).join(', ')});`);
    this.addSql(rebuildAuditActionCheck({ removed: SCREENING_AUDIT_ACTIONS }));
    this.addSql('drop index if exists "transactions_screening_held";');
    this.addSql('alter table "transactions" drop column "screening_held_at", drop column "screening_released_at";');
    this.addSql('drop table if exists "transfer_screenings";');
    this.addSql('drop table if exists "sanctions_list_aliases";');
    this.addSql('drop table if exists "sanctions_list_entries";');
    this.addSql('drop table if exists "sanctions_list_loads";');
  }
}
