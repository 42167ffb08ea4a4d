import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../shared/domain/domain-error.js';
import type { PaymentMethod } from './domain/payment-method.js';
import {
  BANK_LINK,
  LinkedAccountNotFoundError,
  type BankLink,
  type LinkedAccount,
  type LinkedAccountNumbers,
} from '../payments/bank-link.port.js';
import { SecretBox } from '../shared/crypto/secret-box.js';

export class SavedBankAccountUnavailableError extends DomainError {
  constructor() {
    super({
      code: 'PAYMENT_METHOD.BANK_ACCOUNT_UNAVAILABLE',
      kind: 'unprocessable',
      message: 'This bank account is no longer available at your bank. Please link it again or choose another payment method.',
    });
  }
}

/**
 * Bank accounts the sender linked through the bank-linking provider: what an access token
 * can see, the numbers a debit needs, and the sealed token a saved account keeps.
 */
@Injectable()
export class LinkedBankAccounts {
  constructor(
    @Inject(BANK_LINK) private readonly bankLink: BankLink,
    private readonly secrets: SecretBox,
  ) {}

  list(accessToken: string): Promise<LinkedAccount[]> {
    return this.bankLink.accounts(accessToken);
  }

  /** The account and its numbers; the numbers go to the debit and nowhere else. */
  async forDebit(accessToken: string, accountId: string): Promise<{ account: LinkedAccount; numbers: LinkedAccountNumbers }> {
    const account = await this.bankLink.account(accessToken, accountId);
    const numbers = await this.bankLink.accountNumbers(accessToken, accountId);
    return { account, numbers };
  }

  /** The access token as a saved method keeps it: sealed with ENCRYPTION_KEY. */
  seal(accessToken: string): string {
    return this.secrets.seal(accessToken);
  }

  /**
   * Before debiting a saved account that came from a link: the bank must still know it. A
   * link that can no longer be read (expired, the provider unreachable) does not stop the
   * debit: the mandate the sender gave stands, and a closed account fails the debit anyway.
   */
  async assertStillAvailable(method: PaymentMethod): Promise<void> {
    if (!method.tellerAccountId || !method.sealedTellerAccessToken) return;
    try {
      await this.bankLink.account(this.secrets.open(method.sealedTellerAccessToken), method.tellerAccountId);
    } catch (error) {
      if (error instanceof LinkedAccountNotFoundError) throw new SavedBankAccountUnavailableError();
    }
  }
}
