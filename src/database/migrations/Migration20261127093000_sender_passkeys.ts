import { Migration } from '@mikro-orm/migrations';
import { createPasskeyTable } from './passkey-table.js';

/**
 * Senders' passkeys (issue #25), in a table of their own (operators' are in `operator_passkeys`).
 * A passkey is a second factor after the password, signs in without one, and answers a step-up.
 */
export class Migration20261127093000_sender_passkeys extends Migration {
  override up(): void {
    for (const statement of createPasskeyTable('user_passkeys', 'user_id', 'users')) this.addSql(statement);
  }

  override down(): void {
    this.addSql('drop table if exists "user_passkeys";');
  }
}
