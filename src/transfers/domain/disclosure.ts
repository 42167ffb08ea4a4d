import { Money } from '../../shared/domain/money.js';
import type { Transfer } from './transfer.js';

/** The money is available to the recipient within this long of payment (spec: "within 24 hours"). */
export const AVAILABLE_WITHIN_MS = 24 * 60 * 60 * 1000;

/** The federal regulator a sender may contact about a remittance transfer (Regulation E, 1005.31). */
export const CFPB_CONTACT = {
  name: 'Consumer Financial Protection Bureau',
  phone: '(855) 411-2372',
  website: 'www.consumerfinance.gov',
} as const;

/** The company's details from configuration, shown on every disclosure and receipt. */
export interface CompanyContact {
  name: string;
  address: string;
  phone: string;
  email: string;
}

/**
 * What the Remittance Rule has a sender shown before paying and on the receipt: the amount,
 * fees, taxes (none are collected), the total, the rate, what the recipient receives, when the
 * money is available, and until when the quoted rate holds.
 */
export interface Disclosure {
  amount: Money;
  fee: Money;
  taxes: Money;
  total: Money;
  rate: string;
  recipientAmount: Money;
  /** The checkout's expiry: the rate is guaranteed until then. */
  rateGuaranteedUntil: Date;
  /** Payment time plus `AVAILABLE_WITHIN_MS`; null before payment (the disclosure says "within 24 hours of payment"). */
  availableBy: Date | null;
}

export function disclosureOf(transfer: Transfer, checkoutValidForMs: number): Disclosure {
  const paidAt = transfer.paymentConfirmedAt;
  return {
    amount: transfer.amount(),
    fee: transfer.fee(),
    taxes: Money.zero('USD'),
    total: transfer.total(),
    rate: transfer.rate.toDecimalString(),
    recipientAmount: transfer.recipientAmount(),
    // A transfer released after a sanctions review is payable for as long again from the release.
    rateGuaranteedUntil: new Date((transfer.screeningReleasedAt ?? transfer.createdAt).getTime() + checkoutValidForMs),
    availableBy: paidAt && new Date(paidAt.getTime() + AVAILABLE_WITHIN_MS),
  };
}
