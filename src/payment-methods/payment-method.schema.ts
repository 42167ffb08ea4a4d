import { EntitySchema } from '@mikro-orm/core';
import { PaymentMethod } from './domain/payment-method.js';

/** At most one default per sender is also enforced by the partial unique index of the migration. */
export const PaymentMethodSchema = new EntitySchema<PaymentMethod>({
  class: PaymentMethod,
  tableName: 'payment_methods',
  uniques: [{ name: 'payment_methods_user_fingerprint_unique', properties: ['userId', 'fingerprint'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { type: 'integer', fieldName: 'user_id' },
    type: { type: 'string', length: 16 },
    name: { type: 'string', length: 150 },
    lastFour: { type: 'string', length: 4, fieldName: 'last_four' },
    bankName: { type: 'string', length: 100, fieldName: 'bank_name', nullable: true },
    accountType: { type: 'string', length: 16, fieldName: 'account_type', nullable: true },
    cardBrand: { type: 'string', length: 32, fieldName: 'card_brand', nullable: true },
    stripePaymentMethodId: { type: 'string', length: 255, fieldName: 'stripe_payment_method_id' },
    fingerprint: { type: 'string', length: 255 },
    tellerAccountId: { type: 'string', length: 64, fieldName: 'teller_account_id', nullable: true },
    sealedTellerAccessToken: { type: 'text', fieldName: 'teller_access_token', nullable: true },
    isDefault: { type: 'boolean', fieldName: 'is_default' },
    verification: { type: 'string', length: 16, fieldName: 'verification_status' },
    setupIntentId: { type: 'string', length: 255, fieldName: 'setup_intent_id', nullable: true },
    microdepositType: { type: 'string', length: 16, fieldName: 'microdeposit_type', nullable: true },
    createdAt: { type: 'datetime', columnType: 'timestamptz', fieldName: 'created_at' },
  },
});
