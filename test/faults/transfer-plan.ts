import { seededRandom } from '../../sandbox/src/faults/delivery-chaos.js';
import type { TestDelivery } from '../support/transfer-fixtures.js';

/** What a sender does with one transfer, and how it must end. */
export const SCENARIOS = {
  card: { weight: 22, method: 'card', ends: 'completed', refunded: false, declines: 0 },
  /** The pay button pressed twice at once: one charge. */
  card_double_click: { weight: 6, method: 'card', ends: 'completed', refunded: false, declines: 0 },
  /** 4000000000000002 (or ...9995) declined, then 4242... pays. */
  card_declined_then_paid: { weight: 10, method: 'card', ends: 'completed', refunded: false, declines: 1 },
  /** 4000002500003155: the bank's challenge completed (the sandbox's hook stands in for Stripe.js handleNextAction). */
  card_3ds: { weight: 8, method: 'card', ends: 'completed', refunded: false, declines: 0 },
  /** The challenge failed, then another card pays. */
  card_3ds_failed_then_paid: { weight: 5, method: 'card', ends: 'completed', refunded: false, declines: 1 },
  /** The challenge left unanswered: the checkout expires, the payment is cancelled at the provider. */
  card_3ds_abandoned: { weight: 3, method: 'card', ends: 'cancelled', refunded: false, declines: 0 },
  /** An ACH debit from "Sandbox Checking" that settles. */
  bank: { weight: 12, method: 'ach', ends: 'completed', refunded: false, declines: 0 },
  /** An ACH debit from "Sandbox Failing Checking": processing, then the bank returns it. */
  bank_fails_late: { weight: 7, method: 'ach', ends: 'failed', refunded: false, declines: 0 },
  /** The recipient's number ends in 999999: no partner can pay it; the operator refunds the card payment. */
  payout_fails_refunded: { weight: 8, method: 'card', ends: 'failed', refunded: true, declines: 0 },
  /** The same, paid by bank. */
  bank_payout_fails_refunded: { weight: 3, method: 'ach', ends: 'failed', refunded: true, declines: 0 },
  /** Eritrea: the cash waits at an agent until the recipient collects it. */
  cash_pickup: { weight: 6, method: 'card', ends: 'completed', refunded: false, declines: 0 },
  /** A checkout nobody pays: it expires and is cancelled. */
  unpaid_expires: { weight: 6, method: 'card', ends: 'cancelled', refunded: false, declines: 0 },
} as const satisfies Record<string, { weight: number; method: 'card' | 'ach'; ends: 'completed' | 'failed' | 'cancelled'; refunded: boolean; declines: number }>;

export type ScenarioName = keyof typeof SCENARIOS;

export interface PlannedTransfer {
  /** `s<sender>-t<n>`: stable for a seed. */
  label: string;
  scenario: ScenarioName;
  amount: number;
  country: 'kenya' | 'uganda' | 'ethiopia' | 'eritrea';
  recipientPhone: string;
  delivery: TestDelivery;
  /** A few declined cards use ...9995 (insufficient funds) instead of ...0002. */
  declineCard: string;
  /** Seconds the sender waits before this transfer (reading, typing). */
  thinkSeconds: number;
  /** Seconds the cardholder takes on the bank's 3-D Secure page. */
  challengeSeconds: number;
  /** The bank linked in the Connect popup, for a bank payment. */
  institution: 'sandbox_bank' | 'chase';
}

export interface PlannedSender {
  index: number;
  /** When the sender arrives, from the start of the load, in seconds. */
  arrivesAt: number;
  transfers: PlannedTransfer[];
}

/** A sender may have this many declines in an hour before payments are refused (PAYMENT_DECLINE_LIMITS): stay well under. */
const DECLINES_PER_SENDER = 3;

/**
 * The run's senders and their transfers, from the seed: at least `transfers` transfers over
 * senders arriving across `spreadSeconds`, each with 4 to 6 transfers of the scenarios'
 * weights to recipients in the four countries.
 */
export function planSenders(seed: number, transfers: number, spreadSeconds: number, only: readonly ScenarioName[] = []): PlannedSender[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
  // Six final digits that are none of the sandboxes' test values (those start 000 or 999).
  const ordinary = () => String(100_000 + Math.floor(random() * 800_000));
  const names = only.length > 0 ? [...only] : (Object.keys(SCENARIOS) as ScenarioName[]);
  const total = names.reduce((sum, name) => sum + SCENARIOS[name].weight, 0);
  const scenario = (declinesLeft: number): ScenarioName => {
    for (;;) {
      let roll = random() * total;
      const chosen = names.find((name) => (roll -= SCENARIOS[name].weight) < 0) ?? names[0]!;
      if (SCENARIOS[chosen].declines <= declinesLeft || names.every((name) => SCENARIOS[name].declines > declinesLeft)) return chosen;
    }
  };
  const senderCount = Math.ceil(transfers / 5);
  const senders: PlannedSender[] = [];
  let planned = 0;
  for (let index = 0; index < senderCount; index++) {
    const count = index === senderCount - 1 ? Math.max(1, transfers - planned) : 4 + Math.floor(random() * 3);
    let declinesLeft = DECLINES_PER_SENDER;
    const list: PlannedTransfer[] = [];
    for (let n = 0; n < count; n++) {
      const name = scenario(declinesLeft);
      declinesLeft -= SCENARIOS[name].declines;
      const failsPayout = name === 'payout_fails_refunded' || name === 'bank_payout_fails_refunded';
      let country: PlannedTransfer['country'];
      let recipientPhone: string;
      let delivery: TestDelivery = {};
      if (name === 'cash_pickup') {
        country = 'eritrea';
        recipientPhone = `07${ordinary()}`;
      } else {
        const rail = pick(failsPayout ? (['mpesa', 'mtn_momo', 'telebirr'] as const) : (['mpesa', 'mtn_momo', 'telebirr', 'bank_account'] as const));
        const last6 = failsPayout ? '999999' : ordinary();
        if (rail === 'mpesa') {
          country = 'kenya';
          recipientPhone = `07${digits(2)}${last6}`;
        } else if (rail === 'mtn_momo') {
          country = 'uganda';
          recipientPhone = `077${digits(1)}${last6}`;
        } else {
          country = 'ethiopia';
          recipientPhone = `091${digits(1)}${last6}`;
          if (rail === 'bank_account') delivery = { deliveryMethod: 'bank_account', bankId: '4031', accountNumber: `1000${digits(3)}${ordinary()}` };
        }
      }
      list.push({
        label: `s${index + 1}-t${n + 1}`,
        scenario: name,
        amount: (2000 + Math.floor(random() * 28_000)) / 100,
        country,
        recipientPhone,
        delivery,
        declineCard: random() < 0.25 ? '4000000000009995' : '4000000000000002',
        thinkSeconds: 1 + random() * 4,
        challengeSeconds: 0.5 + random() * 2.5,
        institution: random() < 0.5 ? 'sandbox_bank' : 'chase',
      });
    }
    planned += list.length;
    senders.push({ index: index + 1, arrivesAt: (spreadSeconds * index) / senderCount + random() * 2, transfers: list });
  }
  return senders;
}
