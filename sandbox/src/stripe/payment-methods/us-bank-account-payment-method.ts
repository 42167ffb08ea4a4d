import { readBankAccountDetails } from '../bank-accounts/bank-account-details.js';
import { invalidRequest } from '../http/stripe-error.js';
import type { PaymentMethodDetails, PaymentMethodReader } from './payment-method-types.js';

/**
 * `type=us_bank_account` with raw account and routing numbers (the product takes them from
 * Teller's account details). Stripe requires the account holder's name. Confirming a
 * PaymentIntent with it needs a mandate and leaves the payment `processing` until it settles.
 */
export const readUsBankAccountPaymentMethod: PaymentMethodReader = (form): PaymentMethodDetails => {
  const bank = readBankAccountDetails(form.object('us_bank_account'));
  if (!form.object('billing_details')?.string('name')) {
    throw invalidRequest('Missing required param: billing_details[name].', {
      param: 'billing_details[name]',
      code: 'parameter_missing',
    });
  }
  return {
    details: {
      account_holder_type: bank.accountHolderType,
      account_type: bank.accountType,
      bank_name: bank.bankName,
      financial_connections_account: null,
      fingerprint: bank.fingerprint,
      last4: bank.last4,
      networks: { preferred: 'ach', supported: ['ach'] },
      routing_number: bank.routingNumber,
      status_details: null,
    },
    outcome: bank.settlement ? { kind: 'processing', settlement: bank.settlement } : { kind: 'processing' },
    requiresMandate: true,
    microdeposits: bank.microdeposits,
    ...(bank.disputeAfterPayment ? { disputeAfterPayment: bank.disputeAfterPayment } : {}),
  };
};
