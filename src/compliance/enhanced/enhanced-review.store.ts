import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { EnhancedReview, type EnhancedReviewStatus, type SourceOfFunds } from '../domain/enhanced-review.js';

interface ReviewRow {
  id: string;
  user_id: number;
  occupation: string;
  source_of_funds: SourceOfFunds;
  source_of_funds_detail: string;
  status: EnhancedReviewStatus;
  requested_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
  decline_reason: string | null;
}

/** A review with the sender it is about, for the compliance queue. */
export interface QueuedReview {
  review: EnhancedReview;
  sender: { userId: number; name: string; email: string | null };
}

const reviewOf = (r: ReviewRow) =>
  new EnhancedReview(r.id, r.user_id, r.occupation, r.source_of_funds, r.source_of_funds_detail, new Date(r.requested_at), r.status, r.decided_at && new Date(r.decided_at), r.decided_by, r.decline_reason);

const COLUMNS = 'r.id, r.user_id, r.occupation, r.source_of_funds, r.source_of_funds_detail, r.status, r.requested_at, r.decided_at, r.decided_by, r.decline_reason';

/** Requests for the Enhanced tier (table of migration 20261127150000), always in the caller's transaction. */
@Injectable()
export class EnhancedReviewStore {
  async add(em: EntityManager, review: EnhancedReview): Promise<void> {
    await em.execute(
      `insert into enhanced_reviews (id, user_id, occupation, source_of_funds, source_of_funds_detail, status, requested_at) values (?, ?, ?, ?, ?, 'pending', ?)`,
      [review.id, review.userId, review.occupation, review.sourceOfFunds, review.sourceOfFundsDetail, review.requestedAt],
    );
  }

  async find(em: EntityManager, id: string, { lock = false } = {}): Promise<EnhancedReview | null> {
    const [row] = await em.execute<ReviewRow[]>(`select ${COLUMNS} from enhanced_reviews r where r.id = ?${lock ? ' for update' : ''}`, [id]);
    return row ? reviewOf(row) : null;
  }

  /** The sender's latest request, if any. */
  async latestOf(em: EntityManager, userId: number): Promise<EnhancedReview | null> {
    const [row] = await em.execute<ReviewRow[]>(`select ${COLUMNS} from enhanced_reviews r where r.user_id = ? order by r.requested_at desc, r.id desc limit 1`, [userId]);
    return row ? reviewOf(row) : null;
  }

  async saveDecision(em: EntityManager, review: EnhancedReview): Promise<void> {
    await em.execute(`update enhanced_reviews set status = ?, decided_at = ?, decided_by = ?, decline_reason = ? where id = ? and status = 'pending'`, [
      review.status,
      review.decidedAt,
      review.decidedBy,
      review.declineReason,
      review.id,
    ]);
  }

  /** The queue: every request waiting, oldest first, then the latest 50 decided. */
  async queue(em: EntityManager): Promise<QueuedReview[]> {
    const rows = await em.execute<(ReviewRow & { first_name: string; last_name: string; email: string | null })[]>(
      `(select ${COLUMNS}, u.first_name, u.last_name, u.email, 0 as part from enhanced_reviews r join users u on u.id = r.user_id where r.status = 'pending')
       union all
       (select ${COLUMNS}, u.first_name, u.last_name, u.email, 1 as part from enhanced_reviews r join users u on u.id = r.user_id where r.status <> 'pending' order by r.decided_at desc limit 50)
       order by part, requested_at`,
    );
    return rows.map((r) => ({ review: reviewOf(r), sender: { userId: r.user_id, name: `${r.first_name} ${r.last_name}`, email: r.email } }));
  }
}
