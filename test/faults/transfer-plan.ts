import { seededRandom } from '../../sandbox/src/faults/delivery-chaos.js';
import type { TestDelivery } from '../support/transfer-fixtures.js';

/**
 * What a sender does with one transfer, and how it must end. `ends: 'raced'`: either of two
 * ends, told by how the race went (see `expectedEnd`).
 */
export const SCENARIOS = {
  card: { weight: 14, method: 'card', ends: 'completed', refunded: false, declines: 0 },
  /** The pay button pressed twice at once: one charge. */
  card_double_click: { weight: 5, method: 'card', ends: 'completed', refunded: false, declines: 0 },
  /** 4000000000000002 (or ...9995) declined, then 4242... pays. */
  card_declined_then_paid: { weight: 8, method: 'card', ends: 'completed', refunded: false, declines: 1 },
  /** 4000002500003155: the bank's challenge completed (the sandbox's hook stands in for Stripe.js handleNextAction). */
  card_3ds: { weight: 7, method: 'card', ends: 'completed', refunded: false, declines: 0 },
  /** The challenge failed, then another card pays. */
  card_3ds_failed_then_paid: { weight: 5, method: 'card', ends: 'completed', refunded: false, declines: 1 },
  /** The challenge left unanswered: the checkout expires, the payment is cancelled at the provider. */
  card_3ds_abandoned: { weight: 3, method: 'card', ends: 'cancelled', refunded: false, declines: 0 },
  /** An ACH debit from "Sandbox Checking" that settles. */
  bank: { weight: 10, method: 'ach', ends: 'completed', refunded: false, declines: 0 },
  /** An ACH debit from "Sandbox Failing Checking": processing, then the bank returns it. */
  bank_fails_late: { weight: 6, method: 'ach', ends: 'failed', refunded: false, declines: 0 },
  /** The recipient's number ends in 999999: no partner can pay it; the operator refunds the card payment. */
  payout_fails_refunded: { weight: 6, method: 'card', ends: 'failed', refunded: true, declines: 0 },
  /** The same, paid by bank. */
  bank_payout_fails_refunded: { weight: 3, method: 'ach', ends: 'failed', refunded: true, declines: 0 },
  /** Eritrea: the cash waits at an agent until the recipient collects it. */
  cash_pickup: { weight: 5, method: 'card', ends: 'completed', refunded: false, declines: 0 },
  /** A checkout nobody pays: it expires and is cancelled. */
  unpaid_expires: { weight: 5, method: 'card', ends: 'cancelled', refunded: false, declines: 0 },
  /**
   * The sender cancels right after paying by card, racing the payout's dispatch (M-Pesa, or
   * Eritrean cash pickup, which the product asks Thunes to cancel): either cancelled (200) with
   * one full refund and no payout delivered, or completed with the cancellation refused (409)
   * and no refund.
   */
  cancel_races_payout: { weight: 8, method: 'card', ends: 'raced', refunded: false, declines: 0 },
  /**
   * The first payout is reported failed while the partner will still pay it, or pays and is
   * then reversed: MoMo keeps the transfer invisible to its status query past the product's
   * grace period (the sandbox's status lag, then paid: its callbacks redelivered out of order),
   * or a telebirr payout to ...000800 that Thunes completes then reverses. The operator retries
   * (the same method; after a reversal, a bank account) while the late news arrives. Completed,
   * the recipient paid once, or paid twice with a money alert the operator resolves.
   */
  retry_races_late_news: { weight: 7, method: 'card', ends: 'completed', refunded: false, declines: 0 },
  /**
   * A payout that cannot be delivered (...999999), refunded by the operator; Stripe fails that
   * refund after it succeeded (the sandbox's refund failure hook): it reaches the operator's
   * queue (refund_refused), the operator retries it, and the new refund succeeds once.
   */
  refund_fails_later: { weight: 4, method: 'card', ends: 'failed', refunded: true, declines: 0 },
} as const satisfies Record<string, { weight: number; method: 'card' | 'ach'; ends: 'completed' | 'failed' | 'cancelled' | 'raced'; refunded: boolean; declines: number }>;

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
  /** The races' parts, for the scenarios that race (null otherwise). */
  race: PlannedRace | null;
}

/** How a racing scenario's people and partners behave. */
export interface PlannedRace {
  /**
   * cancel_races_payout: `mpesa` or `cash_pickup` (Thunes). retry_races_late_news: `momo_lag`
   * (MoMo hides the payout past the grace period, then pays it) or `thunes_reversal` (telebirr
   * ...000800: completed, then reversed). refund_fails_later: `refund_failure`.
   */
  kind: 'mpesa' | 'cash_pickup' | 'momo_lag' | 'thunes_reversal' | 'refund_failure';
  /** Seconds between the sender seeing the payment taken and pressing Cancel, or the operator seeing an item and acting on it, or Stripe's refund succeeding and failing. */
  delaySeconds: number;
  /** momo_lag: how long MoMo's status query answers 404 for the first attempt, past the product's MoMo grace period (seconds). */
  lagPastGraceSeconds: number;
}

/** The product's MoMo grace period in the fault run (PAYOUT_GRACE_MTN_MOMO_MS): "not found" after it fails the attempt. */
export const MOMO_GRACE_MS = 30_000;

/** What a journey found out that decides how a racing scenario must end. */
export interface RaceOutcome {
  /** cancel_races_payout: the status the cancellation was answered with. */
  cancelStatus?: number;
}

/**
 * How the transfer of `scenario` must end: a racing cancellation ends cancelled and refunded
 * when it was accepted (200), completed and not refunded when it was refused (409).
 */
export function expectedEnd(scenario: ScenarioName, race: RaceOutcome | undefined): { ends: 'completed' | 'failed' | 'cancelled'; refunded: boolean } {
  const planned = SCENARIOS[scenario];
  if (planned.ends !== 'raced') return { ends: planned.ends, refunded: planned.refunded };
  return race?.cancelStatus === 200 ? { ends: 'cancelled', refunded: true } : { ends: 'completed', refunded: false };
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
      const failsPayout = name === 'payout_fails_refunded' || name === 'bank_payout_fails_refunded' || name === 'refund_fails_later';
      let country: PlannedTransfer['country'];
      let recipientPhone: string;
      let delivery: TestDelivery = {};
      let race: PlannedRace | null = null;
      if (name === 'cancel_races_payout') {
        const kind = random() < 0.4 ? 'cash_pickup' : 'mpesa';
        // A third press Cancel the moment the page shows the payment taken; the others within two seconds.
        race = { kind, delaySeconds: random() < 0.35 ? 0 : random() * 2, lagPastGraceSeconds: 0 };
        country = kind === 'cash_pickup' ? 'eritrea' : 'kenya';
        recipientPhone = kind === 'cash_pickup' ? `07${ordinary()}` : `07${digits(2)}${ordinary()}`;
      } else if (name === 'retry_races_late_news') {
        const kind = random() < 0.7 ? 'momo_lag' : 'thunes_reversal';
        // The lag ends 10 to 35 s past the grace period (a status check in between fails the attempt),
        // and the operator takes up to 25 s to retry: the late news comes before or after the retry.
        race = { kind, delaySeconds: random() * 25, lagPastGraceSeconds: 10 + random() * 25 };
        country = kind === 'momo_lag' ? 'uganda' : 'ethiopia';
        recipientPhone = kind === 'momo_lag' ? `077${digits(1)}${ordinary()}` : `091${digits(1)}000800`;
      } else if (name === 'cash_pickup') {
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
        if (name === 'refund_fails_later') race = { kind: 'refund_failure', delaySeconds: random() * 3, lagPastGraceSeconds: 0 };
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
        race,
      });
    }
    planned += list.length;
    senders.push({ index: index + 1, arrivesAt: (spreadSeconds * index) / senderCount + random() * 2, transfers: list });
  }
  return senders;
}
