import type { OutgoingMessage } from '../notifications/domain/outgoing-message.js';
import { DELIVERY_METHOD_LABELS } from '../shared/domain/delivery-method.js';
import { RECIPIENT_LANGUAGE_BY_COUNTRY, type Language } from '../shared/domain/language.js';
import { translatorFor } from '../shared/i18n/translator.js';
import type { Transfer } from './domain/transfer.js';

/** The transfer's reference, as the sender and the recipient both see it. */
export function transferReference(transfer: Transfer): string {
  return transfer.reference;
}

/** The language of the recipient's SMS: the one saved with them, else their country's (Swahili in Kenya, ...). */
export function recipientLanguage(transfer: Transfer): Language {
  return transfer.recipientInfo.language ?? RECIPIENT_LANGUAGE_BY_COUNTRY[transfer.country];
}

/**
 * The SMS a recipient gets, in their language, when the money reached their wallet or account,
 * or waits for them at a cash-pickup agent (with the code to collect it). Null when there is
 * nothing to say yet (no pickup code).
 */
export function recipientMessage(transfer: Transfer, news: 'delivered' | 'ready_for_pickup'): OutgoingMessage | null {
  const t = translatorFor(recipientLanguage(transfer));
  const sender = transfer.senderInfo.firstName;
  const amount = transfer.recipientAmount().format();
  const reference = transferReference(transfer);
  const to = transfer.recipientInfo.phone;
  if (news === 'ready_for_pickup') {
    if (!transfer.pickupCode) return null;
    return {
      channel: 'sms',
      to,
      subject: t('recipient.pickup.subject'),
      text: t('recipient.pickup.sms', { sender, amount, code: transfer.pickupCode, reference }),
    };
  }
  const where =
    transfer.deliveryMethod === 'bank_account'
      ? t('recipient.delivered.bankAccount', { bank: transfer.recipientInfo.bankName ?? t('recipient.delivered.bank') })
      : DELIVERY_METHOD_LABELS[transfer.deliveryMethod];
  const receipt = transfer.payoutReceipt ? t('recipient.delivered.receipt', { receipt: transfer.payoutReceipt }) : '';
  return {
    channel: 'sms',
    to,
    subject: t('recipient.delivered.subject'),
    text: t('recipient.delivered.sms', { sender, amount, where, receipt, reference }),
  };
}
