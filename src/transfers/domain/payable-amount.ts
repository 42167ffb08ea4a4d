import { DomainError } from '../../shared/domain/domain-error.js';
import type { Quote } from '../../shared/domain/fees.js';
import { Money } from '../../shared/domain/money.js';

/** What a payout rail pays, in minor units of the recipient's currency. */
export interface RailAmounts {
  /** The method's name as the sender knows it ("M-Pesa"). */
  label: string;
  incrementMinor: bigint;
  minimumMinor: bigint;
  maximumMinor: bigint;
}

/**
 * The quote as the rail can pay it: the recipient amount rounded down to the rail's step
 * (M-Pesa and MTN pay whole shillings: never promise cents nobody can deliver). Refuses,
 * with the amount to send instead, a quote outside the rail's limits.
 */
export function fitToRail(quote: Quote, rail: RailAmounts): Quote {
  const fitted = roundDown(quote, rail.incrementMinor);
  const minimum = Money.fromMinor(rail.minimumMinor, fitted.recipientAmount.currency);
  const maximum = Money.fromMinor(rail.maximumMinor, fitted.recipientAmount.currency);
  if (fitted.recipientAmount.compare(minimum) < 0) {
    const least = leastAmountReaching(quote, rail);
    throw limitError('QUOTE.BELOW_PAYOUT_MINIMUM', `${rail.label} pays at least ${minimum.format()}: please send at least ${least.format()}.`);
  }
  if (fitted.recipientAmount.compare(maximum) > 0) {
    const most = mostAmountWithin(quote, rail);
    throw limitError(
      'QUOTE.ABOVE_PAYOUT_MAXIMUM',
      `${rail.label} pays at most ${maximum.format()} per transfer: please send at most ${most.format()}.`,
    );
  }
  return fitted;
}

function roundDown(quote: Quote, incrementMinor: bigint): Quote {
  const minor = quote.recipientAmount.minor - (quote.recipientAmount.minor % incrementMinor);
  return { ...quote, recipientAmount: Money.fromMinor(minor, quote.recipientAmount.currency) };
}

function payableMinor(amount: Money, quote: Quote, incrementMinor: bigint): bigint {
  const minor = amount.convert(quote.rate, quote.recipientAmount.currency).minor;
  return minor - (minor % incrementMinor);
}

/** The smallest whole-cent amount whose payable recipient amount reaches the minimum. */
function leastAmountReaching(quote: Quote, rail: RailAmounts): Money {
  let cents = (rail.minimumMinor * 10_000n) / quote.rate.tenThousandths;
  while (payableMinor(Money.fromMinor(cents, 'USD'), quote, rail.incrementMinor) < rail.minimumMinor) cents += 1n;
  return Money.fromMinor(cents, 'USD');
}

/** The largest whole-cent amount whose recipient amount stays within the maximum. */
function mostAmountWithin(quote: Quote, rail: RailAmounts): Money {
  let cents = ((rail.maximumMinor + rail.incrementMinor) * 10_000n) / quote.rate.tenThousandths + 1n;
  while (cents > 0n && payableMinor(Money.fromMinor(cents, 'USD'), quote, rail.incrementMinor) > rail.maximumMinor) cents -= 1n;
  return Money.fromMinor(cents, 'USD');
}

function limitError(code: string, message: string): DomainError {
  return new DomainError({ code, kind: 'validation', field: 'amount', message });
}
