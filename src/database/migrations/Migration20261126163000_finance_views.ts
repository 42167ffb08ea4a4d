import { Migration } from '@mikro-orm/migrations';
import { rebuildAuditActionCheck } from './audit-action-check.js';

const AUDIT_ACTIONS = ['finance.export'];

/** Issue #24, finance views: downloading an export of the books is audited. */
export class Migration20261126163000_finance_views extends Migration {
  override up(): void {
    this.addSql(rebuildAuditActionCheck({ added: AUDIT_ACTIONS }));
  }

  override down(): void {
    this.addSql(`delete from "admin_audit_log" where "action" = 'finance.export';`);
    this.addSql(rebuildAuditActionCheck({ removed: AUDIT_ACTIONS }));
  }
}
