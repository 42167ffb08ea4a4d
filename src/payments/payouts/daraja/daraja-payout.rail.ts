import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import type { Country } from '../../../shared/domain/country.js';
import type { PayoutDestination } from '../../../shared/domain/delivery-method.js';
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
import { readAccountBalance } from './daraja-account-balance.js';
import { darajaCallbackUrl, type DarajaCallbackKind } from './daraja-callback-urls.js';
import { DarajaClient, type DarajaAnswer } from './daraja-client.js';
import { payoutStatusOfTransactionStatus } from './daraja-result-codes.js';
import { DarajaSecurityCredential } from './daraja-security-credential.js';
import { darajaResultCallback, resultParametersOf } from './daraja-wire.js';

const PAYMENT_PATH = '/mpesa/b2c/v3/paymentrequest';
const STATUS_QUERY_PATH = '/mpesa/transactionstatus/v1/query';
const BALANCE_QUERY_PATH = '/mpesa/accountbalance/v1/query';
/** B2C's answer to an OriginatorConversationID it has seen: that payment stands, nothing is paid again. */
const DUPLICATE_ORIGINATOR_CONVERSATION_ID = '500.002.1001';
/** Whole shillings: M-Pesa pays no cents. */
const SHILLING_MINOR = 100n;
/** B2C limits per transaction (Daraja's B2C FAQ): KES 10 to KES 250,000. */
const MINIMUM_SHILLINGS = 10n;
const MAXIMUM_SHILLINGS = 250_000n;

/**
 * M-Pesa payouts in Kenya through Safaricom Daraja: B2C v3 `BusinessPayment` from our short
 * code to the recipient's number, and Transaction Status queries to learn how one stands.
 *
 * The payment's OriginatorConversationID is the order's payout reference (and so is the payout
 * id): Daraja refuses a repeat of it as a duplicate and pays nothing again, which the adapter
 * reads as "already accepted", while a retry's new reference is a new payment. Daraja answers
 * everything by callback and signs none of them, so a payment's result or queue timeout is only
 * a hint (`confirmed: null`) to ask with `status()`; the answer to that query, posted to a URL
 * carrying the payout reference, is final by itself.
 */
@Injectable()
export class DarajaPayoutRail implements PayoutRail {
  readonly name = 'daraja' as const;
  private readonly client: DarajaClient;
  private readonly securityCredential: DarajaSecurityCredential;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.client = new DarajaClient(config);
    this.securityCredential = new DarajaSecurityCredential(config);
  }

  async dispatch(order: PayoutOrder): Promise<PayoutDispatch> {
    const payoutId = order.reference;
    const answer = await this.client.post(PAYMENT_PATH, {
      OriginatorConversationID: payoutId,
      InitiatorName: this.config.DARAJA_INITIATOR_NAME,
      SecurityCredential: await this.securityCredential.value(),
      CommandID: 'BusinessPayment',
      Amount: wholeShillings(order),
      PartyA: this.config.DARAJA_SHORT_CODE,
      PartyB: msisdnOf(order.recipient.phone),
      Remarks: 'Remittance payout',
      Occassion: 'Remittance',
      ResultURL: this.callbackUrl('result'),
      QueueTimeOutURL: this.callbackUrl('timeout'),
    });
    if (answer.kind === 'refused' && answer.errorCode === DUPLICATE_ORIGINATOR_CONVERSATION_ID) {
      return { payoutId, status: { state: 'pending' } };
    }
    requireAcknowledged(answer, 'the payment request');
    return { payoutId, status: { state: 'pending' } };
  }

  /** The OriginatorConversationID is the reference itself. */
  payoutIdOf(reference: string): string {
    return reference;
  }

  /** Sends a Transaction Status query; its answer arrives on the `status-result` callback. */
  async status(payoutId: string, order: PayoutOrder): Promise<PayoutStatus> {
    const answer = await this.client.post(STATUS_QUERY_PATH, {
      Initiator: this.config.DARAJA_INITIATOR_NAME,
      SecurityCredential: await this.securityCredential.value(),
      CommandID: 'TransactionStatusQuery',
      OriginalConversationID: payoutId,
      PartyA: this.config.DARAJA_SHORT_CODE,
      // 4: PartyA is an organisation short code.
      IdentifierType: '4',
      ResultURL: this.callbackUrl('status-result', order.reference),
      QueueTimeOutURL: this.callbackUrl('status-timeout', order.reference),
      Remarks: 'Payout status check',
      Occasion: 'Remittance',
    });
    requireAcknowledged(answer, 'the status query');
    return { state: 'awaiting_callback' };
  }

  readCallback({ kind, reference, body }: { kind: string; reference: string | null; body: unknown }): PayoutCallbackReading | null {
    switch (kind) {
      case 'result':
      case 'timeout': {
        const parsed = darajaResultCallback.safeParse(body);
        return parsed.success ? payoutCallbackReading(parsed.data.Result.OriginatorConversationID, null) : null;
      }
      case 'status-result': {
        if (!reference) return null;
        const parsed = darajaResultCallback.safeParse(body);
        if (!parsed.success) return null;
        // A found payment names its OriginatorConversationID: it must be the payout in the path.
        const named = resultParametersOf(parsed.data.Result)['OriginatorConversationID'];
        if (named !== undefined && named !== reference) return null;
        return payoutCallbackReading(reference, payoutStatusOfTransactionStatus(parsed.data.Result));
      }
      case 'status-timeout':
        // The query timed out in M-Pesa's queue: nothing is known of the payment.
        return reference ? payoutCallbackReading(reference, { state: 'awaiting_callback' }) : null;
      default:
        return null;
    }
  }

  /** Sends an Account Balance query for our short code; its answer arrives on the `balance-result` callback. */
  async balances(): Promise<'awaiting_callback'> {
    const answer = await this.client.post(BALANCE_QUERY_PATH, {
      Initiator: this.config.DARAJA_INITIATOR_NAME,
      SecurityCredential: await this.securityCredential.value(),
      CommandID: 'AccountBalance',
      PartyA: this.config.DARAJA_SHORT_CODE,
      IdentifierType: '4',
      Remarks: 'Float check',
      QueueTimeOutURL: this.callbackUrl('balance-timeout'),
      ResultURL: this.callbackUrl('balance-result'),
    });
    requireAcknowledged(answer, 'the account balance query');
    return 'awaiting_callback';
  }

  readBalanceCallback({ kind, body }: { kind: string; body: unknown }): PartnerBalanceReading[] | null {
    if (kind !== 'balance-result') return null;
    const parsed = darajaResultCallback.safeParse(body);
    return parsed.success ? readAccountBalance(parsed.data.Result, new Date()) : null;
  }

  terms(_country: Country, _destination: PayoutDestination): Promise<PayoutTerms> {
    return Promise.resolve({
      currency: 'KES',
      incrementMinor: SHILLING_MINOR,
      minimumMinor: MINIMUM_SHILLINGS * SHILLING_MINOR,
      maximumMinor: MAXIMUM_SHILLINGS * SHILLING_MINOR,
    });
  }

  private callbackUrl(kind: DarajaCallbackKind, reference?: string): string {
    return darajaCallbackUrl(this.config, kind, reference);
  }
}

function requireAcknowledged(answer: DarajaAnswer, what: string): void {
  if (answer.kind === 'refused') {
    throw new PayoutRailUnavailableError('daraja', `${what} was refused (HTTP ${answer.httpStatus} ${answer.errorCode})`);
  }
  if (answer.acknowledgement.ResponseCode !== '0') {
    throw new PayoutRailUnavailableError('daraja', `${what} was not accepted (ResponseCode ${answer.acknowledgement.ResponseCode})`);
  }
}

/** The quote makes every M-Pesa amount whole shillings: anything else is a bug upstream. */
function wholeShillings(order: PayoutOrder): number {
  if (order.currency !== 'KES') throw new Error(`daraja pays KES only, not ${order.currency}`);
  if (order.amountMinor <= 0n || order.amountMinor % SHILLING_MINOR !== 0n) {
    throw new Error('daraja pays whole shillings: amountMinor must be a positive multiple of 100');
  }
  return Number(order.amountMinor / SHILLING_MINOR);
}

/** E.164 `+2547XXXXXXXX` as Daraja's PartyB: the 12 digits, no plus sign. */
function msisdnOf(phone: string): string {
  const digits = phone.replace(/^\+/, '');
  // Not logged nor echoed: it is the recipient's number.
  if (!/^254\d{9}$/.test(digits)) throw new Error('daraja pays Kenyan numbers only (+254 and 9 digits)');
  return digits;
}
