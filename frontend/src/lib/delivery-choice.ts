import { effectiveDeliveryMethod, type DeliveryMethod } from '@/config/delivery-methods';
import { m } from '@/lib/i18n/messages';

/** What the "Receives by" fields hold while typing; the bank fields matter for a bank account only. */
export type DeliveryValues = { deliveryMethod: string; bankId: string; accountNumber: string };

export type DeliveryField = keyof DeliveryValues;

/** Top to bottom, for moving focus to the first field with an error. */
export const DELIVERY_FIELDS: readonly DeliveryField[] = ['deliveryMethod', 'bankId', 'accountNumber'];

type DeliveryInput = { deliveryMethod?: string | null; bankId?: string | null; accountNumber?: string | null };

/** What a request says about how the recipient is paid: the bank fields for a bank account only. */
export type DeliveryChoice = { deliveryMethod: DeliveryMethod; bankId?: string; accountNumber?: string };

/** Message ids: the fields show them in the language showing. */
export const BANK_REQUIRED = m('delivery.bankRequired');
export const ACCOUNT_NUMBER_REQUIRED = m('delivery.accountNumberRequired');

/**
 * The delivery fields of a request body for `country`: the method (the country's default when
 * none or one it does not offer was chosen), and the bank and account number of a bank account.
 * Undefined for a country we do not serve (the country itself is then refused).
 */
export function deliveryChoice(country: string, input: DeliveryInput): DeliveryChoice | undefined {
  const deliveryMethod = effectiveDeliveryMethod(country, input.deliveryMethod);
  if (!deliveryMethod) return undefined;
  if (deliveryMethod !== 'bank_account') return { deliveryMethod };
  return { deliveryMethod, bankId: input.bankId?.trim() ?? '', accountNumber: input.accountNumber?.trim() ?? '' };
}

/** The fields a bank account still needs, with the server's words; the server checks the rest. */
export function deliveryChoiceErrors(choice: DeliveryChoice | undefined): { bankId?: string; accountNumber?: string } {
  if (choice?.deliveryMethod !== 'bank_account') return {};
  return {
    ...(choice.bankId ? {} : { bankId: BANK_REQUIRED }),
    ...(choice.accountNumber ? {} : { accountNumber: ACCOUNT_NUMBER_REQUIRED }),
  };
}
