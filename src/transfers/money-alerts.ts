import type { EntityManager } from '@mikro-orm/postgresql';
import { MoneyAlert, type NewMoneyAlert } from './domain/money-alert.js';

/**
 * Raises an alert for the operator in the caller's transaction, once: the same kind about the
 * same subject (an attempt, a refund, a payment) raised again changes nothing.
 */
export async function raiseMoneyAlert(em: EntityManager, fields: NewMoneyAlert, at: Date): Promise<void> {
  const alert = new MoneyAlert(fields, at);
  const existing = await em.findOne(MoneyAlert, { dedupeKey: alert.dedupeKey });
  if (!existing) em.persist(alert);
}
