import { deliveryDescription, payoutPartner } from '@/config/delivery-methods';
import { formatMoney } from '@/lib/format-money';
import type { PayoutAttempt, PayoutAttemptState, Refund, RefundState } from '@/lib/data/transactions';

/** How a state reads at a glance: the colour beside its words (never instead of them). */
export type StateTone = 'progress' | 'success' | 'problem' | 'ended';

type StateWords<State extends string, Item> = Record<State, { tone: StateTone; text: (item: Item) => string }>;

const PAYOUT_STATES: StateWords<PayoutAttemptState, PayoutAttempt> = {
  requested: { tone: 'progress', text: (a) => `Sending to ${payoutPartner(a.method, a.bankName) ?? 'the payout partner'}` },
  unknown: { tone: 'progress', text: () => "Waiting for the partner's answer" },
  accepted: { tone: 'progress', text: () => 'With the partner' },
  ready_for_pickup: { tone: 'progress', text: (a) => (a.pickupCode ? `Ready for pickup (code ${a.pickupCode})` : 'Ready for pickup') },
  delivered: { tone: 'success', text: (a) => (a.receipt ? `Delivered (receipt ${a.receipt})` : 'Delivered') },
  failed: { tone: 'problem', text: (a) => (a.failure ? `Could not be delivered: ${a.failure}` : 'Could not be delivered') },
  cancelled: { tone: 'ended', text: () => 'Cancelled' },
  reversed: { tone: 'problem', text: () => 'Taken back by the partner' },
};

const REFUND_STATES: StateWords<RefundState, Refund> = {
  requested: { tone: 'progress', text: () => 'Refund requested' },
  pending: { tone: 'progress', text: () => 'Refund on its way to you' },
  succeeded: { tone: 'success', text: () => 'Refunded' },
  failed: { tone: 'problem', text: () => 'Refund failed – our team is on it' },
  cancelled: { tone: 'ended', text: () => 'Refund cancelled' },
};

function wordsFor<State extends string, Item extends { state: string }>(
  table: StateWords<State, Item>,
  item: Item,
): { tone: StateTone; text: string } | undefined {
  if (!Object.hasOwn(table, item.state)) return undefined;
  const words = table[item.state as State];
  return { tone: words.tone, text: words.text(item) };
}

/** "Delivered (receipt SG632NMUAB)", "Could not be delivered: <why>": a payout attempt's state for its sender. */
export function payoutAttemptState(attempt: PayoutAttempt): { tone: StateTone; text: string } {
  return wordsFor(PAYOUT_STATES, attempt) ?? { tone: 'progress', text: 'In progress' };
}

/** "Refund on its way to you", "Refunded": a refund's state for its sender. */
export function refundState(refund: Refund): { tone: StateTone; text: string } {
  return wordsFor(REFUND_STATES, refund) ?? { tone: 'progress', text: 'In progress' };
}

/** "Attempt 2 · M-Pesa" when the payout was tried more than once, else "M-Pesa" ("Bank account · Awash Bank"). */
export function payoutAttemptTitle(attempt: PayoutAttempt, attemptCount: number): string {
  const method = deliveryDescription(attempt.method, attempt.bankName);
  return attemptCount > 1 ? `Attempt ${attempt.attempt} · ${method}` : method;
}

/** "Refund of $109.00", or what an orphan payment's refund is: a payment we could not use, returned. */
export function refundTitle(refund: Refund): string {
  const amount = formatMoney(refund.amount);
  return refund.purpose === 'orphan_payment' ? `${amount}: a payment we could not use, returned` : `Refund of ${amount}`;
}
