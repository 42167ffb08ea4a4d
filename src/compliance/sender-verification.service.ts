import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { UserDirectory } from '../identity/user-directory.service.js';
import { SecretBox } from '../shared/crypto/secret-box.js';
import { CheckInProgressError } from './domain/compliance.errors.js';
import { IdentityCheck, type CheckKind } from './domain/identity-check.js';
import { isSamePerson } from './domain/name-match.js';
import type { SenderDetails } from './domain/sender-details.js';
import { SenderVerification } from './domain/sender-verification.js';
import { IDENTITY_PROVIDER, type IdentityProvider } from './identity-provider.port.js';

/** A sender's verification as the profile shows it. */
export interface VerificationStatus {
  record: SenderVerification;
  /** The latest check of each kind, if any. */
  checks: Record<CheckKind, IdentityCheck | null>;
}

/** What the browser needs to open the provider's verification form. */
export interface CheckToComplete {
  checkId: string;
  kind: CheckKind;
  clientSecret: string;
}

/**
 * A sender's identity verification (issue #26): the Basic details they give, the checks they run
 * at the identity provider, and the tier those checks grant. The provider's word comes by
 * webhook (stored, then applied here by the worker) and is always read back from the provider:
 * an event is only a nudge, so duplicates and stale or out-of-order events change nothing.
 */
@Injectable()
export class SenderVerifications {
  private readonly logger = new Logger(SenderVerifications.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(IDENTITY_PROVIDER) private readonly provider: IdentityProvider,
    private readonly users: UserDirectory,
    private readonly secrets: SecretBox,
  ) {}

  async status(userId: number): Promise<VerificationStatus> {
    const em = this.em.fork();
    const record = (await em.findOne(SenderVerification, { userId })) ?? SenderVerification.open(userId, new Date());
    const [idNumber, document] = await Promise.all(
      (['id_number', 'document'] as const).map((kind) => em.findOne(IdentityCheck, { userId, kind }, { orderBy: { createdAt: 'desc', id: 'desc' } })),
    );
    return { record, checks: { id_number: idNumber ?? null, document: document ?? null } };
  }

  /** The Basic details: given, or corrected until Basic is verified. */
  async giveDetails(userId: number, details: SenderDetails): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const now = new Date();
      const record = await this.lockedRecord(em, userId, now);
      record.giveDetails(details, now);
      await em.flush();
    });
  }

  /**
   * Starts a check at the provider (or carries on with the sender's open one, with a fresh
   * client secret when they must submit again). A check still processing is waited for.
   */
  async startCheck(userId: number, kind: CheckKind): Promise<CheckToComplete> {
    const em = this.em.fork();
    const record = (await em.findOne(SenderVerification, { userId })) ?? SenderVerification.open(userId, new Date());
    record.assertCanStart(kind);
    const latest = await em.findOne(IdentityCheck, { userId, kind }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    if (latest?.state === 'processing') throw new CheckInProgressError();
    if (latest?.isResumable()) {
      const resumed = await this.provider.resumeSession(latest.providerSessionId);
      if (resumed) return { checkId: latest.id, kind, clientSecret: resumed.clientSecret };
    }
    const contact = await this.users.contactOf(userId, em);
    const checkId = randomUUID();
    const started = await this.provider.startSession({
      kind,
      userId,
      checkId,
      email: contact?.isEmailVerified ? contact.email : null,
      phone: contact?.isPhoneVerified ? contact.phone : null,
    });
    await this.em.fork().transactional(async (tx) => {
      tx.persist(IdentityCheck.start(checkId, userId, kind, started.sessionId, new Date()));
      await tx.flush();
    });
    return { checkId, kind, clientSecret: started.clientSecret };
  }

  /**
   * Reads the provider's session and applies it to our check, in one transaction holding the
   * check and the sender's record. Answers whether the session is one of ours.
   */
  async refreshFromProvider(sessionId: string): Promise<boolean> {
    const known = await this.em.fork().findOne(IdentityCheck, { providerSessionId: sessionId }, { fields: ['id', 'state'] });
    if (!known) return false;
    if (known.isFinal()) return true;
    const session = await this.provider.readSession(sessionId);
    await this.em.fork().transactional(async (em) => {
      const now = new Date();
      const check = await em.findOneOrFail(IdentityCheck, { providerSessionId: sessionId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const record = await this.lockedRecord(em, check.userId, now);
      const details = record.details();
      const change = check.apply(session, (person) => details !== null && isSamePerson(details, person), now);
      if (change.kind === 'moved' && change.to === 'passed') {
        record.checkPassed(check.kind, now);
        if (check.kind === 'id_number' && session.ssnLastFour) record.ssnLastFourSealed = this.secrets.seal(session.ssnLastFour);
      }
      if (change.kind === 'moved') this.logger.log(`Identity check ${check.id} (${check.kind}) ${change.from} -> ${change.to}${check.reason ? ` (${check.reason})` : ''}`);
      await em.flush();
    });
    return true;
  }

  /** The sender's record, locked for this transaction (created empty when they have none yet). */
  private async lockedRecord(em: EntityManager, userId: number, now: Date): Promise<SenderVerification> {
    await em
      .getConnection()
      .execute(
        `insert into sender_verifications (user_id, tier, created_at, updated_at) values (?, 'none', ?, ?) on conflict (user_id) do nothing`,
        [userId, now, now],
        'run',
        em.getTransactionContext(),
      );
    return em.findOneOrFail(SenderVerification, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }
}
