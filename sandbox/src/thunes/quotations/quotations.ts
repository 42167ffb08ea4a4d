import { invalidParameter, thunesError } from '../http/thunes-error.js';
import { destinationToSource, parseDecimalAmount, sourceToDestination } from '../money/decimal-amount.js';
import { findPayer } from '../payers/payer-catalogue.js';
import type { ThunesPayer } from '../payers/thunes-payer.js';
import { thunesSourceCountry, thunesSourceCurrency } from '../thunes-credentials.js';
import { ThunesRecords } from '../thunes-records.js';
import { sourcePrecision, type Quotation } from './quotation.js';
import type { QuotationRequest } from './quotation-request.js';

// The reference's examples show a quotation valid for about a day.
const quotationLifetimeMs = 24 * 60 * 60 * 1000;

function minorOf(payer: ThunesPayer, decimal: string): bigint {
  return parseDecimalAmount(decimal, payer.precision)!;
}

/** Destination and source amounts for the request's mode, at the payer's rate, rounded to what the payer pays. */
function price(payer: ThunesPayer, request: QuotationRequest): { source: bigint; destination: bigint } {
  const conversion = { rate: payer.wholesaleFxRate, sourcePrecision, destinationPrecision: payer.precision };
  const increment = minorOf(payer, payer.increment);
  if (request.mode === 'SOURCE_AMOUNT') {
    const source = parseDecimalAmount(request.source.amount, sourcePrecision);
    if (source === null || source === 0n) {
      throw invalidParameter(`source.amount must be a positive amount of ${request.source.currency} with at most ${sourcePrecision} decimals`);
    }
    const converted = sourceToDestination(source, conversion);
    return { source, destination: converted - (converted % increment) };
  }
  const destination = parseDecimalAmount(request.destination.amount, payer.precision);
  if (destination === null || destination === 0n || destination % increment !== 0n) {
    throw thunesError(
      400,
      'destinationAmountInvalid',
      `${payer.name} pays ${payer.currency} in steps of ${payer.increment} (${payer.precision} decimals)`,
    );
  }
  return { source: destinationToSource(destination, conversion), destination };
}

/**
 * Quotations: the rate and fee fixed for a transfer to one payer, for a day. Each `external_id`
 * is taken once (1007001). Amounts outside the payer's limits (on the destination amount, in its
 * currency) are refused with 1003011 / 1003012.
 */
export class Quotations {
  private readonly records = new ThunesRecords<Quotation>(5_100_000_000);

  constructor(private readonly now: () => Date) {}

  create(request: QuotationRequest): Quotation {
    const payer = findPayer(request.payer_id);
    if (!payer) throw thunesError(400, 'invalidPayer');
    if (request.transaction_type !== 'C2C') {
      throw invalidParameter(`transaction_type ${request.transaction_type} is not offered by ${payer.name} (C2C only)`);
    }
    if (request.source.country_iso_code !== thunesSourceCountry) throw thunesError(400, 'sourceCountryNotAuthorized');
    // Thunes answers a source currency the account holds no balance in with 1003001, as an
    // integrator reported; this account's balance is in USD.
    if (request.source.currency !== thunesSourceCurrency) {
      throw thunesError(400, 'payerInactive', `this account is funded in ${thunesSourceCurrency} only`);
    }
    if (request.destination.currency !== payer.currency) {
      throw thunesError(400, 'destinationCurrencyNotProvided', `${payer.name} pays ${payer.currency}`);
    }
    const { source, destination } = price(payer, request);
    if (destination < minorOf(payer, payer.minimumAmount)) {
      throw thunesError(400, 'belowMinimum', `${payer.minimumAmount} ${payer.currency}`);
    }
    if (destination > minorOf(payer, payer.maximumAmount)) {
      throw thunesError(400, 'overMaximum', `${payer.maximumAmount} ${payer.currency}`);
    }
    if (this.records.hasExternalId(request.external_id)) throw thunesError(400, 'externalIdUsed');

    const createdAt = this.now();
    const quotation: Quotation = {
      id: this.records.nextId(),
      externalId: request.external_id,
      payer,
      mode: request.mode,
      transactionType: 'C2C',
      sourceCountryIsoCode: request.source.country_iso_code,
      sourceCurrency: request.source.currency,
      sourceAmount: source,
      destinationAmount: destination,
      fee: parseDecimalAmount(payer.feeUsd, sourcePrecision)!,
      wholesaleFxRate: payer.wholesaleFxRate,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + quotationLifetimeMs),
    };
    this.records.add(quotation, quotation.externalId);
    return quotation;
  }

  /** By `{id}` or `ext-{external_id}`. */
  find(reference: string): Quotation | undefined {
    return this.records.find(reference);
  }

  newestFirst(): Quotation[] {
    return this.records.newestFirst();
  }

  /** Sandbox hook: the quotation expires now (to try 1008003 and 1007004 without waiting a day). */
  expire(quotation: Quotation): void {
    quotation.expiresAt = this.now();
  }
}
