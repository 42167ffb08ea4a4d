import { Migration } from '@mikro-orm/migrations';

/**
 * A bank account is debited only once its owner proved it is theirs: linked through the
 * bank-linking provider (verified), or typed by numbers and confirmed with the provider's
 * micro-deposits. Accounts typed before this have no verification under way: `unverified`.
 */
export class Migration20261123160000_bank_account_verification extends Migration {
  override up(): void {
    this.addSql(`alter table "payment_methods"
      add column "verification_status" varchar(16) not null default 'verified',
      add column "setup_intent_id" varchar(255) null,
      add column "microdeposit_type" varchar(16) null;`);
    this.addSql(`update "payment_methods" set "verification_status" = 'unverified' where "type" = 'bank_account' and "teller_account_id" is null;`);
  }

  override down(): void {
    this.addSql('alter table "payment_methods" drop column "verification_status", drop column "setup_intent_id", drop column "microdeposit_type";');
  }
}
