import { readCardDetails } from '../cards/card-details.js';
import type { PaymentMethodDetails, PaymentMethodReader } from './payment-method-types.js';

/** `type=card`: the `card` hash Stripe shows, built from validated details (no number, no cvc). */
export const readCardPaymentMethod: PaymentMethodReader = (form, { now }): PaymentMethodDetails => {
  const card = readCardDetails(form.object('card'), now);
  return {
    details: {
      brand: card.brand,
      checks: {
        address_line1_check: null,
        address_postal_code_check: null,
        cvc_check: card.cvcProvided ? 'unchecked' : null,
      },
      country: 'US',
      display_brand: card.brand,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      fingerprint: card.fingerprint,
      funding: 'credit',
      generated_from: null,
      last4: card.last4,
      networks: { available: [card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    outcome: card.outcome,
    ...(card.disputeAfterPayment ? { disputeAfterPayment: card.disputeAfterPayment } : {}),
    ...(card.refundLifecycle ? { refunds: card.refundLifecycle } : {}),
  };
};
