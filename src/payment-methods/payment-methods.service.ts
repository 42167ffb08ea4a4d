import { QueryOrder, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DefaultPolicy } from './domain/default-policy.js';
import type { DebitMandate } from '../payments/payment-gateway.port.js';
import {
  DuplicatePaymentMethodError,
  MicrodepositVerificationFailedError,
  NoVerificationPendingError,
  PaymentMethodNotFoundError,
} from './domain/payment-method.errors.js';
import {
  acceptedCardBrand,
  accountTypeOf,
  awaitingMicrodeposits,
  PaymentMethod,
  type BankAccountDetails,
  type BankLinkReference,
  type PaymentMethodType,
} from './domain/payment-method.js';
import { LinkedBankAccounts } from './linked-bank-accounts.service.js';
import { PaymentCustomers } from './payment-customers.service.js';
import { PaymentMethodProvider, type MicrodepositAnswer } from './payment-method-provider.js';
import type { AddBankAccountRequest, AddCardRequest, AddLinkedBankAccountRequest } from './payment-methods.requests.js';

/**
 * A sender's saved cards and bank accounts. Every query is scoped by the sender's id, so
 * another sender's method is indistinguishable from one that does not exist. Every write
 * runs in one transaction that first locks the sender's row, so concurrent requests of one
 * sender take turns and exactly one method stays default (the database's partial unique
 * index refuses a second one in any case).
 */
@Injectable()
export class PaymentMethodsService {
  constructor(
    private readonly em: EntityManager,
    private readonly provider: PaymentMethodProvider,
    private readonly customers: PaymentCustomers,
    private readonly linkedBankAccounts: LinkedBankAccounts,
  ) {}

  /** The default first, then newest first. */
  list(userId: number): Promise<PaymentMethod[]> {
    return this.em.fork().find(
      PaymentMethod,
      { userId },
      { orderBy: { isDefault: QueryOrder.DESC, createdAt: QueryOrder.DESC, id: QueryOrder.DESC } },
    );
  }

  /** For checkout: the sender's saved method `id`, or 404 `PAYMENT_METHOD.NOT_FOUND`. */
  async ownedMethod(userId: number, id: number): Promise<PaymentMethod> {
    const method = await this.em.fork().findOne(PaymentMethod, { id, userId });
    if (!method) throw new PaymentMethodNotFoundError();
    return method;
  }

  /** A card the browser tokenized: Visa or Mastercard only. Attached to the sender's customer so it can be reused. */
  async addCard(userId: number, { paymentMethodId }: AddCardRequest): Promise<PaymentMethod> {
    return this.attachAndSave(await this.cardMethod(userId, paymentMethodId));
  }

  /**
   * A bank account typed by its numbers: the number goes to the provider (only its last four
   * and the provider's fingerprint are kept), which sends micro-deposits to it under the
   * sender's mandate. It is not debited until the sender confirms them.
   */
  async addBankAccount(userId: number, request: AddBankAccountRequest, mandate: DebitMandate): Promise<PaymentMethod> {
    const account = await this.provider.createBankAccount(request);
    const method = PaymentMethod.bankAccount(
      userId,
      {
        bankName: request.bankName,
        accountType: request.accountType,
        lastFour: account.lastFour,
        fingerprint: account.fingerprint,
        providerPaymentMethodId: account.id,
      },
      new Date(),
    );
    return this.attachAndSave(method, async (customerId) =>
      awaitingMicrodeposits(method, await this.provider.startMicrodepositVerification(account.id, customerId, mandate)),
    );
  }

  /**
   * A bank account linked through the bank-linking provider, which proves the sender owns it:
   * verified at once. The numbers go from the bank link to the card provider and nowhere else.
   */
  async addLinkedBankAccount(userId: number, request: AddLinkedBankAccountRequest, accountHolderName: string): Promise<PaymentMethod> {
    const { account, numbers } = await this.linkedBankAccounts.forDebit(request.accessToken, request.accountId);
    const accountType = accountTypeOf(account.subtype);
    const created = await this.provider.createBankAccount({ ...numbers, accountType, accountHolderName });
    const method = PaymentMethod.bankAccount(
      userId,
      { bankName: account.institution.name, accountType, lastFour: created.lastFour, fingerprint: created.fingerprint, providerPaymentMethodId: created.id },
      new Date(),
      { tellerAccountId: account.id, sealedAccessToken: this.linkedBankAccounts.seal(request.accessToken) },
    );
    return this.attachAndSave(method);
  }

  /** The sender confirms the micro-deposits of a typed account: verified, or failed for good (409). */
  async verifyMicrodeposits(userId: number, id: number, answer: MicrodepositAnswer): Promise<PaymentMethod> {
    const method = await this.ownedMethod(userId, id);
    if (method.verification !== 'pending' || !method.setupIntentId) throw new NoVerificationPendingError();
    const outcome = await this.provider.verifyMicrodeposits(method.setupIntentId, answer);
    await this.em.fork().nativeUpdate(PaymentMethod, { id, userId }, { verification: outcome });
    if (outcome === 'failed') throw new MicrodepositVerificationFailedError();
    method.verification = outcome;
    return method;
  }

  /**
   * Checkout, before a card typed in is charged: only the brands the product takes, the same
   * that can be saved (400 PAYMENT_METHOD.UNSUPPORTED_CARD otherwise), so no card is charged
   * that "Save this card" would then quietly fail to keep.
   */
  async assertAcceptedCard(paymentMethodId: string): Promise<void> {
    acceptedCardBrand((await this.provider.card(paymentMethodId)).brand);
  }

  /**
   * Checkout: the card the sender just paid with and asked to keep. The payment attached it
   * to their customer already. Answers null when it was saved before.
   */
  async keepPaidCard(userId: number, paymentMethodId: string): Promise<PaymentMethod | null> {
    return this.keep(await this.cardMethod(userId, paymentMethodId));
  }

  /** Checkout: the linked bank account the sender just paid from and asked to keep. Null when saved before. */
  async keepPaidBankAccount(userId: number, details: BankAccountDetails, link: BankLinkReference): Promise<PaymentMethod | null> {
    return this.keep(PaymentMethod.bankAccount(userId, details, new Date(), link));
  }

  private async cardMethod(userId: number, paymentMethodId: string): Promise<PaymentMethod> {
    const card = await this.provider.card(paymentMethodId);
    return PaymentMethod.card(
      userId,
      { brand: card.brand, lastFour: card.lastFour, fingerprint: card.fingerprint, providerPaymentMethodId: card.id },
      new Date(),
    );
  }

  private async keep(method: PaymentMethod): Promise<PaymentMethod | null> {
    try {
      return await this.save(method);
    } catch (error) {
      if (error instanceof DuplicatePaymentMethodError) return null;
      throw error;
    }
  }

  /**
   * Refuses a duplicate before touching the provider, then attaches (and starts what `prepare`
   * needs at the provider) and saves, which checks again under lock.
   */
  private async attachAndSave(method: PaymentMethod, prepare?: (customerId: string) => Promise<unknown>): Promise<PaymentMethod> {
    const saved = await this.em.fork().count(PaymentMethod, { userId: method.userId, fingerprint: method.fingerprint });
    if (saved > 0) throw new DuplicatePaymentMethodError(method.type);
    const customerId = await this.customers.customerFor(method.userId);
    await this.provider.attach(method.stripePaymentMethodId, customerId);
    await prepare?.(customerId);
    return this.save(method);
  }

  async remove(userId: number, id: number): Promise<void> {
    await this.em.transactional(async (em) => {
      const methods = await this.lockedMethods(em, userId);
      const target = methods.find((method) => method.id === id);
      if (!target) throw new PaymentMethodNotFoundError();
      await em.nativeDelete(PaymentMethod, { id, userId });
      const promoted = DefaultPolicy.promotedAfterRemoval(target, methods);
      if (promoted !== null) await em.nativeUpdate(PaymentMethod, { id: promoted, userId }, { isDefault: true });
    });
  }

  async setDefault(userId: number, id: number): Promise<void> {
    await this.em.transactional(async (em) => {
      const methods = await this.lockedMethods(em, userId);
      if (!methods.some((method) => method.id === id)) throw new PaymentMethodNotFoundError();
      const { clear, set } = DefaultPolicy.changesToMakeDefault(methods, id);
      // Clear first: the partial unique index allows one default per sender at every step.
      if (clear.length > 0) await em.nativeUpdate(PaymentMethod, { id: { $in: clear }, userId }, { isDefault: false });
      if (set !== null) await em.nativeUpdate(PaymentMethod, { id: set, userId }, { isDefault: true });
    });
  }

  private async save(method: PaymentMethod): Promise<PaymentMethod> {
    try {
      return await this.em.transactional(async (em) => {
        const methods = await this.lockedMethods(em, method.userId);
        if (methods.some((saved) => saved.fingerprint === method.fingerprint)) {
          throw new DuplicatePaymentMethodError(method.type);
        }
        method.isDefault = DefaultPolicy.isDefaultWhenAdded(methods);
        em.persist(method);
        await em.flush();
        return method;
      });
    } catch (error) {
      throw duplicateOr(error, method.type);
    }
  }

  /**
   * Locks the sender's row (held until the transaction ends) and then reads their methods:
   * a lock on the methods alone would not cover a sender who has none yet.
   */
  private async lockedMethods(em: EntityManager, userId: number): Promise<PaymentMethod[]> {
    await em.execute('select "id" from "users" where "id" = ? for update', [userId]);
    return em.find(PaymentMethod, { userId }, { orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC } });
  }
}

function duplicateOr(error: unknown, type: PaymentMethodType): unknown {
  return error instanceof UniqueConstraintViolationException ? new DuplicatePaymentMethodError(type) : error;
}
