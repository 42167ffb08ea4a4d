import { Migration } from '@mikro-orm/migrations';

/**
 * Why sanctions screening holds a transfer (issue #25): a likely match, as every hold so far,
 * or no SDN list loaded to screen against (production fails closed; the worker screens it
 * again once a list loads). Read with `screening_held_at`. A transfer's screened names now
 * include the account holder its payout partner names (`account_holder`).
 */
export class Migration20261127030000_screening_hold_reason extends Migration {
  override up(): void {
    this.addSql(`alter table "transactions" add column "screening_hold_reason" varchar(16) null
      check ("screening_hold_reason" in ('likely_match', 'no_list'));`);
    this.addSql(`update "transactions" set "screening_hold_reason" = 'likely_match' where "screening_held_at" is not null;`);
    this.addSql(`alter table "transfer_screenings" drop constraint "transfer_screenings_party_check",
      add constraint "transfer_screenings_party_check" check ("party" in ('sender', 'recipient', 'account_holder'));`);
  }

  override down(): void {
    this.addSql(`delete from "transfer_screenings" where "party" = 'account_holder';`);
    this.addSql(`alter table "transfer_screenings" drop constraint "transfer_screenings_party_check",
      add constraint "transfer_screenings_party_check" check ("party" in ('sender', 'recipient'));`);
    this.addSql('alter table "transactions" drop column "screening_hold_reason";');
  }
}
