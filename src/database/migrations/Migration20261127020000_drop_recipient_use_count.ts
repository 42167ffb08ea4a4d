import { Migration } from '@mikro-orm/migrations';

/**
 * "Used N times" counts the transfers a sender paid to the recipient (issue #29), read from
 * `transactions`: the checkout counter `recipients.use_count` is read by nothing any more.
 */
export class Migration20261127020000_drop_recipient_use_count extends Migration {
  override up(): void {
    this.addSql('alter table "recipients" drop column "use_count";');
  }

  override down(): void {
    this.addSql('alter table "recipients" add column "use_count" integer not null default 1 check ("use_count" >= 1);');
  }
}
