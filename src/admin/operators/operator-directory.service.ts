import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import QRCode from 'qrcode';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Outbox } from '../../outbox/outbox.service.js';
import { RateLimiter, type RateLimit } from '../../redis/rate-limiter.service.js';
import { SecretBox } from '../../shared/crypto/secret-box.js';
import { AdminAuditLog } from '../admin-audit-log.service.js';
import { AdminAuditEntry } from '../domain/admin-audit-entry.js';
import { EnrolmentLinkInvalidError, OperatorNotFoundError, OwnOperatorAccountError } from '../domain/admin.errors.js';
import { enrolmentLink, INVITATION_SUBJECT, invitationText } from '../domain/operator-enrolment.js';
import type { OperatorRef, OperatorRole } from '../domain/operator.js';
import { OperatorAccounts, type OperatorListing } from '../operator-accounts.service.js';

/** Enrolment pages opened and enrolments tried, per client address (a link is 256 random bits; this keeps scanners off). */
export const ENROLMENT_LIMIT = { name: 'operator-enrolment-ip', max: 20, windowSeconds: 15 * 60 } as const satisfies RateLimit;

export interface OperatorView {
  id: number;
  email: string;
  role: OperatorRole;
  status: OperatorListing['status'];
  createdAt: string;
  enrolmentExpiresAt: string | null;
}

/**
 * Owners manage operators (issue #25, item 1): invite by email (the link goes out through the
 * notifications outbox, sealed, with the change), list, change a role, deactivate; every
 * change audited. The invited operator enrols on a public page with the link.
 */
@Injectable()
export class OperatorDirectory {
  constructor(
    private readonly em: EntityManager,
    private readonly accounts: OperatorAccounts,
    private readonly outbox: Outbox,
    private readonly audit: AdminAuditLog,
    private readonly secrets: SecretBox,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(): Promise<OperatorView[]> {
    return (await this.accounts.list()).map(toView);
  }

  /** Invites `email` as `role` on behalf of `owner`: the operator is `invited` and the email with the link is on its way. */
  async invite(owner: OperatorRef, { email, role }: { email: string; role: OperatorRole }, address: string): Promise<OperatorView> {
    const id = await this.em.fork().transactional(async (em) => {
      const at = new Date();
      const invited = await this.accounts.invite(em, { email, role, invitedById: owner.id });
      const text = invitationText({ role, invitedBy: owner.email, link: enrolmentLink(this.config.APP_URL, invited.token), expiresAt: invited.expiresAt });
      this.outbox.add(em, 'notifications.deliver-message', { channel: 'email', to: invited.email, subject: INVITATION_SUBJECT, text: this.secrets.seal(text), sealed: true }, at);
      this.audit.record(em, AdminAuditEntry.operatorChanged('operator.invited', invited.id, null, { email: invited.email, role, expiresAt: invited.expiresAt.toISOString() }, address, at));
      await em.flush();
      return invited.id;
    });
    return toView((await this.accounts.find(id))!);
  }

  /** Another role for operator `id` (their sessions end), or deactivation; never the owner's own account. */
  async change(owner: OperatorRef, id: number, change: { role?: OperatorRole; status?: 'deactivated' }, address: string): Promise<OperatorView> {
    if (id === owner.id) throw new OwnOperatorAccountError();
    await this.em.fork().transactional(async (em) => {
      const at = new Date();
      const before = await this.accounts.find(id, em, { forUpdate: true });
      if (!before) throw new OperatorNotFoundError();
      if (change.role !== undefined && change.role !== before.role) {
        await this.accounts.changeRole(em, id, change.role);
        this.audit.record(em, AdminAuditEntry.operatorChanged('operator.role_changed', id, { email: before.email, role: before.role }, { email: before.email, role: change.role }, address, at));
      }
      if (change.status === 'deactivated' && before.status !== 'deactivated') {
        await this.accounts.deactivate(id, em);
        this.audit.record(em, AdminAuditEntry.operatorChanged('operator.deactivated', id, { email: before.email, status: before.status }, { email: before.email, status: 'deactivated' }, address, at));
      }
      await em.flush();
    });
    return toView((await this.accounts.find(id))!);
  }

  /** What the enrolment page shows for `token`: the operator, and their authenticator as a key, a URI and a QR code. Rate-limited per address. */
  async pendingEnrolment(token: string, address: string) {
    await this.limiter.consume(ENROLMENT_LIMIT, address);
    const pending = await this.accounts.pendingEnrolment(token);
    if (!pending) throw new EnrolmentLinkInvalidError();
    const qrCode = await QRCode.toDataURL(pending.otpauthUri, { margin: 1, errorCorrectionLevel: 'M' });
    return { email: pending.email, role: pending.role, secret: pending.totpSecret, otpauthUri: pending.otpauthUri, qrCode };
  }

  /** Enrols with the link (password, authenticator code): the operator is active; answers the recovery codes, shown this once. Rate-limited per address; audited. */
  async enrol(form: { token: string; password: string; code: string }, address: string): Promise<string[]> {
    await this.limiter.consume(ENROLMENT_LIMIT, address);
    return this.em.fork().transactional(async (em) => {
      const at = new Date();
      const enrolled = await this.accounts.enrol(em, form);
      this.audit.record(
        em,
        AdminAuditEntry.operatorChanged('operator.enrolled', enrolled.operator.id, { status: enrolled.previousStatus }, { status: 'active' }, address, at).by(enrolled.operator),
      );
      await em.flush();
      return enrolled.recoveryCodes;
    });
  }
}

function toView(operator: OperatorListing): OperatorView {
  return {
    id: operator.id,
    email: operator.email,
    role: operator.role,
    status: operator.status,
    createdAt: operator.createdAt.toISOString(),
    enrolmentExpiresAt: operator.enrolmentExpiresAt?.toISOString() ?? null,
  };
}
