import { Migration } from '@mikro-orm/migrations';

/**
 * The operator area: exchange-rate history, the admin audit log, the indexes the admin
 * lists need at a million transfers, and a per-day rollup of transfers that keeps the
 * dashboard statistics to a few thousand rows however many transfers there are.
 */
export class Migration20261122045000_admin extends Migration {
  override up(): void {
    this.addSql(`
      create table "exchange_rate_history" (
        "id" serial primary key,
        "country" varchar(32) not null,
        "old_rate" numeric(10,4) null check ("old_rate" > 0),
        "new_rate" numeric(10,4) not null check ("new_rate" > 0),
        "changed_at" timestamptz not null default now(),
        "source" varchar(16) not null check ("source" in ('rates_page', 'dashboard'))
      );`);
    this.addSql('create index "exchange_rate_history_country" on "exchange_rate_history" ("country", "id" desc);');

    this.addSql(`
      create table "admin_audit_log" (
        "id" serial primary key,
        "occurred_at" timestamptz not null default now(),
        "action" varchar(32) not null check ("action" in
          ('admin.sign_in', 'admin.sign_in_failed', 'admin.sign_out', 'rates.update', 'user.suspend', 'user.activate')),
        "target" varchar(64) null,
        "old_value" jsonb null,
        "new_value" jsonb null,
        "source_address" varchar(64) null
      );`);

    // Admin lists: keyset pages by (created_at, id) in either direction, optionally within
    // one status or country; text search with ILIKE '%term%' over a trigram index.
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql('create index "users_created" on "users" ("created_at", "id");');
    this.addSql('create index "users_status_created" on "users" ("status", "created_at", "id");');
    this.addSql(`
      create index "users_search" on "users" using gin
        (("first_name" || ' ' || "last_name" || ' ' || coalesce("email", '') || ' ' || coalesce("phone", '')) gin_trgm_ops);`);
    this.addSql('create index "transactions_created" on "transactions" ("created_at", "id");');
    this.addSql('create index "transactions_status_created" on "transactions" ("status", "created_at", "id");');
    this.addSql('create index "transactions_country_created" on "transactions" ("country", "created_at", "id");');

    // Transfers per UTC day, status, country and payment method, kept exact by
    // statement-level triggers in the same transaction as every write to "transactions".
    // An update that moves no transfer between buckets (most of them) writes nothing here;
    // rows are upserted in key order so concurrent writers lock them in the same order.
    this.addSql(`
      create table "transaction_daily_totals" (
        "day" date not null,
        "status" varchar(16) not null,
        "country" varchar(32) not null,
        "payment_method" varchar(16) not null,
        "transfer_count" bigint not null,
        "amount_sum" numeric(16,2) not null,
        primary key ("day", "status", "country", "payment_method")
      );`);
    this.addSql(`
      create function "transaction_totals_after_insert"() returns trigger language plpgsql as $$
      begin
        insert into "transaction_daily_totals" as t ("day", "status", "country", "payment_method", "transfer_count", "amount_sum")
        select ("created_at" at time zone 'UTC')::date, "status", "country", "payment_method", count(*), sum("amount")
          from new_rows group by 1, 2, 3, 4 order by 1, 2, 3, 4
        on conflict ("day", "status", "country", "payment_method") do update
          set "transfer_count" = t."transfer_count" + excluded."transfer_count", "amount_sum" = t."amount_sum" + excluded."amount_sum";
        return null;
      end $$;`);
    this.addSql(`
      create function "transaction_totals_after_update"() returns trigger language plpgsql as $$
      begin
        insert into "transaction_daily_totals" as t ("day", "status", "country", "payment_method", "transfer_count", "amount_sum")
        select "day", "status", "country", "payment_method", sum("n"), sum("amount")
          from (
            select ("created_at" at time zone 'UTC')::date as "day", "status", "country", "payment_method", 1 as "n", "amount" from new_rows
            union all
            select ("created_at" at time zone 'UTC')::date, "status", "country", "payment_method", -1, -"amount" from old_rows
          ) as "moved"
          group by 1, 2, 3, 4
          having sum("n") <> 0 or sum("amount") <> 0
          order by 1, 2, 3, 4
        on conflict ("day", "status", "country", "payment_method") do update
          set "transfer_count" = t."transfer_count" + excluded."transfer_count", "amount_sum" = t."amount_sum" + excluded."amount_sum";
        return null;
      end $$;`);
    this.addSql(`
      create function "transaction_totals_after_delete"() returns trigger language plpgsql as $$
      begin
        insert into "transaction_daily_totals" as t ("day", "status", "country", "payment_method", "transfer_count", "amount_sum")
        select ("created_at" at time zone 'UTC')::date, "status", "country", "payment_method", -count(*), -sum("amount")
          from old_rows group by 1, 2, 3, 4 order by 1, 2, 3, 4
        on conflict ("day", "status", "country", "payment_method") do update
          set "transfer_count" = t."transfer_count" + excluded."transfer_count", "amount_sum" = t."amount_sum" + excluded."amount_sum";
        return null;
      end $$;`);
    this.addSql(`
      create function "transaction_totals_after_truncate"() returns trigger language plpgsql as $$
      begin
        truncate "transaction_daily_totals";
        return null;
      end $$;`);
    this.addSql(`
      create trigger "transaction_totals_insert" after insert on "transactions"
        referencing new table as new_rows for each statement execute function "transaction_totals_after_insert"();`);
    this.addSql(`
      create trigger "transaction_totals_update" after update on "transactions"
        referencing old table as old_rows new table as new_rows for each statement execute function "transaction_totals_after_update"();`);
    this.addSql(`
      create trigger "transaction_totals_delete" after delete on "transactions"
        referencing old table as old_rows for each statement execute function "transaction_totals_after_delete"();`);
    this.addSql(`
      create trigger "transaction_totals_truncate" after truncate on "transactions"
        for each statement execute function "transaction_totals_after_truncate"();`);
    this.addSql(`
      insert into "transaction_daily_totals" ("day", "status", "country", "payment_method", "transfer_count", "amount_sum")
      select ("created_at" at time zone 'UTC')::date, "status", "country", "payment_method", count(*), sum("amount")
        from "transactions" group by 1, 2, 3, 4;`);
  }

  override down(): void {
    this.addSql('drop trigger if exists "transaction_totals_truncate" on "transactions";');
    this.addSql('drop trigger if exists "transaction_totals_delete" on "transactions";');
    this.addSql('drop trigger if exists "transaction_totals_update" on "transactions";');
    this.addSql('drop trigger if exists "transaction_totals_insert" on "transactions";');
    this.addSql('drop function if exists "transaction_totals_after_truncate"();');
    this.addSql('drop function if exists "transaction_totals_after_delete"();');
    this.addSql('drop function if exists "transaction_totals_after_update"();');
    this.addSql('drop function if exists "transaction_totals_after_insert"();');
    this.addSql('drop table if exists "transaction_daily_totals";');
    this.addSql('drop index if exists "transactions_country_created";');
    this.addSql('drop index if exists "transactions_status_created";');
    this.addSql('drop index if exists "transactions_created";');
    this.addSql('drop index if exists "users_search";');
    this.addSql('drop index if exists "users_status_created";');
    this.addSql('drop index if exists "users_created";');
    this.addSql('drop table if exists "admin_audit_log";');
    this.addSql('drop table if exists "exchange_rate_history";');
  }
}
