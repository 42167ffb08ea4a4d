import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { STRIPE_CLIENT } from '../payments/stripe-client.js';
import type { DebitMandate } from '../payments/payment-gateway.port.js';
import {
  InvalidAccountNumberError,
  InvalidRoutingNumberError,
  MicrodepositMismatchError,
  MicrodepositVerificationFailedError,
  PaymentProviderUnavailableError,
  UnreadableCardError,
} from './domain/payment-method.errors.js';
import type { AccountType, MicrodepositVerification } from './domain/payment-method.js';

/** What the sender read on their statement: the deposit's descriptor code, or the two amounts in cents. */
export type MicrodepositAnswer = { descriptorCode: string } | { amounts: [number, number] };

const MISMATCH = /microdeposit_verification_(descriptor_code|amounts)_mismatch/;

export interface ProviderCard {
  id: string;
  brand: string;
  lastFour: string;
  fingerprint: string;
}

export interface ProviderBankAccount {
  id: string;
  lastFour: string;
  fingerprint: string;
}

export interface NewBankAccount {
  accountNumber: string;
  routingNumber: string;
  accountType: AccountType;
  accountHolderName: string;
}

/**
 * The card provider's payment methods, read and created with the secret key. Provider
 * errors are turned into DomainErrors without their cause: a provider error may echo what
 * was sent, and the account number must never reach a log.
 */
@Injectable()
export class PaymentMethodProvider {
  constructor(@Inject(STRIPE_CLIENT) private readonly stripe: Stripe) {}

  /** The card the browser tokenized (`pm_...`); 400 when it is not a card the provider knows. */
  async card(paymentMethodId: string): Promise<ProviderCard> {
    let method: Stripe.PaymentMethod;
    try {
      method = await this.stripe.paymentMethods.retrieve(paymentMethodId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new UnreadableCardError();
      throw new PaymentProviderUnavailableError();
    }
    const card = method.type === 'card' ? method.card : null;
    if (!card?.fingerprint) throw new UnreadableCardError();
    return { id: method.id, brand: card.brand, lastFour: card.last4, fingerprint: card.fingerprint };
  }

  /** A customer for one of our senders, created once (the idempotency key names the sender). */
  async createCustomer(userId: number): Promise<string> {
    try {
      const customer = await this.stripe.customers.create(
        { metadata: { userId: String(userId) } },
        { idempotencyKey: `customer-for-user-${userId}` },
      );
      return customer.id;
    } catch {
      throw new PaymentProviderUnavailableError();
    }
  }

  /** Attaches a payment method to the sender's customer, so it can be used again. */
  async attach(paymentMethodId: string, customerId: string): Promise<void> {
    try {
      await this.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new UnreadableCardError();
      throw new PaymentProviderUnavailableError();
    }
  }

  /**
   * Creates a `us_bank_account` payment method; the account number goes to the provider and
   * nowhere else. `idempotencyKey` makes a retried checkout reuse the same payment method.
   */
  async createBankAccount(account: NewBankAccount, idempotencyKey?: string): Promise<ProviderBankAccount> {
    let method: Stripe.PaymentMethod;
    try {
      method = await this.stripe.paymentMethods.create({
        type: 'us_bank_account',
        us_bank_account: {
          account_number: account.accountNumber,
          routing_number: account.routingNumber,
          account_holder_type: 'individual',
          account_type: account.accountType,
        },
        billing_details: { name: account.accountHolderName },
      }, idempotencyKey ? { idempotencyKey } : undefined);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        if (error.code === 'routing_number_invalid') throw new InvalidRoutingNumberError();
        throw new InvalidAccountNumberError();
      }
      throw new PaymentProviderUnavailableError();
    }
    const bank = method.us_bank_account;
    if (!bank?.fingerprint || !bank.last4) throw new PaymentProviderUnavailableError();
    return { id: method.id, lastFour: bank.last4, fingerprint: bank.fingerprint };
  }

  /**
   * Has the provider send micro-deposits to a typed account (a SetupIntent that verifies with
   * them), under the sender's online mandate; the account is not debited until they are confirmed.
   */
  async startMicrodepositVerification(paymentMethodId: string, customerId: string, mandate: DebitMandate): Promise<MicrodepositVerification> {
    let intent: Stripe.SetupIntent;
    try {
      intent = await this.stripe.setupIntents.create(
        {
          payment_method: paymentMethodId,
          customer: customerId,
          allowed_payment_method_types: ['us_bank_account'],
          payment_method_options: { us_bank_account: { verification_method: 'microdeposits' } },
          confirm: true,
          mandate_data: { customer_acceptance: { type: 'online', online: { ip_address: mandate.ipAddress, user_agent: mandate.userAgent } } },
        },
        { idempotencyKey: `microdeposits-${paymentMethodId}` },
      );
    } catch {
      throw new PaymentProviderUnavailableError();
    }
    const next = intent.next_action?.verify_with_microdeposits;
    if (intent.status !== 'requires_action' || !next) throw new PaymentProviderUnavailableError();
    return { setupIntentId: intent.id, microdepositType: next.microdeposit_type === 'amounts' ? 'amounts' : 'descriptor_code' };
  }

  /** Confirms the micro-deposits; answers `verified`, or `failed` when they can no longer be confirmed. A wrong answer is a 400. */
  async verifyMicrodeposits(setupIntentId: string, answer: MicrodepositAnswer): Promise<'verified' | 'failed'> {
    try {
      const intent = await this.stripe.setupIntents.verifyMicrodeposits(
        setupIntentId,
        'descriptorCode' in answer ? { descriptor_code: answer.descriptorCode } : { amounts: answer.amounts },
      );
      return intent.status === 'succeeded' ? 'verified' : 'failed';
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw new PaymentProviderUnavailableError();
      const mismatch = MISMATCH.exec(error.code ?? '');
      if (mismatch) throw new MicrodepositMismatchError(mismatch[1] as 'descriptor_code' | 'amounts');
      return 'failed';
    }
  }
}
