import { Migration } from '@mikro-orm/migrations';
import { rebuildAuditActionCheck } from './audit-action-check.js';
import { createPasskeyTable } from './passkey-table.js';

const AUDIT_ACTIONS = ['admin.passkey_added', 'admin.passkey_removed'];

/** Operators' passkeys (issue #25), one operator's each: a passkey stands in for the authenticator code at the admin gate. */
export class Migration20261127065000_operator_passkeys extends Migration {
  override up(): void {
    for (const statement of createPasskeyTable('operator_passkeys', 'operator_id', 'operators')) this.addSql(statement);
    this.addSql(rebuildAuditActionCheck({ added: AUDIT_ACTIONS }));
  }

  override down(): void {
    this.addSql('drop table "operator_passkeys";');
    this.addSql(rebuildAuditActionCheck({ removed: AUDIT_ACTIONS }));
  }
}
