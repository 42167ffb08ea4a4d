import { Migration } from '@mikro-orm/migrations';

/**
 * A contact belongs to the account that verified it. An unverified email or phone no longer
 * blocks anyone: several unverified registrations may name it, the first to verify it keeps
 * it (the others lose it), and only a verified contact is unique.
 */
export class Migration20261123150000_verified_contacts extends Migration {
  override up(): void {
    this.addSql('alter table "users" drop constraint "users_email_unique", drop constraint "users_phone_unique";');
    this.addSql('create unique index "users_verified_email_unique" on "users" ("email") where "is_email_verified";');
    this.addSql('create unique index "users_verified_phone_unique" on "users" ("phone") where "is_phone_verified";');
    this.addSql('create index "users_email" on "users" ("email");');
    this.addSql('create index "users_phone" on "users" ("phone");');
    this.addSql('create index "users_unverified" on "users" ("created_at") where not "is_email_verified" and not "is_phone_verified";');
  }

  override down(): void {
    this.addSql('drop index "users_unverified";');
    this.addSql('drop index "users_phone";');
    this.addSql('drop index "users_email";');
    this.addSql('drop index "users_verified_phone_unique";');
    this.addSql('drop index "users_verified_email_unique";');
    this.addSql('alter table "users" add constraint "users_email_unique" unique ("email"), add constraint "users_phone_unique" unique ("phone");');
  }
}
