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

/** Receipt times, in the company's time zone (one formatter for every receipt: making one is what costs). */
const RECEIPT_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/New_York' });

/** The receipt's text (email, or the page an SMS links to says the same): figures, reference, rights and contacts. */
export function receiptText(
  transfer: Transfer,
  disclosure: Disclosure,
  company: CompanyContact,
  cancelWindowMinutes: number,
  detailsUrl: string,
): string {
  const recipient = `${transfer.recipientInfo.firstName} ${transfer.recipientInfo.lastName}`;
  const day = (date: Date) => `${RECEIPT_TIME.format(date)} ET`;
  return [
    `Receipt for your transfer to ${recipient}`,
    `Reference: ${transfer.reference}`,
    `Date of payment: ${day(transfer.paymentConfirmedAt ?? transfer.createdAt)}`,
    '',
    `Transfer amount: ${disclosure.amount.format()}`,
    `Transfer fees: ${disclosure.fee.format()}`,
    `Transfer taxes: ${disclosure.taxes.format()}`,
    `Total: ${disclosure.total.format()}`,
    `Exchange rate: 1 USD = ${disclosure.rate} ${transfer.currencyCode}`,
    `Amount the recipient receives: ${disclosure.recipientAmount.format()}`,
    `Date available: ${disclosure.availableBy ? day(disclosure.availableBy) : 'within 24 hours of payment'}`,
    '',
    `You can cancel this transfer for a full refund within ${cancelWindowMinutes} minutes of payment, unless the money has already been delivered: ${detailsUrl}`,
    '',
    'You have a right to dispute errors in your transaction. If you think there is an error, contact us within 180 days at ' +
      `${company.phone} or ${company.email}. You can also contact us for a written explanation of your rights.`,
    `${company.name}, ${company.address}`,
    `For questions or complaints about ${company.name}, contact the ${CFPB_CONTACT.name} at ${CFPB_CONTACT.phone} or ${CFPB_CONTACT.website}.`,
  ].join('\n');
}
