import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { payoutCallbackBaseUrl } from '../../../config/environment.schema.js';
import { CURRENCY_BY_COUNTRY, type Country } from '../../../shared/domain/country.js';
import type { PayoutDestination } from '../../../shared/domain/delivery-method.js';
import type { Currency } from '../../../shared/domain/money.js';
import {
  PayoutRailUnavailableError,
  type PartnerBalanceReading,
  type PayoutCallbackReading,
  type PayoutDispatch,
  type PayoutOrder,
  type PayoutRail,
  type PayoutStatus,
  type PayoutTerms,
} from '../payout-rail.port.js';
import { payoutCallbackReading } from '../payout-reference.js';
import { decimalToMinor, minorToDecimal } from './thunes-amounts.js';
import { thunesBalancesSchema } from './thunes-balances.js';
import { ThunesClient } from './thunes-client.js';
import { ThunesPayerDirectory, thunesCountryOf, type ThunesCountry } from './thunes-payer-directory.js';
import { failureOfAccountStatus, failureOfRefusal, isCreated, payoutStatusOf } from './thunes-result-codes.js';
import { thunesQuoteOf } from './thunes-quote.js';
import {
  thunesCallbackSchema,
  thunesCreditPartyInformationSchema,
  thunesQuotationSchema,
  thunesTransactionSchema,
  thunesVerificationSchema,
  type ThunesPayer,
  type ThunesTransaction,
} from './thunes-wire.js';

const THUNES_COUNTRY: Readonly<Record<Country, ThunesCountry | null>> = {
  ethiopia: 'ETH',
  eritrea: 'ERI',
  kenya: null,
  uganda: null,
};

/** The only callback kind this rail puts in its URLs: `.../thunes/transaction`, the Transaction object. */
const CALLBACK_KIND = 'transaction';
const NOT_CREATED_PREFIX = 'ext-';

/**
 * The `payoutId` a dispatch answers when Thunes took nothing: credit-party verification found
 * the account unpayable, or Thunes refused the quotation or the transaction. It is
 * `ext-{payoutReference}`, never a Thunes transaction id (those are digits), and as a status
 * query (Thunes addresses a transaction by `ext-{external_id}`) it answers `not_found`.
 */
export function notCreatedPayoutId(payoutReference: string): string {
  return `${NOT_CREATED_PREFIX}${payoutReference}`;
}

/** Whether a dispatch's `payoutId` names a Thunes transaction (false: nothing was created). */
export function isThunesTransactionId(payoutId: string): boolean {
  return !payoutId.startsWith(NOT_CREATED_PREFIX);
}

type Step<T> = { ok: true; value: T } | { ok: false; failure: PayoutStatus };

/** The account a destination pays: the bank account number, or the phone (telebirr's wallet; cash pickup's text). */
function creditPartyFor(destination: PayoutDestination, phone: string): Record<string, string> {
  if (destination.method === 'bank_account') {
    if (!destination.accountNumber) throw new Error('A bank account payout needs the account number');
    return { bank_account_number: destination.accountNumber };
  }
  return { msisdn: internationalDigits(phone) };
}

/** `+251911234567` -> `251911234567`: Thunes takes international numbers without the plus. */
function internationalDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** The identifier fields of one set Thunes accepts that `identifier` fills, or null (`[[]]`: not offered). */
function acceptedIdentifier(
  sets: readonly (readonly string[])[] | null | undefined,
  identifier: Readonly<Record<string, string>>,
): Record<string, string> | null {
  const set = (sets ?? []).find((fields) => fields.length > 0 && fields.every((field) => identifier[field]));
  return set ? Object.fromEntries(set.map((field) => [field, identifier[field]!])) : null;
}

/** Thunes' payer ids are integers; a string of digits is taken too, for ids past 2^53. */
function wirePayerId(id: string): number | string {
  const numeric = Number(id);
  return Number.isSafeInteger(numeric) ? numeric : id;
}

/**
 * The aggregator Thunes (Money Transfer API v2): telebirr wallets and bank accounts in
 * Ethiopia, cash pickup in Eritrea. A payout is a quotation for the destination amount (paid
 * from our USD balance), a transaction made from it, and its confirmation; the order's payout
 * reference is the `external_id` of both, so a repeated dispatch of one attempt finds what the
 * first one made (Thunes refuses a used `external_id` with 1007001 and addresses both by
 * `ext-{external_id}`) and pays once, while a retry's new reference makes a new payout. Where
 * the payer offers credit-party verification the account is checked first, and an unpayable
 * one fails the payout before anything is created (see `notCreatedPayoutId`). Outcomes arrive
 * as callbacks of the Transaction object, confirmed by the status query.
 */
@Injectable()
export class ThunesPayoutRail implements PayoutRail {
  readonly name = 'thunes' as const;
  private readonly client: ThunesClient;
  private readonly directory: ThunesPayerDirectory;
  private readonly callbackUrl: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.client = new ThunesClient({
      baseUrl: config.THUNES_API_BASE_URL,
      apiKey: config.THUNES_API_KEY,
      apiSecret: config.THUNES_API_SECRET,
    });
    this.directory = new ThunesPayerDirectory(this.client);
    this.callbackUrl = `${payoutCallbackBaseUrl(config)}/api/payout-callbacks/${config.PAYOUT_CALLBACK_TOKEN}/thunes/${CALLBACK_KIND}`;
  }

  /** The banks Thunes pays in `country` (its BankAccount payers): the send screen's bank choice. */
  async banks(country: Country): Promise<{ id: string; name: string }[]> {
    const thunesCountry = THUNES_COUNTRY[country];
    if (!thunesCountry) return [];
    return (await this.directory.banks(thunesCountry)).map((payer) => ({ id: payer.id, name: payer.name }));
  }

  /** `GET /balances`: our balance in each currency Thunes holds for us (its `balance`, what confirmations draw on). */
  async balances(): Promise<PartnerBalanceReading[]> {
    const answer = await this.client.get('/balances?per_page=100', thunesBalancesSchema, 'balances');
    if (!answer.ok) throw new PayoutRailUnavailableError('thunes', `balances refused (${answer.refusal.code})`);
    const asOf = new Date();
    return answer.value.flatMap((balance) => {
      const currency = balance.currency.trim().toUpperCase() as Currency;
      const minor = ['ETB', 'ERN', 'USD'].includes(currency) ? decimalToMinor(balance.balance, currency) : null;
      return minor === null ? [] : [{ currency, availableMinor: minor, asOf }];
    });
  }

  /** The chosen payer's currency, increment and C2C limits (on the destination amount), in minor units. */
  async terms(country: Country, destination: PayoutDestination): Promise<PayoutTerms> {
    const payer = await this.payerFor(country, destination);
    const currency = this.currencyOf(payer, country);
    const limits = payer.transaction_types?.C2C;
    const incrementMinor = decimalToMinor(payer.increment, currency);
    const minimum = limits?.minimum_transaction_amount;
    const maximum = limits?.maximum_transaction_amount;
    const minimumMinor = minimum === null || minimum === undefined ? incrementMinor : decimalToMinor(minimum, currency);
    const maximumMinor = maximum === null || maximum === undefined ? null : decimalToMinor(maximum, currency);
    if (!incrementMinor || incrementMinor <= 0n || minimumMinor === null || maximumMinor === null) {
      throw new PayoutRailUnavailableError('thunes', `payer ${payer.id} gives no usable increment or limits`);
    }
    return { currency, incrementMinor, minimumMinor, maximumMinor };
  }

  async dispatch(order: PayoutOrder): Promise<PayoutDispatch> {
    const existing = await this.findTransaction(notCreatedPayoutId(order.reference));
    if (existing) return this.confirm(existing);

    const payer = await this.payerFor(order.country, order.destination);
    const currency = this.currencyOf(payer, order.country);
    if (order.currency !== currency) throw new Error(`Thunes payer ${payer.id} pays ${currency}, not ${order.currency}`);
    const creditParty = this.creditPartyOf(order);
    const beneficiary = this.beneficiaryOf(order);
    const nothingCreated = (status: PayoutStatus): PayoutDispatch => ({ payoutId: notCreatedPayoutId(order.reference), status });

    const refusal = await this.verify(payer, creditParty, beneficiary);
    if (refusal) return nothingCreated(refusal);
    const quotation = await this.quotation(order, payer, currency);
    if (!quotation.ok) return nothingCreated(quotation.failure);
    const transaction = await this.createTransaction(quotation.value, order, creditParty, beneficiary);
    if (!transaction.ok) return nothingCreated(transaction.failure);
    return this.confirm(transaction.value);
  }

  /** Thunes addresses a transaction by `ext-{external_id}`, and the external id is the reference. */
  payoutIdOf(reference: string): string {
    return notCreatedPayoutId(reference);
  }

  /**
   * Cancels a transaction that has not paid (CREATED, or waiting for pickup): Thunes answers the
   * transaction CANCELLED; one it cannot cancel (paid, or already final) is answered as it stands.
   */
  async cancel(payoutId: string): Promise<PayoutStatus> {
    const answer = await this.client.post(`/transactions/${encodeURIComponent(payoutId)}/cancel`, thunesTransactionSchema, 'cancellation');
    if (answer.ok) return payoutStatusOf(answer.value);
    if (answer.refusal.code === '1008004') return { state: 'not_found' };
    return this.status(payoutId);
  }

  /**
   * A transaction still CREATED is one of our dispatches that was interrupted before its
   * confirmation (a lost answer, a killed worker): it pays nothing until confirmed, so the status
   * check finishes that dispatch (confirming is idempotent) instead of waiting on it forever.
   */
  async status(payoutId: string): Promise<PayoutStatus> {
    const transaction = await this.findTransaction(payoutId);
    if (!transaction) return { state: 'not_found' };
    return isCreated(transaction) ? (await this.confirm(transaction)).status : payoutStatusOf(transaction);
  }

  /** A callback is the Transaction object; its `external_id` is our payout reference. The outcome is confirmed by `status`. */
  readCallback(callback: { kind: string; reference: string | null; body: unknown }): PayoutCallbackReading | null {
    if (callback.kind !== CALLBACK_KIND) return null;
    const parsed = thunesCallbackSchema.safeParse(callback.body);
    return parsed.success ? payoutCallbackReading(parsed.data.external_id, null) : null;
  }

  private payerFor(country: Country, destination: PayoutDestination): Promise<ThunesPayer> {
    const thunesCountry = thunesCountryOf(destination.method);
    if (!thunesCountry || thunesCountry !== THUNES_COUNTRY[country]) {
      throw new Error(`Thunes does not pay ${destination.method} in ${country}`);
    }
    return this.directory.payerFor(destination);
  }

  /** The payer's currency, which must be what the product pays in the country. */
  private currencyOf(payer: ThunesPayer, country: Country): Currency {
    const expected = CURRENCY_BY_COUNTRY[country];
    if (payer.currency !== expected) {
      throw new PayoutRailUnavailableError('thunes', `payer ${payer.id} pays ${payer.currency}, not ${expected}`);
    }
    return expected;
  }

  /** Who receives the money, as the payer's `credit_party_identifiers_accepted` name it. */
  private creditPartyOf(order: PayoutOrder): Record<string, string> {
    return creditPartyFor(order.destination, order.recipient.phone);
  }

  /**
   * The name the payer holds the account under (Thunes' credit-party information), to show the
   * sender before paying: null when the payer knows no such account (1005001), undefined when
   * it offers no such check for this destination (cash pickup, some banks).
   */
  async accountHolderName(country: Country, destination: PayoutDestination, phone: string): Promise<string | null | undefined> {
    const payer = await this.payerFor(country, destination);
    const offered = payer.transaction_types?.C2C?.credit_party_information?.credit_party_identifiers_accepted;
    const identifier = acceptedIdentifier(offered, creditPartyFor(destination, phone));
    if (!identifier) return undefined;
    const answer = await this.client.post(
      `/payers/${encodeURIComponent(payer.id)}/C2C/credit-party-information`,
      thunesCreditPartyInformationSchema,
      'credit-party information',
      { credit_party_identifier: identifier },
    );
    if (!answer.ok) {
      if (answer.refusal.code === '1005001') return null;
      if (answer.refusal.code === '1007100') return undefined;
      throw new PayoutRailUnavailableError('thunes', `credit-party information refused: ${answer.refusal.code}`);
    }
    const { firstname, lastname, bank_account_holder_name: holder } = answer.value;
    const name = [firstname, lastname].filter(Boolean).join(' ').trim() || holder?.trim() || '';
    return name === '' ? undefined : name;
  }

  private beneficiaryOf(order: PayoutOrder): Record<string, string> {
    const { firstName, lastName, phone } = order.recipient;
    return {
      lastname: lastName,
      firstname: firstName,
      ...(order.destination.method === 'cash_pickup' ? { msisdn: internationalDigits(phone) } : {}),
    };
  }

  /** Credit-party verification where the payer offers it: the failure when the account cannot be paid, else null. */
  private async verify(payer: ThunesPayer, creditParty: Record<string, string>, beneficiary: Record<string, string>): Promise<PayoutStatus | null> {
    const offered = payer.transaction_types?.C2C?.credit_party_verification?.credit_party_identifiers_accepted;
    const identifier = acceptedIdentifier(offered, creditParty);
    if (!identifier) return null;
    const answer = await this.client.post(
      `/payers/${encodeURIComponent(payer.id)}/C2C/credit-party-verification`,
      thunesVerificationSchema,
      'credit-party verification',
      { credit_party_identifier: identifier, beneficiary },
    );
    if (answer.ok) return failureOfAccountStatus(answer.value.account_status);
    // 1007100: the payer does not verify after all; the transaction is checked by the payer itself.
    return answer.refusal.code === '1007100' ? null : failureOfRefusal(answer.refusal.code);
  }

  /** The quotation for the destination amount (ours, or the one an earlier dispatch made): its id. */
  private async quotation(order: PayoutOrder, payer: ThunesPayer, currency: Currency): Promise<Step<string>> {
    const answer = await this.client.post('/quotations', thunesQuotationSchema, 'quotation', {
      external_id: order.reference,
      payer_id: wirePayerId(payer.id),
      mode: 'DESTINATION_AMOUNT',
      transaction_type: 'C2C',
      source: { amount: null, currency: 'USD', country_iso_code: 'USA' },
      destination: { amount: minorToDecimal(order.amountMinor, currency, payer.precision), currency },
    });
    if (answer.ok) return { ok: true, value: answer.value.id };
    if (answer.refusal.code !== '1007001') return { ok: false, failure: failureOfRefusal(answer.refusal.code) };
    const existing = await this.client.get(
      `/quotations/${encodeURIComponent(notCreatedPayoutId(order.reference))}`,
      thunesQuotationSchema,
      'quotation lookup',
    );
    if (!existing.ok) throw new PayoutRailUnavailableError('thunes', `quotation lookup refused (${existing.refusal.code})`);
    return { ok: true, value: existing.value.id };
  }

  /** The transaction (CREATED), or the one an earlier dispatch made from the quotation. */
  private async createTransaction(
    quotationId: string,
    order: PayoutOrder,
    creditParty: Record<string, string>,
    beneficiary: Record<string, string>,
  ): Promise<Step<ThunesTransaction>> {
    const { sender } = order;
    const answer = await this.client.post(
      `/quotations/${encodeURIComponent(quotationId)}/transactions`,
      thunesTransactionSchema,
      'transaction creation',
      {
        external_id: order.reference,
        credit_party_identifier: creditParty,
        // The second field set every payer lists; email is a documented Sender field.
        sender: {
          lastname: sender.lastName,
          firstname: sender.firstName,
          country_iso_code: 'USA',
          ...(sender.phone ? { msisdn: internationalDigits(sender.phone) } : {}),
          ...(sender.email ? { email: sender.email } : {}),
        },
        beneficiary,
        purpose_of_remittance: 'FAMILY_SUPPORT',
        callback_url: this.callbackUrl,
      },
    );
    if (answer.ok) return { ok: true, value: answer.value };
    if (answer.refusal.code !== '1007001') return { ok: false, failure: failureOfRefusal(answer.refusal.code) };
    const existing = await this.findTransaction(notCreatedPayoutId(order.reference));
    if (!existing) throw new PayoutRailUnavailableError('thunes', 'transaction external id taken, but no transaction found');
    return { ok: true, value: existing };
  }

  /** Confirms a CREATED transaction (what starts the payout); any other is answered as it stands. */
  private async confirm(transaction: ThunesTransaction): Promise<PayoutDispatch> {
    const payoutId = transaction.id;
    const quote = thunesQuoteOf(transaction);
    const priced = quote ? { quote } : {};
    if (!isCreated(transaction)) return { payoutId, status: payoutStatusOf(transaction), ...priced };
    const path = `/transactions/${encodeURIComponent(payoutId)}`;
    const answer = await this.client.post(`${path}/confirm`, thunesTransactionSchema, 'confirmation');
    if (answer.ok) return { payoutId, status: payoutStatusOf(answer.value), ...priced };
    switch (answer.refusal.code) {
      case '1007002': // already confirmed (a concurrent dispatch), whatever became of it since
      case '1007003': // cancelled: nothing will be paid
        return { payoutId, status: await this.status(payoutId) };
      case '1007004': {
        // The quotation expired before the confirmation: this transaction can never pay. Cancelling
        // it makes that final (CANCELLED) for every later status query.
        const cancelled = await this.client.post(`${path}/cancel`, thunesTransactionSchema, 'cancellation');
        return { payoutId, status: cancelled.ok ? payoutStatusOf(cancelled.value) : await this.status(payoutId) };
      }
      default:
        throw new PayoutRailUnavailableError('thunes', `confirmation refused (${answer.refusal.code})`);
    }
  }

  /** The transaction by id or `ext-{external_id}`; null when Thunes holds none (1008004). */
  private async findTransaction(reference: string): Promise<ThunesTransaction | null> {
    const answer = await this.client.get(`/transactions/${encodeURIComponent(reference)}`, thunesTransactionSchema, 'status query');
    if (answer.ok) return answer.value;
    if (answer.refusal.code === '1008004') return null;
    throw new PayoutRailUnavailableError('thunes', `status query refused (${answer.refusal.code})`);
  }
}
