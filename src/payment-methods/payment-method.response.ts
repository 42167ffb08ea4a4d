import type { AccountType, PaymentMethod, PaymentMethodType } from './domain/payment-method.js';

/** A saved payment method as `/api/payment-methods` answers it. */
export interface PaymentMethodResponse {
  id: number;
  name: string;
  type: PaymentMethodType;
  lastFour: string;
  bankName: string | null;
  accountType: AccountType | null;
  isDefault: boolean;
  createdAt: string;
}

export function toPaymentMethodResponse(method: PaymentMethod): PaymentMethodResponse {
  return {
    id: method.id,
    name: method.name,
    type: method.type,
    lastFour: method.lastFour,
    bankName: method.bankName,
    accountType: method.accountType,
    isDefault: method.isDefault,
    createdAt: method.createdAt.toISOString(),
  };
}
