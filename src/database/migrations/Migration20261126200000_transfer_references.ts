import { Migration } from '@mikro-orm/migrations';

/**
 * One human reference per transfer (issue #29): 8 characters of Crockford's base 32 in two
 * groups ("7KQM-2XDP"), shown on every screen, email and SMS. Existing transfers get one
 * derived from their id (md5, folded into the alphabet); new ones a random one.
 */
export class Migration20261126200000_transfer_references extends Migration {
  override up(): void {
    this.addSql('alter table "transactions" add column "reference" varchar(9) null;');
    // 40 bits of md5(id) as 8 base-32 digits: each digit is 5 bits of the hash, looked up in the alphabet.
    this.addSql(`
      update "transactions" t set "reference" = (
        select substr(s, 1, 4) || '-' || substr(s, 5, 4) from (
          select string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', ((('x' || substr(md5(t."id"::text), 1, 10))::bit(40) >> (35 - 5 * i))::bigint & 31)::int + 1, 1), '' order by i) as s
          from generate_series(0, 7) as i
        ) digits
      );`);
    this.addSql('alter table "transactions" alter column "reference" set not null;');
    this.addSql('create unique index "transactions_reference_unique" on "transactions" ("reference");');
  }

  override down(): void {
    this.addSql('drop index if exists "transactions_reference_unique";');
    this.addSql('alter table "transactions" drop column "reference";');
  }
}
