import { DomainError } from '../../shared/domain/domain-error.js';
import { Money } from '../../shared/domain/money.js';
import { LIMITED_TIERS, nextTier, tierRank, type LimitedTier, type VerificationTier } from '../../compliance/domain/verification-tier.js';

/**
 * How much a sender may send (the amount sent, before fees): in one transfer, in any rolling
 * 24 hours and in any rolling 30 days. Set by the operator; one set for every sender.
 */
export interface SendingLimits {
  perTransfer: Money;
  perDay: Money;
  perMonth: Money;
}

/**
 * Each verification tier's limits until the operator sets others (issue #26): Basic $999 a
 * transfer and $2,999 in 30 days; Verified ID the market's usual $2,999 a transfer and $10,000 in
 * 30 days (the limits every sender had before tiers); Enhanced $25,000 in 30 days, up to $10,000
 * in one transfer or one day.
 */
export const DEFAULT_TIER_SENDING_LIMITS: Record<LimitedTier, SendingLimits> = {
  basic: { perTransfer: Money.parse('999.00', 'USD'), perDay: Money.parse('2999.00', 'USD'), perMonth: Money.parse('2999.00', 'USD') },
  verified_id: { perTransfer: Money.parse('2999.00', 'USD'), perDay: Money.parse('2999.00', 'USD'), perMonth: Money.parse('10000.00', 'USD') },
  enhanced: { perTransfer: Money.parse('10000.00', 'USD'), perDay: Money.parse('10000.00', 'USD'), perMonth: Money.parse('25000.00', 'USD') },
};

/** The market's usual limits (the Verified ID tier's): what every sender has until tiers are enforced. */
export const DEFAULT_SENDING_LIMITS: SendingLimits = DEFAULT_TIER_SENDING_LIMITS.verified_id;

export const DAY_MS = 24 * 60 * 60 * 1000;
export const MONTH_MS = 30 * DAY_MS;

/** What a sender's transfers still counting against the limits add up to. */
export interface SentSoFar {
  last24Hours: Money;
  last30Days: Money;
}

/** What the sender can still send: in the next transfer (`now`), and why that much. */
export interface Allowance {
  /** The limits it was counted against. */
  limits: SendingLimits;
  now: Money;
  /** Which limit sets `now`: the one-transfer limit, or what is left today or this month. */
  boundBy: 'transfer' | 'day' | 'month';
  leftToday: Money;
  leftThisMonth: Money;
}

const atLeastZero = (money: Money) => (money.isNegative() ? Money.zero('USD') : money);

export function allowance(limits: SendingLimits, sent: SentSoFar): Allowance {
  const leftToday = atLeastZero(limits.perDay.subtract(sent.last24Hours));
  const leftThisMonth = atLeastZero(limits.perMonth.subtract(sent.last30Days));
  const candidates: [Money, Allowance['boundBy']][] = [
    [limits.perTransfer, 'transfer'],
    [leftToday, 'day'],
    [leftThisMonth, 'month'],
  ];
  const [now, boundBy] = candidates.reduce((least, next) => (next[0].compare(least[0]) < 0 ? next : least));
  return { limits, now, boundBy, leftToday, leftThisMonth };
}

/** Before sign-in (the landing calculator): only the one-transfer limit is known. */
export function oneTransferAllowance(limits: SendingLimits): Allowance {
  return { limits, now: limits.perTransfer, boundBy: 'transfer', leftToday: limits.perDay, leftThisMonth: limits.perMonth };
}

/** Refuses an amount above what the sender can send now, saying how much that is. */
export function assertWithinAllowance(amount: Money, left: Allowance): void {
  if (amount.compare(left.now) > 0) throw new SendingLimitExceededError(left);
}

/** Checks a set of limits the operator enters: positive, and each period at least the shorter one. */
export function assertConsistentLimits(limits: SendingLimits): void {
  const { perTransfer, perDay, perMonth } = limits;
  if (!perTransfer.isPositive() || !perDay.isPositive() || !perMonth.isPositive()) {
    throw new InvalidSendingLimitsError('Every limit must be more than $0.00');
  }
  if (perDay.compare(perTransfer) < 0) throw new InvalidSendingLimitsError('The 24-hour limit cannot be less than the one-transfer limit');
  if (perMonth.compare(perDay) < 0) throw new InvalidSendingLimitsError('The 30-day limit cannot be less than the 24-hour limit');
}

/** The sentence the send screen and a refusal show. */
export function allowanceMessage(left: Allowance): string {
  if (left.now.isZero()) {
    return left.boundBy === 'month'
      ? "You have reached your 30-day sending limit. You can send again once earlier transfers are more than 30 days old."
      : "You have reached today's sending limit. You can send again once earlier transfers are more than 24 hours old.";
  }
  if (left.boundBy === 'transfer') return `You can send up to ${left.now.format()} in one transfer.`;
  if (left.boundBy === 'day') return `You can send up to ${left.now.format()} more today.`;
  return `You can send up to ${left.now.format()} more in the next 30 days.`;
}

export class SendingLimitExceededError extends DomainError {
  constructor(left: Allowance) {
    super({
      code: 'TRANSFER.LIMIT_EXCEEDED',
      kind: 'validation',
      field: 'amount',
      message: allowanceMessage(left),
      details: { remaining: left.now.toNumber(), limit: left.boundBy },
    });
  }
}

export class InvalidSendingLimitsError extends DomainError {
  constructor(message: string) {
    super({ code: 'LIMITS.INVALID', kind: 'validation', message });
  }
}

/**
 * Refuses a transfer the sender's verification tier does not allow (issue #26): none before
 * Basic; above what the tier leaves, the next tier is asked for when a higher tier's limits would
 * allow the amount (not a failure: "verify to send more"), else the limit is reached whatever the
 * tier (`SendingLimitExceededError`).
 */
export function assertTierAllows(amount: Money, tier: VerificationTier, limits: Record<LimitedTier, SendingLimits>, sent: SentSoFar): void {
  if (tier === 'none') throw new VerificationRequiredError(tier, 'basic', Money.zero('USD'));
  const left = allowance(limits[tier], sent);
  if (amount.compare(left.now) <= 0) return;
  const next = nextTier(tier);
  const higher = LIMITED_TIERS.filter((candidate) => tierRank(candidate) > tierRank(tier));
  if (next && higher.some((candidate) => amount.compare(allowance(limits[candidate], sent).now) <= 0)) {
    throw new VerificationRequiredError(tier, next, left.now);
  }
  throw new SendingLimitExceededError(left);
}

/** What a sender without a tier is told before their first transfer (the allowance and the refusal say the same). */
export const VERIFY_BEFORE_FIRST_TRANSFER = 'Verify your identity on your profile before your first transfer.';

const VERIFY_MESSAGES: Record<LimitedTier, string> = {
  basic: VERIFY_BEFORE_FIRST_TRANSFER,
  verified_id: 'Verify your ID on your profile to send more.',
  enhanced: 'To send more, ask us for Enhanced verification: our compliance team reviews your occupation and source of funds.',
};

/** The sender's tier does not allow the amount, and the next tier would: they verify first (the send screen says so). */
export class VerificationRequiredError extends DomainError {
  constructor(tier: VerificationTier, next: LimitedTier, remaining: Money) {
    super({
      code: 'TRANSFER.VERIFICATION_REQUIRED',
      kind: 'conflict',
      field: 'amount',
      message: tier === 'none' ? VERIFY_MESSAGES.basic : `You can send up to ${remaining.format()} now. ${VERIFY_MESSAGES[next]}`,
      details: { tier, nextTier: next, remaining: remaining.toNumber() },
    });
  }
}
