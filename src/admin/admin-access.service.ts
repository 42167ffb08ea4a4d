import { Injectable } from '@nestjs/common';
import { AuthMetrics } from '../metrics/auth-metrics.js';
import { RateLimiter, type RateLimit } from '../redis/rate-limiter.service.js';
import { AdminAuditEntry, type AdminAccessPoint } from './domain/admin-audit-entry.js';
import type { GrantedOperator } from './domain/admin-grant.js';
import { InvalidAdminPasswordError, InvalidOperatorSignInError } from './domain/admin.errors.js';
import { AdminAuditLog } from './admin-audit-log.service.js';
import { AdminPassword } from './admin-password.js';
import { OperatorAccounts } from './operator-accounts.service.js';

/**
 * Wrong admin passwords per client address and window, wherever they are entered (the
 * dashboard's gate or the rates page). A right password clears the address's count.
 */
export const ADMIN_PASSWORD_LIMIT = { name: 'admin-password-ip', max: 5, windowSeconds: 15 * 60 } as const satisfies RateLimit;

/** Checks the admin password or an operator's sign-in, rate-limited and audited. */
@Injectable()
export class AdminAccess {
  constructor(
    private readonly password: AdminPassword,
    private readonly limiter: RateLimiter,
    private readonly audit: AdminAuditLog,
    private readonly metrics: AuthMetrics,
    private readonly operators: OperatorAccounts,
  ) {}

  /**
   * An operator's sign-in at the dashboard's gate: email, password and authenticator code,
   * rate-limited per address like the admin password. Every refusal gets one answer
   * (InvalidOperatorSignInError) and is audited, naming the operator when the email was one.
   */
  async signInOperator(email: string, password: string, code: string, address: string): Promise<GrantedOperator> {
    await this.limiter.consume(ADMIN_PASSWORD_LIMIT, address);
    const outcome = await this.operators.signIn(email, password, code);
    if ('refused' in outcome) {
      this.metrics.signInFailed('admin');
      const entry = AdminAuditEntry.signInFailed(address, 'dashboard', new Date(), outcome.refused);
      if (outcome.operatorId !== undefined) entry.by({ id: outcome.operatorId, email: outcome.email!, role: outcome.role! });
      await this.audit.recordAlone(entry);
      throw new InvalidOperatorSignInError();
    }
    await this.limiter.reset(ADMIN_PASSWORD_LIMIT, address);
    await this.audit.recordAlone(AdminAuditEntry.signedIn(address, new Date()).by(outcome.operator));
    return outcome.operator;
  }

  /**
   * Throws InvalidAdminPasswordError (after auditing the refusal) unless `candidate` is the
   * admin password, and RateLimitedError once an address has tried too often.
   */
  async checkPassword(candidate: string, address: string, where: AdminAccessPoint): Promise<void> {
    await this.limiter.consume(ADMIN_PASSWORD_LIMIT, address);
    if (!(await this.password.matches(candidate))) {
      this.metrics.signInFailed('admin');
      await this.audit.recordAlone(AdminAuditEntry.signInFailed(address, where, new Date()));
      throw new InvalidAdminPasswordError();
    }
    await this.limiter.reset(ADMIN_PASSWORD_LIMIT, address);
  }

  /** The dashboard's gate: the password is checked and the sign-in audited before access is granted. */
  async signIn(candidate: string, address: string): Promise<void> {
    await this.checkPassword(candidate, address, 'dashboard');
    await this.audit.recordAlone(AdminAuditEntry.signedIn(address, new Date()));
  }

  async recordSignOut(address: string, operator?: GrantedOperator): Promise<void> {
    await this.audit.recordAlone(AdminAuditEntry.signedOut(address, new Date()).by(operator && { id: operator.id, email: operator.email, role: operator.role }));
  }
}
