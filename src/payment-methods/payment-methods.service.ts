import { QueryOrder, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DefaultPolicy } from './domain/default-policy.js';
import { DuplicatePaymentMethodError, PaymentMethodNotFoundError } from './domain/payment-method.errors.js';
import { PaymentMethod, type PaymentMethodType } from './domain/payment-method.js';
import { PaymentMethodProvider } from './payment-method-provider.js';
import type { AddBankAccountRequest, AddCardRequest } from './payment-methods.requests.js';

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

  /** A card the browser tokenized: Visa or Mastercard only. */
  async addCard(userId: number, { paymentMethodId }: AddCardRequest): Promise<PaymentMethod> {
    const card = await this.provider.card(paymentMethodId);
    const method = PaymentMethod.card(
      userId,
      { brand: card.brand, lastFour: card.lastFour, fingerprint: card.fingerprint, providerPaymentMethodId: card.id },
      new Date(),
    );
    return this.save(method);
  }

  /** A bank account: its number goes to the provider; only its last four and the provider's fingerprint are kept. */
  async addBankAccount(userId: number, request: AddBankAccountRequest): Promise<PaymentMethod> {
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
