import { Migration } from '@mikro-orm/migrations';
import { rebuildAuditActionCheck } from './audit-action-check.js';

const AUDIT_ACTIONS = ['approval.withdrawn'];

/**
 * Four-eyes approval beyond the queue actions (issue #25, item 2): a rate beyond the approval
 * band, the sending limits and a float top-up confirmed by hand are proposed too (`request`
 * holds each kind's own shape, `item_key` and `action` name what it is about), and a proposer
 * may withdraw their own pending proposal: `withdrawn`, decided by nobody (the four-eyes check
 * still refuses the proposer as a decider), with when in `decided_at`.
 */
export class Migration20261127094000_approval_kinds extends Migration {
  override up(): void {
    this.addSql(`alter table "approvals" drop constraint "approvals_status_check";`);
    this.addSql(`alter table "approvals" add constraint "approvals_status_check" check ("status" in ('pending', 'approved', 'rejected', 'expired', 'withdrawn'));`);
    this.addSql(`alter table "approvals" add constraint "approvals_withdrawn_when" check ("status" <> 'withdrawn' or ("decided_at" is not null and "decided_by_id" is null));`);
    this.addSql(rebuildAuditActionCheck({ added: AUDIT_ACTIONS }));
  }

  override down(): void {
    this.addSql(`update "approvals" set "status" = 'expired' where "status" = 'withdrawn';`);
    this.addSql(`alter table "approvals" drop constraint "approvals_withdrawn_when";`);
    this.addSql(`alter table "approvals" drop constraint "approvals_status_check";`);
    this.addSql(`alter table "approvals" add constraint "approvals_status_check" check ("status" in ('pending', 'approved', 'rejected', 'expired'));`);
    this.addSql(rebuildAuditActionCheck({ removed: AUDIT_ACTIONS }));
  }
}
