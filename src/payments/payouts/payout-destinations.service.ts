import { Injectable, Logger } from '@nestjs/common';
import type { Country } from '../../shared/domain/country.js';
import {
  defaultDeliveryMethod,
  isOfferedIn,
  unpayableNumberRule,
  walletDestination,
  DELIVERY_METHODS_BY_COUNTRY,
  type DeliveryMethod,
  type PayoutDestination,
} from '../../shared/domain/delivery-method.js';
import {
  BankRequiredError,
  DeliveryMethodNotOfferedError,
  InvalidAccountNumberError,
  PayoutAccountNotFoundError,
  PayoutPartnerUnavailableError,
  PhoneNotPayableError,
  UnknownBankError,
} from './payout-destination.errors.js';
import type { PayoutTerms } from './payout-rail.port.js';
import { PayoutRails } from './payout-rails.service.js';

/** How the sender chose to pay a recipient, as typed: every part optional but the country's rules. */
export interface DestinationChoice {
  deliveryMethod?: DeliveryMethod | null;
  bankId?: string | null;
  accountNumber?: string | null;
}

/** A delivery method as the send screen and recipient forms offer it. */
export interface DeliveryOption {
  method: DeliveryMethod;
  /** The banks to choose from (bank accounts only). */
  banks: { id: string; name: string }[];
}

const ACCOUNT_NUMBER = /^\d{8,16}$/;

/**
 * Checks where a recipient is to be paid against what the partners offer: the method must
 * be offered in the country, the phone payable by it, a bank one the aggregator lists and
 * the account number well-formed. Errors name the request's fields under `prefix`.
 */
@Injectable()
export class PayoutDestinations {
  private readonly logger = new Logger('PayoutDestinations');

  constructor(private readonly rails: PayoutRails) {}

  async resolve(country: Country, phone: string, choice: DestinationChoice, prefix = ''): Promise<PayoutDestination> {
    const method = choice.deliveryMethod ?? defaultDeliveryMethod(country);
    if (!isOfferedIn(method, country)) throw new DeliveryMethodNotOfferedError(method, country, `${prefix}deliveryMethod`);
    const rule = unpayableNumberRule(method, phone);
    if (rule) throw new PhoneNotPayableError(rule, `${prefix}phone`);
    if (method !== 'bank_account') return walletDestination(method);
    if (!choice.bankId) throw new BankRequiredError(`${prefix}bankId`);
    const accountNumber = (choice.accountNumber ?? '').replace(/[\s-]/g, '');
    if (!ACCOUNT_NUMBER.test(accountNumber)) throw new InvalidAccountNumberError(`${prefix}accountNumber`);
    const bank = (await this.banks(country)).find((candidate) => candidate.id === choice.bankId);
    if (!bank) throw new UnknownBankError(`${prefix}bankId`);
    return { method, bankId: bank.id, bankName: bank.name, accountNumber };
  }

  /**
   * The destination a quote prices: the chosen method (unset: the country's first) and bank,
   * before any phone or account number is known.
   */
  async forQuote(country: Country, method: DeliveryMethod | undefined, bankId: string | undefined): Promise<PayoutDestination> {
    const chosen = method ?? defaultDeliveryMethod(country);
    if (!isOfferedIn(chosen, country)) throw new DeliveryMethodNotOfferedError(chosen, country, 'deliveryMethod');
    if (chosen !== 'bank_account' || !bankId) return walletDestination(chosen);
    const bank = (await this.banks(country)).find((candidate) => candidate.id === bankId);
    if (!bank) throw new UnknownBankError('bankId');
    return { method: chosen, bankId: bank.id, bankName: bank.name, accountNumber: null };
  }

  /** What the method's partner can pay for this destination (a bank account not chosen yet: the first bank's). */
  async terms(country: Country, destination: PayoutDestination): Promise<PayoutTerms> {
    const bankId = destination.method === 'bank_account' && !destination.bankId ? ((await this.banks(country))[0]?.id ?? null) : destination.bankId;
    return this.askPartner(() => this.rails.forMethod(destination.method).terms(country, { ...destination, bankId }));
  }

  /** The methods offered in `country`, with the banks where a method needs one. */
  async options(country: Country): Promise<DeliveryOption[]> {
    return Promise.all(
      DELIVERY_METHODS_BY_COUNTRY[country].map(async (method) => ({
        method,
        banks: method === 'bank_account' ? await this.banks(country) : [],
      })),
    );
  }

  /**
   * The name the partner holds the account under (MTN's wallets, Thunes' payers that offer
   * credit-party information), so the sender can catch a wrong number: null when there is no
   * such account, undefined when the partner has no such check for this destination.
   */
  accountHolderName(country: Country, destination: PayoutDestination, phone: string): Promise<string | null | undefined> {
    return this.askPartner(() => this.rails.accountHolderName(country, destination, phone));
  }

  /** The name MTN holds for an MTN Mobile Money number (so the sender can catch a wrong number). */
  async registeredName(phone: string): Promise<{ name: string; active: boolean }> {
    const holder = await this.askPartner(() => this.rails.registeredName(phone));
    if (!holder) throw new PayoutAccountNotFoundError();
    return holder;
  }

  private banks(country: Country): Promise<{ id: string; name: string }[]> {
    return this.askPartner(() => this.rails.banks(country));
  }

  private async askPartner<T>(ask: () => Promise<T>): Promise<T> {
    try {
      return await ask();
    } catch (error) {
      this.logger.warn(`A payout partner could not be asked: ${error instanceof Error ? error.message : 'unknown error'}`);
      throw new PayoutPartnerUnavailableError();
    }
  }
}
