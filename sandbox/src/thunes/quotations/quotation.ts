import { formatDecimalAmount, wireAmount } from '../money/decimal-amount.js';
import { payerSummary } from '../payers/payer-resource.js';
import type { ThunesPayer } from '../payers/thunes-payer.js';
import { thunesDate } from '../thunes-ids.js';

export const sourcePrecision = 2;

export interface Quotation {
  id: number;
  externalId: string;
  payer: ThunesPayer;
  mode: 'SOURCE_AMOUNT' | 'DESTINATION_AMOUNT';
  transactionType: 'C2C';
  sourceCountryIsoCode: string;
  sourceCurrency: string;
  /** Minor units: cents of the source currency, the payer's precision for the destination. */
  sourceAmount: bigint;
  destinationAmount: bigint;
  fee: bigint;
  wholesaleFxRate: string;
  createdAt: Date;
  expiresAt: Date;
}

export const isExpired = (quotation: Quotation, now: Date) => quotation.expiresAt.getTime() <= now.getTime();

/**
 * The amounts a quotation fixes, as the Quotation and the Transaction objects both show them.
 * `sent_amount` is the source amount (the fee is charged beside it), as in the reference's examples.
 */
export function quotationAmounts(quotation: Quotation) {
  const source = (minor: bigint) => ({ currency: quotation.sourceCurrency, amount: wireAmount(minor, sourcePrecision) });
  return {
    source: { country_iso_code: quotation.sourceCountryIsoCode, ...source(quotation.sourceAmount) },
    destination: {
      currency: quotation.payer.currency,
      amount: wireAmount(quotation.destinationAmount, quotation.payer.precision),
    },
    sent_amount: source(quotation.sourceAmount),
    wholesale_fx_rate: Number(quotation.wholesaleFxRate),
    fee: source(quotation.fee),
  };
}

export function quotationResource(quotation: Quotation) {
  return {
    id: quotation.id,
    external_id: quotation.externalId,
    payer: payerSummary(quotation.payer),
    mode: quotation.mode,
    transaction_type: quotation.transactionType,
    ...quotationAmounts(quotation),
    creation_date: thunesDate(quotation.createdAt),
    expiration_date: thunesDate(quotation.expiresAt),
  };
}

/** The destination amount as text, for logs and the page. */
export const destinationText = (quotation: Quotation) =>
  formatDecimalAmount(quotation.destinationAmount, quotation.payer.precision);
