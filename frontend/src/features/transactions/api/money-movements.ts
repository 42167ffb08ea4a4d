import { deliveryDescription, payoutPartner } from '@/config/delivery-methods';
import { formatMoney } from '@/lib/format-money';
import type { PayoutAttempt, PayoutAttemptState, Refund, RefundState } from '@/lib/data/transactions';
import type { Say } from './transfer-events';

/** How a state reads at a glance: the colour beside its words (never instead of them). */
export type StateTone = 'progress' | 'success' | 'problem' | 'ended';

type StateWords<State extends string, Item> = Record<State, { tone: StateTone; text: (item: Item, say: Say) => string }>;

const PAYOUT_STATES: StateWords<PayoutAttemptState, PayoutAttempt> = {
  requested: { tone: 'progress', text: (a, say) => say('payoutState.sendingTo', { partner: payoutPartner(a.method, a.bankName, say) ?? say('payoutState.thePartner') }) },
  unknown: { tone: 'progress', text: (_, say) => say('payoutState.waiting') },
  accepted: { tone: 'progress', text: (_, say) => say('payoutState.withPartner') },
  ready_for_pickup: { tone: 'progress', text: (a, say) => (a.pickupCode ? say('payoutState.readyWithCode', { code: a.pickupCode }) : say('statusBadge.readyForPickup')) },
  delivered: { tone: 'success', text: (a, say) => (a.receipt ? say('timeline.deliveredReceipt', { receipt: a.receipt }) : say('timeline.payoutDelivered')) },
  failed: { tone: 'problem', text: (a, say) => (a.failure ? say('payoutState.failedReason', { reason: a.failure }) : say('payoutState.failed')) },
  cancelled: { tone: 'ended', text: (_, say) => say('statusBadge.cancelled') },
  reversed: { tone: 'problem', text: (_, say) => say('payoutState.reversed') },
};

const REFUND_STATES: StateWords<RefundState, Refund> = {
  requested: { tone: 'progress', text: (_, say) => say('timeline.refundRequested') },
  pending: { tone: 'progress', text: (_, say) => say('refundState.pending') },
  succeeded: { tone: 'success', text: (_, say) => say('refundState.succeeded') },
  failed: { tone: 'problem', text: (_, say) => say('timeline.refundFailed') },
  cancelled: { tone: 'ended', text: (_, say) => say('refundState.cancelled') },
};

function wordsFor<State extends string, Item extends { state: string }>(
  table: StateWords<State, Item>,
  item: Item,
  say: Say,
): { tone: StateTone; text: string } | undefined {
  if (!Object.hasOwn(table, item.state)) return undefined;
  const words = table[item.state as State];
  return { tone: words.tone, text: words.text(item, say) };
}

/** "Delivered (receipt SG632NMUAB)", "Could not be delivered: <why>": a payout attempt's state for its sender. */
export function payoutAttemptState(attempt: PayoutAttempt, say: Say): { tone: StateTone; text: string } {
  return wordsFor(PAYOUT_STATES, attempt, say) ?? { tone: 'progress', text: say('movement.inProgress') };
}

/** "Refund on its way to you", "Refunded": a refund's state for its sender. */
export function refundState(refund: Refund, say: Say): { tone: StateTone; text: string } {
  return wordsFor(REFUND_STATES, refund, say) ?? { tone: 'progress', text: say('movement.inProgress') };
}

/** "Attempt 2 · M-Pesa" when the payout was tried more than once, else "M-Pesa" ("Bank account · Awash Bank"). */
export function payoutAttemptTitle(attempt: PayoutAttempt, attemptCount: number, say: Say): string {
  const method = deliveryDescription(attempt.method, attempt.bankName, say);
  return attemptCount > 1 ? say('payoutState.attempt', { attempt: attempt.attempt, method }) : method;
}

/** "Refund of $109.00", or what an orphan payment's refund is: a payment we could not use, returned. */
export function refundTitle(refund: Refund, say: Say): string {
  const amount = formatMoney(refund.amount);
  return refund.purpose === 'orphan_payment' ? say('refundState.orphanTitle', { amount }) : say('refundState.title', { amount });
}
