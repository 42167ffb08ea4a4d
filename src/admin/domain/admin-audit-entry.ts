import type { UserStatus } from '../../identity/domain/user.js';
import type { Country } from '../../shared/domain/country.js';
import type { Rate } from '../../shared/domain/rate.js';
import type { OperatorRef, OperatorRole } from './operator.js';

export const ADMIN_AUDIT_ACTIONS = [
  'admin.sign_in',
  'admin.sign_in_failed',
  'admin.sign_out',
  'admin.passkey_added',
  'admin.passkey_removed',
  'rates.update',
  'user.suspend',
  'user.activate',
  'attention.retry_payout',
  'attention.refund',
  'attention.retry_refund',
  'attention.mark_refunded',
  'attention.check_payout',
  'attention.requeue',
  'attention.release_screening',
  'attention.refuse_screening',
  'attention.release_payout',
  'attention.resolve_alert',
  'attention.explain_break',
  'attention.correct_break',
  'attention.escalate_break',
  'reconciliation.run',
  'float.top_up_recorded',
  'float.top_up_confirmed',
  'float.top_up_cancelled',
  'float.balances_checked',
  'limits.update',
  'finance.export',
  'operator.invited',
  'operator.enrolled',
  'operator.role_changed',
  'operator.deactivated',
  'approval.proposed',
  'approval.approved',
  'approval.rejected',
  'approval.withdrawn',
  'compliance.case_note',
  'compliance.case_decision',
  'compliance.sar_export',
  'compliance.sender_file_export',
  'compliance.enhanced_review_decision',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

/** Where the admin password was entered: the dashboard's gate or the separate rates page's form. */
export type AdminAccessPoint = 'dashboard' | 'rates_page';

export type AuditValue = Record<string, string | number | boolean | null>;

/**
 * One line of the admin audit log: who (by address) did what to which target, with the
 * value before and after. Append-only; created only through the named factories.
 */
export class AdminAuditEntry {
  id?: number;
  occurredAt: Date;
  action: AdminAuditAction;
  /** What was acted on: `user:42`, `rate:kenya`, `admin:dashboard`, an operator queue item's key. */
  target: string | null;
  oldValue: AuditValue | null;
  newValue: AuditValue | null;
  sourceAddress: string | null;
  /** The operator who acted (null: the system, or an entry from before operators). */
  operatorId: number | null = null;
  operatorEmail: string | null = null;
  operatorRole: OperatorRole | null = null;
  /** The operator session it was done in (AdminGrant.session); null for the system, a refused sign-in or an older entry. */
  operatorSession: string | null = null;

  /** Use the factories; public only for the ORM. */
  constructor(
    action: AdminAuditAction,
    target: string | null,
    oldValue: AuditValue | null,
    newValue: AuditValue | null,
    sourceAddress: string | null,
    occurredAt: Date,
  ) {
    this.action = action;
    this.target = target;
    this.oldValue = oldValue;
    this.newValue = newValue;
    this.sourceAddress = sourceAddress;
    this.occurredAt = occurredAt;
  }

  /** The entry naming `operator` (and the session they acted in) as who acted; an entry naming someone already keeps them. */
  by(operator: OperatorRef | null | undefined, session?: string | null): this {
    if (!operator || this.operatorId !== null) return this;
    this.operatorId = operator.id;
    this.operatorEmail = operator.email;
    this.operatorRole = operator.role;
    this.operatorSession = session ?? null;
    return this;
  }

  /** The operator set the sending limits (amounts in USD, as decimal strings). */
  static limitsChanged(from: AuditValue, to: AuditValue, address: string, at: Date): AdminAuditEntry {
    return new AdminAuditEntry('limits.update', 'limits:sending', from, to, address, at);
  }

  /** A compliance operator wrote a note on a case, decided it, or downloaded its SAR fields (`compliance_case:{id}`). */
  static complianceCaseAction(action: Extract<AdminAuditAction, `compliance.${string}`>, caseId: string, before: AuditValue | null, after: AuditValue | null, address: string, at: Date): AdminAuditEntry {
    return new AdminAuditEntry(action, `compliance_case:${caseId}`, before, after, address, at);
  }

  /** A compliance operator approved or declined a sender's request for the Enhanced tier (`enhanced_review:{id}`). */
  static enhancedReviewDecided(reviewId: string, before: AuditValue, after: AuditValue, address: string, at: Date): AdminAuditEntry {
    return new AdminAuditEntry('compliance.enhanced_review_decision', `enhanced_review:${reviewId}`, before, after, address, at);
  }

  /** A compliance operator (or owner) downloaded one sender's full file (`user:{id}`): identity, verifications, transfers, cases. */
  static senderFileExported(userId: number, contents: AuditValue, address: string, at: Date): AdminAuditEntry {
    return new AdminAuditEntry('compliance.sender_file_export', `user:${userId}`, null, contents, address, at);
  }

  /** The operator downloaded a finance export (`finance:journal`...) of the books over a range or as of a day. */
  static financeExported(view: string, range: AuditValue, address: string, at: Date): AdminAuditEntry {
    return new AdminAuditEntry('finance.export', `finance:${view}`, null, range, address, at);
  }

  /**
   * A step of a float top-up (`float_top_up:{id}`): recorded or cancelled by an operator,
   * confirmed by one or (address null) by the partner's balance; or the partners' balances checked.
   */
  static floatAction(action: Extract<AdminAuditAction, `float.${string}`>, target: string, before: AuditValue | null, after: AuditValue | null, address: string | null, at: Date): AdminAuditEntry {
    return new AdminAuditEntry(action, target, before, after, address, at);
  }

  /** The operator ran reconciliation with the providers' records now (`reconciliation:run`), with what the run found. */
  static reconciliationRun(result: AuditValue, address: string, at: Date): AdminAuditEntry {
    return new AdminAuditEntry('reconciliation.run', 'reconciliation:run', null, result, address, at);
  }

  /**
   * An owner invited, re-roled or deactivated an operator (`operator:{id}`), or the operator
   * enrolled through their link (address: theirs; the entry names the operator themselves).
   */
  static operatorChanged(action: Extract<AdminAuditAction, `operator.${string}`>, operatorId: number, before: AuditValue | null, after: AuditValue | null, address: string, at: Date): AdminAuditEntry {
    return new AdminAuditEntry(action, `operator:${operatorId}`, before, after, address, at);
  }

  static signedIn(address: string, at: Date): AdminAuditEntry {
    return new AdminAuditEntry('admin.sign_in', 'admin:dashboard', null, null, address, at);
  }

  /** A refused sign-in; for an operator's, why (`wrong_code`...): the operator is not told, the log is. */
  static signInFailed(address: string, where: AdminAccessPoint, at: Date, reason?: string): AdminAuditEntry {
    return new AdminAuditEntry('admin.sign_in_failed', `admin:${where}`, null, reason ? { reason } : null, address, at);
  }

  /** The operator added a passkey to their account (`name`: what they called it). */
  static passkeyAdded(passkeyId: number, name: string, address: string, at: Date): AdminAuditEntry {
    return new AdminAuditEntry('admin.passkey_added', `passkey:${passkeyId}`, null, { name }, address, at);
  }

  static passkeyRemoved(passkeyId: number, name: string, address: string, at: Date): AdminAuditEntry {
    return new AdminAuditEntry('admin.passkey_removed', `passkey:${passkeyId}`, { name }, null, address, at);
  }

  static signedOut(address: string, at: Date): AdminAuditEntry {
    return new AdminAuditEntry('admin.sign_out', 'admin:dashboard', null, null, address, at);
  }

  static rateChanged(country: Country, from: Rate | null, to: Rate, where: AdminAccessPoint, address: string, at: Date): AdminAuditEntry {
    return new AdminAuditEntry(
      'rates.update',
      `rate:${country}`,
      from ? { rate: from.toDecimalString() } : null,
      { rate: to.toDecimalString(), source: where },
      address,
      at,
    );
  }

  static userStatusChanged(userId: number, from: UserStatus, to: UserStatus, address: string, at: Date): AdminAuditEntry {
    return new AdminAuditEntry(
      to === 'suspended' ? 'user.suspend' : 'user.activate',
      `user:${userId}`,
      { status: from },
      { status: to },
      address,
      at,
    );
  }

  /**
   * A step of a four-eyes approval of what `key` names (a queue item, `rates:exchange`,
   * `limits:sending`, `float_top_up:{id}`): proposed or withdrawn (the proposer's entry),
   * approved (the approver's, beside the action's own entry) or rejected.
   */
  static approvalStep(action: Extract<AdminAuditAction, `approval.${string}`>, key: string, before: AuditValue | null, after: AuditValue, address: string, at: Date): AdminAuditEntry {
    return new AdminAuditEntry(action, key.slice(0, 64), before, after, address, at);
  }

  /**
   * An action taken from the operator's "Needs attention" queue on the item `key`: what it
   * was before and what the action made of it.
   */
  static operatorAction(
    action: Extract<AdminAuditAction, `attention.${string}`>,
    key: string,
    before: AuditValue | null,
    after: AuditValue | null,
    address: string,
    at: Date,
  ): AdminAuditEntry {
    return new AdminAuditEntry(action, key.slice(0, 64), before, after, address, at);
  }
}
