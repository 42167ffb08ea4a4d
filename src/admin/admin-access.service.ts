import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AuthMetrics } from '../metrics/auth-metrics.js';
import { RateLimiter, type RateLimit } from '../redis/rate-limiter.service.js';
import { AdminAuditEntry, type AdminAccessPoint } from './domain/admin-audit-entry.js';
import type { GrantedOperator } from './domain/admin-grant.js';
import { InvalidAdminPasswordError, InvalidOperatorSignInError } from './domain/admin.errors.js';
import { AdminAuditLog } from './admin-audit-log.service.js';
import { OperatorAccounts, type OperatorSignIn } from './operator-accounts.service.js';

/**
 * Refused operator sign-ins and wrong passwords per client address and window, wherever they
 * are entered (the dashboard's gate or the rates page). A right one clears the address's count.
 */
export const ADMIN_PASSWORD_LIMIT = { name: 'admin-password-ip', max: 5, windowSeconds: 15 * 60 } as const satisfies RateLimit;

/** An operator signed in, and the id of the operator session the sign-in opens (named by its audit entries). */
export interface OperatorSignedIn {
  operator: GrantedOperator;
  session: string;
}

/** Checks an operator's sign-in, or their password again, rate-limited and audited. */
@Injectable()
export class AdminAccess {
  constructor(
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
  async signInOperator(email: string, password: string, code: string, address: string): Promise<OperatorSignedIn> {
    return this.signInWith(address, () => this.operators.signIn(email, password, code));
  }

  /**
   * A sign-in by any second factor (`attempt`: the authenticator's code, a passkey), with the
   * same rate limit per address, the same one answer for every refusal, and the same audit.
   */
  async signInWith(address: string, attempt: () => Promise<OperatorSignIn>): Promise<OperatorSignedIn> {
    await this.limiter.consume(ADMIN_PASSWORD_LIMIT, address);
    const outcome = await attempt();
    if ('refused' in outcome) {
      this.metrics.signInFailed('admin');
      const entry = AdminAuditEntry.signInFailed(address, 'dashboard', new Date(), outcome.refused);
      if (outcome.operatorId !== undefined) entry.by({ id: outcome.operatorId, email: outcome.email!, role: outcome.role! });
      await this.audit.recordAlone(entry);
      throw new InvalidOperatorSignInError();
    }
    await this.limiter.reset(ADMIN_PASSWORD_LIMIT, address);
    const session = randomUUID();
    await this.audit.recordAlone(AdminAuditEntry.signedIn(address, new Date()).by(outcome.operator, session));
    return { operator: outcome.operator, session };
  }

  /**
   * The signed-in operator's password asked again (the rates page's "Admin Password" field):
   * throws InvalidAdminPasswordError after auditing the refusal under the operator's name, and
   * RateLimitedError once an address has tried too often. The request passed AdminGuard.
   */
  async confirmPassword(req: Request, candidate: string, address: string, where: AdminAccessPoint): Promise<void> {
    const { operator, session } = req.session.admin!;
    await this.limiter.consume(ADMIN_PASSWORD_LIMIT, address);
    if (!(await this.operators.passwordMatches(operator.id, candidate))) {
      this.metrics.signInFailed('admin');
      await this.audit.recordAlone(AdminAuditEntry.signInFailed(address, where, new Date(), 'wrong_password').by(operator, session));
      throw new InvalidAdminPasswordError();
    }
    await this.limiter.reset(ADMIN_PASSWORD_LIMIT, address);
  }

  async recordSignOut(address: string, operator: GrantedOperator, session: string | undefined): Promise<void> {
    await this.audit.recordAlone(AdminAuditEntry.signedOut(address, new Date()).by(operator, session));
  }
}
