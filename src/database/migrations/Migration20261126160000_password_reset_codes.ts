import { Migration } from '@mikro-orm/migrations';

/**
 * Password reset (issue #29): a reset code is a verification code with another purpose, sent
 * to a contact the account verified. Existing codes all verify a contact.
 */
export class Migration20261126160000_password_reset_codes extends Migration {
  override up(): void {
    this.addSql(`alter table "verification_codes" add column "purpose" varchar(16) not null default 'verify' check ("purpose" in ('verify', 'password_reset'));`);
    this.addSql('drop index if exists "verification_codes_user_type_created";');
    this.addSql('create index "verification_codes_user_type_created" on "verification_codes" ("user_id", "type", "purpose", "created_at" desc);');
  }

  override down(): void {
    this.addSql('drop index if exists "verification_codes_user_type_created";');
    this.addSql('alter table "verification_codes" drop column "purpose";');
    this.addSql('create index "verification_codes_user_type_created" on "verification_codes" ("user_id", "type", "created_at" desc);');
  }
}
