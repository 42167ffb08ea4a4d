import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AdminAuditLog } from '../../admin/admin-audit-log.service.js';
import { AdminAuditEntry } from '../../admin/domain/admin-audit-entry.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { EnhancedReview, EnhancedReviewPendingError, type EnhancedReviewDecision, type SourceOfFunds } from '../domain/enhanced-review.js';
import { TierRequiredError } from '../domain/compliance.errors.js';
import { SenderVerification } from '../domain/sender-verification.js';
import { EnhancedReviewStore, type QueuedReview } from './enhanced-review.store.js';

const notFound = () => new DomainError({ code: 'COMPLIANCE.REVIEW_NOT_FOUND', kind: 'not_found', message: 'No such request.' });

export interface EnhancedDeclaration {
  occupation: string;
  sourceOfFunds: SourceOfFunds;
  sourceOfFundsDetail: string;
}

/**
 * The Enhanced tier (issue #26): a Verified ID sender declares their occupation and source of
 * funds; the request waits in the compliance queue until a compliance operator approves it (the
 * sender's tier becomes enhanced, in the same transaction) or declines it with a reason the
 * sender sees on /profile. Each decision is audited with the review.
 */
@Injectable()
export class EnhancedReviews {
  constructor(
    private readonly em: EntityManager,
    private readonly store: EnhancedReviewStore,
    private readonly audit: AdminAuditLog,
  ) {}

  /** The sender's latest request, if any. */
  latestOf(userId: number): Promise<EnhancedReview | null> {
    return this.store.latestOf(this.em.fork(), userId);
  }

  /** Puts the sender's request in the queue: Verified ID first, and one waiting at a time. */
  async request(userId: number, declared: EnhancedDeclaration, at = new Date()): Promise<EnhancedReview> {
    return this.em.fork().transactional(async (em) => {
      const record = await em.findOne(SenderVerification, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!record) throw new TierRequiredError('Verify your ID document before asking for Enhanced.');
      record.assertCanAskForEnhanced();
      if ((await this.store.latestOf(em, userId))?.isPending()) throw new EnhancedReviewPendingError();
      const review = EnhancedReview.request(randomUUID(), userId, declared, at);
      await this.store.add(em, review);
      return review;
    });
  }

  queue(): Promise<QueuedReview[]> {
    return this.store.queue(this.em.fork());
  }

  /** Approves (the sender becomes Enhanced) or declines with the reason the sender sees; once only; audited. */
  async decide(reviewId: string, decision: EnhancedReviewDecision, reason: string | undefined, operatorEmail: string, address: string, at = new Date()): Promise<{ message: string }> {
    return this.em.fork().transactional(async (em) => {
      const review = await this.store.find(em, reviewId, { lock: true });
      if (!review) throw notFound();
      const before = { status: review.status };
      if (decision === 'approve') {
        review.approve(operatorEmail, at);
        const record = await em.findOneOrFail(SenderVerification, { userId: review.userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        record.enhancedApproved({ occupation: review.occupation, sourceOfFunds: review.sourceOfFundsText() }, operatorEmail, at);
      } else {
        review.decline(reason ?? '', operatorEmail, at);
      }
      await this.store.saveDecision(em, review);
      await em.flush();
      this.audit.record(em, AdminAuditEntry.enhancedReviewDecided(review.id, before, { status: review.status, userId: review.userId, reason: review.declineReason }, address, at));
      await em.flush();
      return { message: decision === 'approve' ? 'Approved: the sender is Enhanced.' : 'Declined: the sender sees your reason on their profile.' };
    });
  }
}
