import { Migration } from '@mikro-orm/migrations';

/**
 * Issue #27: a sender's language (the app, every email and SMS to them, their disclosures and
 * receipts) and a recipient's (their SMS), each one of en, am, ti, sw. Senders start in English;
 * a recipient already saved takes their country's language (Swahili in Kenya, English in
 * Uganda, Amharic in Ethiopia, Tigrinya in Eritrea), as a new one does when none is chosen.
 */
export class Migration20261127100000_languages extends Migration {
  override up(): void {
    this.addSql(`alter table "users" add column "language" varchar(2) not null default 'en' check ("language" in ('en', 'am', 'ti', 'sw'));`);
    this.addSql(`alter table "recipients" add column "language" varchar(2) null check ("language" in ('en', 'am', 'ti', 'sw'));`);
    this.addSql(`
      update "recipients" set "language" = case "country"
        when 'kenya' then 'sw' when 'uganda' then 'en' when 'ethiopia' then 'am' when 'eritrea' then 'ti' else 'en' end;`);
    this.addSql(`alter table "recipients" alter column "language" set not null;`);
  }

  override down(): void {
    this.addSql('alter table "recipients" drop column "language";');
    this.addSql('alter table "users" drop column "language";');
  }
}
