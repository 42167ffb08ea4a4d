import { createHash } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { accountTypeOf, assertDebitable, paymentRail } from '../payment-methods/domain/payment-method.js';
import { PaymentMethodProvider, type ProviderBankAccount } from '../payment-methods/payment-method-provider.js';
import type { LinkedAccount } from '../payments/bank-link.port.js';
import { PaymentCustomers } from '../payment-methods/payment-customers.service.js';
import { PaymentMethodsService } from '../payment-methods/payment-methods.service.js';
import { PaymentDeclinedError, type DebitMandate } from '../payments/payment-gateway.port.js';
import { RecipientsService } from '../recipients/recipients.service.js';
import { Money } from '../shared/domain/money.js';
import type { Quote } from '../shared/domain/fees.js';
import { Transfer } from './domain/transfer.js';
import { IdempotencyKeyReusedError, QuoteChangedError, RecipientNameMismatchError, TransferNotPayableError } from './domain/transfer.errors.js';
import { PayoutDestinations } from '../payments/payouts/payout-destinations.service.js';
import type { Country } from '../shared/domain/country.js';
import type { PayoutDestination } from '../shared/domain/delivery-method.js';
import { registeredNameMatches } from '../recipients/domain/registered-name.js';
import type { PaymentMethodKind } from './domain/transfer-status.js';
import { LinkedBankAccounts } from '../payment-methods/linked-bank-accounts.service.js';
import { PaymentAttempts, type AttemptResult } from './payment-attempts.service.js';
import { TransferPricing } from './transfer-pricing.service.js';
import type { PaymentRequest } from './transfer.requests.js';
import { TransferStore } from './transfer.store.js';
import { SendingLimits } from './sending-limits.service.js';
import { SanctionsScreening } from '../screening/sanctions-screening.service.js';
import { matchSummaries, namesToScreen } from './screened-names.js';
import { assertSenderReachableFor, senderOf } from './domain/sender.js';
import type { SessionUser } from '../identity/session-user.js';
import type { RecipientInfo } from './domain/party.js';
import { TransferRecords } from '../compliance/records/transfer-records.service.js';

/** Bank checkout: the linked account the sender picked, and whether to save it. */
export interface BankPayment {
  sessionId: string;
  accountId: string;
  accessToken: string;
  keep: boolean;
}

/**
 * The `Idempotency-Key` a sender's browser sent with a request that creates a transfer, and
 * what the request was for (the same key for another purpose is refused, not replayed).
 */
export interface RequestKey {
  key: string;
  purpose: string;
}

/** A transfer, and whether an earlier request with the same key had created it. */
export interface CreatedTransfer {
  transfer: Transfer;
  replayed: boolean;
}

/** Creating a transfer and paying for it by card or with a saved method. */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger('Checkout');

  constructor(
    private readonly em: EntityManager,
    private readonly pricing: TransferPricing,
    private readonly store: TransferStore,
    private readonly recipients: RecipientsService,
    private readonly attempts: PaymentAttempts,
    private readonly customers: PaymentCustomers,
    private readonly methods: PaymentMethodsService,
    private readonly linkedBankAccounts: LinkedBankAccounts,
    private readonly bankAccounts: PaymentMethodProvider,
    private readonly limits: SendingLimits,
    private readonly screening: SanctionsScreening,
    private readonly destinations: PayoutDestinations,
    private readonly records: TransferRecords,
  ) {}

  /**
   * A pending transfer priced by the server. The client's figures must equal the server's
   * quote to the cent: a rate that changed under the sender is refused, never charged. With a
   * request key, a replay of the same request answers the transfer the first one created.
   */
  async createTransfer(
    account: SessionUser,
    request: PaymentRequest,
    method: PaymentMethodKind,
    requestKey: RequestKey | null = null,
  ): Promise<CreatedTransfer> {
    const userId = account.id;
    const digest = requestKey ? requestDigest(requestKey.purpose, method, request) : null;
    const earlier = requestKey && (await this.createdBy(userId, requestKey.key, digest!));
    if (earlier) return { transfer: earlier, replayed: true };
    const recipient = await this.recipients.recipientDetails({ ...request.recipient, country: request.country }, 'recipient.');
    const sender = senderOf(account);
    assertSenderReachableFor(recipient.destination.method, sender);
    const quote = await this.pricing.quote(Money.fromNumberInput(request.amount, 'USD'), request.country, method, recipient.destination);
    assertSameFigures(quote, request);
    // The sender's verified identity the transfer keeps (issue #26): $3,000 or more is refused here, before any partner is asked, without it.
    const record = await this.records.recordFor(userId, quote.amount);
    const nameCheck = await this.checkRegisteredName(recipient, request.recipient.confirmedRegisteredName);
    // Before anything is created or charged: the sender (the account's name, which the session
    // reloads on every request), the recipient, and the holder the partner names for the account.
    const screened = await this.screening.screen(namesToScreen(sender, { ...recipient, ...nameCheck }));
    const hold = this.screening.holdFor(screened);
    try {
      const transfer = await this.em.transactional(async (em) => {
        const now = new Date();
        await this.limits.reserve(em, userId, quote.amount, now);
        const { firstName, lastName, phone, destination } = recipient;
        // Saved (or its use recorded) first: the transfer keeps the language the recipient's SMS go in.
        const saved = await this.recipients.recordTransferRecipient(em, userId, recipient, now);
        const created = Transfer.create(
          {
            userId,
            country: request.country,
            quote,
            paymentMethod: method,
            sender,
            recipient: { firstName, lastName, phone, language: saved.language, ...nameCheck },
            destination,
            request: requestKey ? { key: requestKey.key, digest: digest! } : null,
          },
          now,
        );
        // A likely sanctions match: created held, so nothing can be charged until an operator decides.
        if (hold === 'likely_match') created.holdForScreening(matchSummaries(screened), now);
        // No list to screen against (failing closed): held until the worker loads one and screens it again.
        if (hold === 'no_list') created.holdWithoutList(now);
        await this.store.save(em, created);
        this.screening.record(em, created.id, screened, now);
        await em.flush();
        await this.records.keep(em, { id: created.id, amount: created.amount(), paymentMethod: created.paymentMethod }, record, now);
        return created;
      });
      return { transfer, replayed: false };
    } catch (error) {
      // The same request twice at once: the other one created it.
      const winner = requestKey && error instanceof UniqueConstraintViolationException && (await this.createdBy(userId, requestKey.key, digest!));
      if (winner) return { transfer: winner, replayed: true };
      throw error;
    }
  }

  /**
   * Before anything is created or charged, the name the partner holds for the account (MTN for
   * its wallets, Thunes' credit-party information for the Ethiopian and Eritrean payers that
   * offer it) is compared with the typed one (order, case and accents aside) and kept on the transfer with
   * the outcome. The send screen asks the sender to confirm a different person before paying
   * and sends back the name they confirmed. A different person not confirmed (a client that
   * skipped the question) or confirmed under a name that is no longer the registered one is
   * refused before anything is created: the sender must see the current name and confirm it.
   * The partner unreachable or the wallet unknown stops nothing here (the payout itself checks
   * the wallet).
   */
  private async checkRegisteredName(
    recipient: { firstName: string; lastName: string; phone: string; country: Country; destination: PayoutDestination },
    confirmed: string | undefined,
  ): Promise<Pick<RecipientInfo, 'registeredName' | 'registeredNameMatches' | 'registeredNameConfirmed'>> {
    const name = await this.destinations.accountHolderName(recipient.country, recipient.destination, recipient.phone).catch(() => null);
    if (!name) return {};
    if (registeredNameMatches(recipient, name)) return { registeredName: name, registeredNameMatches: true };
    const confirmedThis = confirmed !== undefined && confirmed.trim().toLowerCase() === name.trim().toLowerCase();
    if (confirmedThis) return { registeredName: name, registeredNameMatches: false, registeredNameConfirmed: true };
    throw new RecipientNameMismatchError(name, `${recipient.firstName} ${recipient.lastName}`);
  }

  /**
   * The sender's transfer created under `key`, or null; the key used for another request is
   * refused. Nearly every key is new: one plain read says so before any transfer is loaded.
   */
  private async createdBy(userId: number, key: string, digest: string): Promise<Transfer | null> {
    const em = this.em.fork();
    const [found] = await em.getConnection().execute<{ id: string }[]>('select id from transactions where user_id = ? and request_key = ?', [userId, key]);
    const earlier = found ? await em.findOne(Transfer, { id: found.id }) : null;
    if (earlier && !earlier.wasCreatedBy(digest)) throw new IdempotencyKeyReusedError();
    return earlier;
  }

  /**
   * Charges the card tokenized in the browser (see `PaymentAttempts`), a brand the product
   * takes only (refused before anything is charged otherwise). With `keep`, the card is saved
   * to the sender's customer at the provider and to their payment methods once the payment
   * went through; a card saved before stays as it is.
   */
  async payByCard(userId: number, sessionId: string, paymentMethodId: string, keep: boolean): Promise<AttemptResult> {
    // The customer is looked up (or created at the provider) only once the transfer proved payable.
    const result = await this.attempts.submit(userId, sessionId, 'card', async () => {
      await this.methods.assertAcceptedCard(paymentMethodId);
      return { paymentMethodId, customerId: await this.customers.customerFor(userId), saveForLater: keep, mandate: null };
    });
    // A card still waiting on its 3-D Secure check is not a paid card yet: the attempt remembers
    // it, and the worker keeps it once the payment succeeds (`payment-methods.keep-paid-card`).
    if (keep && !result.clientSecret) await this.keepQuietly(() => this.methods.keepPaidCard(userId, paymentMethodId));
    return result;
  }

  /**
   * Debits the bank account the sender picked after linking it (spec section 2, bank
   * checkout): its numbers from the bank-linking provider go into a `us_bank_account`
   * payment method at the card provider, then an ACH debit with the sender's online mandate.
   * The numbers are used for that one call, never stored or logged; with `keep`, the saved
   * method keeps the provider's payment method and the sealed access token.
   */
  async payByBank(userId: number, payment: BankPayment, mandate: DebitMandate): Promise<AttemptResult> {
    let paidFrom: { account: LinkedAccount; paymentMethod: ProviderBankAccount } | undefined;
    const result = await this.attempts.submit(userId, payment.sessionId, 'ach', async (pending, idempotencyKey) => {
      const customerId = await this.customers.customerFor(userId);
      const { account, numbers } = await this.linkedBankAccounts.forDebit(payment.accessToken, payment.accountId);
      const paymentMethod = await this.bankAccounts.createBankAccount(
        {
          ...numbers,
          accountType: accountTypeOf(account.subtype),
          accountHolderName: `${pending.senderInfo.firstName} ${pending.senderInfo.lastName}`,
        },
        `${idempotencyKey}-bank-account`,
      );
      paidFrom = { account, paymentMethod };
      return { paymentMethodId: paymentMethod.id, customerId, saveForLater: payment.keep, mandate };
    });
    if (payment.keep && paidFrom) {
      const { account, paymentMethod } = paidFrom;
      await this.keepQuietly(() =>
        this.methods.keepPaidBankAccount(
          userId,
          {
            bankName: account.institution.name,
            accountType: accountTypeOf(account.subtype),
            lastFour: paymentMethod.lastFour,
            fingerprint: paymentMethod.fingerprint,
            providerPaymentMethodId: paymentMethod.id,
          },
          { tellerAccountId: account.id, sealedAccessToken: this.linkedBankAccounts.seal(payment.accessToken) },
        ),
      );
    }
    return result;
  }

  /**
   * Pays a new transfer with one of the sender's saved methods, in one step from the send
   * screen. Another sender's method, or one since deleted, is "not found" before anything is
   * created or charged. A bank account is debited over ACH (5%), a card charged (9%).
   */
  async payWithSavedMethod(
    account: SessionUser,
    request: PaymentRequest,
    savedMethodId: number,
    mandate: DebitMandate,
    requestKey: string,
  ): Promise<AttemptResult> {
    const userId = account.id;
    const saved = await this.methods.ownedMethod(userId, savedMethodId);
    assertDebitable(saved);
    const rail = paymentRail(saved.type);
    if (rail === 'ach') await this.linkedBankAccounts.assertStillAvailable(saved);
    const customerId = await this.customers.customerFor(userId);
    const key = requestKey ? { key: requestKey, purpose: `saved-method:${savedMethodId}` } : null;
    const { transfer, replayed } = await this.createTransfer(account, request, rail, key);
    if (replayed) {
      // The first answer again: what became of the payment, a decline, or (an attempt under way) its replay.
      if (transfer.status !== 'pending') return { transfer, clientSecret: null };
      if (!transfer.paymentIdempotencyKey && transfer.paymentDeclines > 0) throw new PaymentDeclinedError(transfer.failureReason ?? 'Your payment was declined.');
    }
    try {
      return await this.attempts.submit(userId, transfer.sessionId, rail, async () => ({
        paymentMethodId: saved.stripePaymentMethodId,
        customerId,
        saveForLater: false,
        mandate: rail === 'ach' ? mandate : null,
      }));
    } catch (error) {
      // A replay that raced the provider's webhook: the payment settled between reading the
      // transfer above and locking it to pay. The first answer stands: the transfer as it is now.
      if (!replayed || !(error instanceof TransferNotPayableError)) throw error;
      const settled = await this.ownTransfer(userId, transfer.sessionId);
      if (settled.status === 'pending') throw error;
      return { transfer: settled, clientSecret: null };
    }
  }

  /** The payment went through; failing to also save the method must not look like a failed payment. */
  private async keepQuietly(keep: () => Promise<unknown>): Promise<void> {
    try {
      await keep();
    } catch (error) {
      this.logger.warn(`A paid method could not be saved: ${error instanceof Error ? error.name : 'unknown error'}`);
    }
  }

  async ownTransfer(userId: number, sessionId: string): Promise<Transfer> {
    return this.store.ownedBySession(this.em, userId, sessionId);
  }
}

function assertSameFigures(quote: Quote, request: PaymentRequest): void {
  const same =
    quote.amount.equals(Money.fromNumberInput(request.amount, 'USD')) &&
    quote.fee.equals(Money.fromNumberInput(request.feeAmount, 'USD')) &&
    quote.total.equals(Money.fromNumberInput(request.totalAmount, 'USD')) &&
    quote.recipientAmount.currency === request.currencyCode &&
    quote.recipientAmount.equals(Money.fromNumberInput(request.recipientAmount, quote.recipientAmount.currency));
  if (!same) throw new QuoteChangedError();
}

/** What a request key stands for: the same purpose, payment method and payment request. */
function requestDigest(purpose: string, method: PaymentMethodKind, request: PaymentRequest): string {
  // The sender fields a browser may still send are ignored, so they are no part of the request.
  const { sender: _ignored, ...priced } = request;
  return createHash('sha256').update(JSON.stringify({ purpose, method, request: priced })).digest('hex');
}
