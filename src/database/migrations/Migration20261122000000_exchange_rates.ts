import { Migration } from '@mikro-orm/migrations';

/** Exchange rates for the four destination countries, seeded with development defaults. */
export class Migration20261122000000_exchange_rates extends Migration {
  override up(): void {
    this.addSql(`
      create table "exchange_rates" (
        "id" serial primary key,
        "country" varchar(32) not null,
        "rate" numeric(10,4) not null check ("rate" > 0),
        "updated_at" timestamptz not null default now(),
        constraint "exchange_rates_country_unique" unique ("country")
      );`);
    this.addSql(`
      insert into "exchange_rates" ("country", "rate") values
        ('eritrea', 15.0000),
        ('ethiopia', 155.0000),
        ('uganda', 3650.0000),
        ('kenya', 129.2500);`);
  }

  override down(): void {
    this.addSql('drop table if exists "exchange_rates";');
  }
}
