import { Migration } from '@mikro-orm/migrations';

/**
 * `transactions.payment_declines`: how many payment attempts the provider declined. A
 * transfer with too many is locked (card testing): the sender starts a new transfer.
 * Existing pending transfers start from their declines as recorded in their event log.
 */
export class Migration20261123000000_payment_declines extends Migration {
  override up(): void {
    this.addSql('alter table "transactions" add column "payment_declines" integer not null default 0;');
    this.addSql(
      `update "transactions" t set "payment_declines" = d.n
         from (select "transfer_id", count(*)::int as n from "transfer_events" where "type" = 'PaymentDeclined' group by "transfer_id") d
        where d."transfer_id" = t."id";`,
    );
  }

  override down(): void {
    this.addSql('alter table "transactions" drop column "payment_declines";');
  }
}
