import { Injectable } from '@nestjs/common';
import { AuthMetrics } from '../metrics/auth-metrics.js';
import { RateLimiter, type RateLimit } from '../redis/rate-limiter.service.js';
import { AdminAuditEntry, type AdminAccessPoint } from './domain/admin-audit-entry.js';
import { InvalidAdminPasswordError } from './domain/admin.errors.js';
import { AdminAuditLog } from './admin-audit-log.service.js';
import { AdminPassword } from './admin-password.js';

/**
 * Wrong admin passwords per client address and window, wherever they are entered (the
 * dashboard's gate or the rates page). A right password clears the address's count.
 */
export const ADMIN_PASSWORD_LIMIT = { name: 'admin-password-ip', max: 5, windowSeconds: 15 * 60 } as const satisfies RateLimit;

/** Checks the admin password, rate-limited and audited. */
@Injectable()
export class AdminAccess {
  constructor(
    private readonly password: AdminPassword,
    private readonly limiter: RateLimiter,
    private readonly audit: AdminAuditLog,
    private readonly metrics: AuthMetrics,
  ) {}

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

  async recordSignOut(address: string): Promise<void> {
    await this.audit.recordAlone(AdminAuditEntry.signedOut(address, new Date()));
  }
}
