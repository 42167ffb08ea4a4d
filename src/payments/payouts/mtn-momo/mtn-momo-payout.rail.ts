import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { payoutCallbackBaseUrl } from '../../../config/environment.schema.js';
import type { Country } from '../../../shared/domain/country.js';
import type { PayoutDestination } from '../../../shared/domain/delivery-method.js';
import {
  PayoutRailUnavailableError,
  type PartnerBalanceReading,
  type PayoutCallbackReading,
  type PayoutDispatch,
  type PayoutOrder,
  type PayoutRail,
  type PayoutRailName,
  type PayoutStatus,
  type PayoutTerms,
} from '../payout-rail.port.js';
import { payoutCallbackReading } from '../payout-reference.js';
import { MtnMomoClient, type MomoAnswer } from './mtn-momo-client.js';
import { momoReferenceId } from './mtn-momo-reference-id.js';
import { MTN_MOMO_UGANDA_TERMS } from './mtn-momo-terms.js';
import { momoPayoutStatus } from './mtn-momo-transfer-statuses.js';
import {
  momoBasicUserInfoSchema,
  momoErrorSchema,
  momoTransferCallbackSchema,
  momoTransferSchema,
} from './mtn-momo-wire.js';

/** The only callback this rail asks for: `X-Callback-Url` of every transfer ends in `/mtn_momo/transfer`. */
const TRANSFER_CALLBACK_KIND = 'transfer';
/** MoMo refuses a `payerMessage` or `payeeNote` longer than this. */
const NOTE_MAX_LENGTH = 160;
const E164 = /^\+[1-9]\d{7,14}$/;
/** MoMo's 400s that say our configuration is wrong: the transfer is fine, retrying once it is fixed pays it. */
const CONFIGURATION_REFUSALS = new Set(['NOT_ALLOWED_TARGET_ENVIRONMENT', 'INVALID_CALLBACK_URL_HOST', 'INVALID_CURRENCY']);

/**
 * MTN Mobile Money in Uganda, through the MoMo Open API's Disbursement product: a transfer
 * (`POST /disbursement/v1_0/transfer`) to the recipient's wallet, its status
 * (`GET .../transfer/{referenceId}`), its callback (the transfer, PUT to our callback URL),
 * and the wallet's registered name for the send screen (`basicuserinfo`).
 *
 * The payout id is the transfer's `X-Reference-Id`, derived from the order's payout reference
 * (`momoReferenceId`), which is also the `externalId`: a second dispatch of one attempt is
 * refused by MoMo with 409 and pays nothing, and is answered with the first one's status; a
 * retry's new reference is a new transfer. Amounts go as whole shillings and numbers as
 * MSISDNs (E.164 without the plus). Errors never carry MoMo's bodies, numbers or tokens.
 */
@Injectable()
export class MtnMomoPayoutRail implements PayoutRail {
  readonly name: PayoutRailName = 'mtn_momo';
  private readonly client: MtnMomoClient;
  private readonly callbackUrl: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.client = new MtnMomoClient({
      baseUrl: config.MTN_MOMO_API_BASE_URL,
      apiUser: config.MTN_MOMO_API_USER,
      apiKey: config.MTN_MOMO_API_KEY,
      subscriptionKey: config.MTN_MOMO_SUBSCRIPTION_KEY,
      targetEnvironment: config.MTN_MOMO_TARGET_ENVIRONMENT,
    });
    const callbacks = `${payoutCallbackBaseUrl(config)}/api/payout-callbacks/${config.PAYOUT_CALLBACK_TOKEN}`;
    this.callbackUrl = `${callbacks}/mtn_momo/${TRANSFER_CALLBACK_KIND}`;
  }

  async dispatch(order: PayoutOrder): Promise<PayoutDispatch> {
    const referenceId = momoReferenceId(order.reference);
    const amount = wholeShillings(order);
    if (!E164.test(order.recipient.phone)) {
      // Nothing is sent: MoMo could not take it either, and asking again changes nothing.
      const detail = 'The recipient number is not an E.164 phone number';
      return { payoutId: referenceId, status: { state: 'failed', code: 'recipient_details_invalid', detail } };
    }

    const answer = await this.client.send({
      method: 'POST',
      path: '/v1_0/transfer',
      what: 'transfer',
      headers: { 'X-Reference-Id': referenceId, 'X-Callback-Url': this.callbackUrl },
      json: {
        amount,
        currency: 'UGX',
        externalId: order.reference,
        payee: { partyIdType: 'MSISDN', partyId: msisdnOf(order.recipient.phone) },
        payerMessage: note(`Remittance ${order.transferId}`),
        payeeNote: note(`Money from ${order.sender.firstName} ${order.sender.lastName}`),
      },
    });

    if (answer.status === 202) return { payoutId: referenceId, status: { state: 'pending' } };
    if (answer.status === 409) {
      // RESOURCE_ALREADY_EXIST: this attempt's payout was accepted before; nothing was paid again.
      const status = await this.status(referenceId);
      return { payoutId: referenceId, status: status.state === 'not_found' ? { state: 'pending' } : status };
    }
    if (answer.status === 400) {
      const code = printableCode(answer);
      if (code !== null && CONFIGURATION_REFUSALS.has(code)) {
        throw new PayoutRailUnavailableError('mtn_momo', `transfer refused: ${code} (check the MoMo configuration)`);
      }
      // Nothing was created: MoMo will not take this transfer as it is.
      const detail = `MoMo refused the transfer: ${code ?? 'HTTP 400'}`;
      return { payoutId: referenceId, status: { state: 'failed', code: 'partner_declined', detail } };
    }
    throw unavailable('transfer', answer);
  }

  payoutIdOf(reference: string): string {
    return momoReferenceId(reference);
  }

  /** MoMo needs only the reference id (the payout id); the order is not read. */
  async status(payoutId: string, _order?: PayoutOrder): Promise<PayoutStatus> {
    const answer = await this.client.send({
      method: 'GET',
      path: `/v1_0/transfer/${encodeURIComponent(payoutId)}`,
      what: 'transfer status',
    });
    if (answer.status === 200) {
      const transfer = momoTransferSchema.safeParse(answer.body);
      if (!transfer.success) throw new PayoutRailUnavailableError('mtn_momo', 'transfer status: answer unreadable');
      return momoPayoutStatus(transfer.data, payoutId);
    }
    // Only the wallet platform's RESOURCE_NOT_FOUND says "no such transfer"; the gateway's own 404 (a wrong base URL) does not.
    if (answer.status === 404 && errorCodeOf(answer) === 'RESOURCE_NOT_FOUND') return { state: 'not_found' };
    throw unavailable('transfer status', answer);
  }

  readCallback(callback: { kind: string; reference: string | null; body: unknown }): PayoutCallbackReading | null {
    if (callback.kind !== TRANSFER_CALLBACK_KIND) return null;
    const transfer = momoTransferCallbackSchema.safeParse(jsonOf(callback.body));
    // The callback is a hint: the status query confirms the outcome.
    return transfer.success ? payoutCallbackReading(transfer.data.externalId, null) : null;
  }

  async terms(_country: Country, _destination: PayoutDestination): Promise<PayoutTerms> {
    return MTN_MOMO_UGANDA_TERMS;
  }

  /**
   * The name MTN holds for a wallet (its KYC given and family names), for the send screen's
   * "Registered to: ..."; `active` is false for a BLOCKED wallet, which cannot receive. Null
   * when the number has no MoMo wallet (or is not a phone number).
   */
  /** `GET /v1_0/account/balance`: the disbursement account's `availableBalance` in its `currency` (whole shillings). */
  async balances(): Promise<PartnerBalanceReading[]> {
    const answer = await this.client.send({ method: 'GET', path: '/v1_0/account/balance', what: 'account balance' });
    if (answer.status !== 200) throw unavailable('account balance', answer);
    const balance = momoBalanceSchema.safeParse(answer.body);
    if (!balance.success) throw new PayoutRailUnavailableError('mtn_momo', 'account balance: answer unreadable');
    const minor = decimalMinor(balance.data.availableBalance);
    if (minor === null || balance.data.currency !== 'UGX') throw new PayoutRailUnavailableError('mtn_momo', 'account balance: not an amount of UGX');
    return [{ currency: 'UGX', availableMinor: minor, asOf: new Date() }];
  }

  async registeredName(phoneE164: string): Promise<{ name: string; active: boolean } | null> {
    if (!E164.test(phoneE164)) return null;
    const answer = await this.client.send({
      method: 'GET',
      path: `/v1_0/accountholder/msisdn/${msisdnOf(phoneE164)}/basicuserinfo`,
      what: 'account holder',
    });
    if (answer.status === 404 && errorCodeOf(answer) !== null) return null;
    if (answer.status !== 200) throw unavailable('account holder', answer);
    const info = momoBasicUserInfoSchema.safeParse(answer.body);
    const name = info.success ? fullName(info.data) : '';
    if (!info.success || !name) throw new PayoutRailUnavailableError('mtn_momo', 'account holder: answer unreadable');
    return { name, active: info.data.status?.trim().toUpperCase() !== 'BLOCKED' };
  }
}

/** MoMo takes UGX as a string of whole shillings; the order is in hundredths, already a whole number of them. */
function wholeShillings(order: PayoutOrder): string {
  if (order.currency !== 'UGX') throw new Error(`mtn_momo pays UGX only, not ${order.currency}`);
  if (order.amountMinor <= 0n || order.amountMinor % 100n !== 0n) {
    throw new Error('mtn_momo pays a positive whole number of shillings');
  }
  return (order.amountMinor / 100n).toString();
}

/** E.164 without the plus: MoMo's MSISDN. */
function msisdnOf(phoneE164: string): string {
  return phoneE164.slice(1);
}

/**
 * A payer message or payee note MoMo will take: at most 160 characters, accents folded and
 * anything but plain letters, digits and simple punctuation dropped (MoMo refuses some).
 */
function note(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .,'_-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.slice(0, NOTE_MAX_LENGTH);
}

function fullName(info: { given_name?: string | null; family_name?: string | null; name?: string | null }): string {
  const parts = [info.given_name, info.family_name].map((part) => part?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : (info.name?.trim() ?? '');
}

/** The wallet platform's error code (RESOURCE_NOT_FOUND, ...), or null for the gateway's own answers and unreadable bodies. */
function errorCodeOf(answer: MomoAnswer): string | null {
  const error = momoErrorSchema.safeParse(answer.body);
  return error.success ? error.data.code : null;
}

/** An error code fit for a message or log: MoMo's codes are upper-case words, anything else is left out. */
function printableCode(answer: MomoAnswer): string | null {
  const code = errorCodeOf(answer);
  return code !== null && /^[A-Z][A-Z0-9_]{0,63}$/.test(code) ? code : null;
}

function unavailable(what: string, answer: MomoAnswer): PayoutRailUnavailableError {
  const code = printableCode(answer);
  return new PayoutRailUnavailableError('mtn_momo', `${what}: HTTP ${answer.status}${code ? ` ${code}` : ''}`);
}

/** Callback bodies arrive parsed; a raw JSON string is read too. */
function jsonOf(body: unknown): unknown {
  if (typeof body !== 'string' && !Buffer.isBuffer(body)) return body;
  try {
    return JSON.parse(body.toString()) as unknown;
  } catch {
    return undefined;
  }
}

const momoBalanceSchema = z.object({ availableBalance: z.union([z.string(), z.number()]).transform(String), currency: z.string() });

/** MoMo's decimal text ("500000000", "1234.5") in hundredths, or null. */
function decimalMinor(text: string): bigint | null {
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text.trim());
  return match ? BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0')) : null;
}
