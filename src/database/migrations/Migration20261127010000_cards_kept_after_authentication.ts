import { Migration } from '@mikro-orm/migrations';

/**
 * "Save this card" with a card whose bank asks for 3-D Secure (issue #29): the payment
 * attempt remembers the card the sender asked to keep while the check is pending, and the
 * worker saves it once the payment succeeds.
 */
export class Migration20261127010000_cards_kept_after_authentication extends Migration {
  override up(): void {
    this.addSql('alter table "transactions" add column "card_to_keep" varchar(255) null;');
  }

  override down(): void {
    this.addSql('alter table "transactions" drop column "card_to_keep";');
  }
}
