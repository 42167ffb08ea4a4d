import type { OutgoingMessage } from '../notifications/domain/outgoing-message.js';
import { DELIVERY_METHOD_LABELS } from '../shared/domain/delivery-method.js';
import type { Transfer } from './domain/transfer.js';

/** The transfer's reference, as the sender and the recipient both see it. */
export function transferReference(transfer: Transfer): string {
  return transfer.reference;
}

/**
 * The SMS a recipient gets when the money reached their wallet or account, or waits for
 * them at a cash-pickup agent (with the code to collect it). Null when there is nothing to
 * say yet (no pickup code).
 */
export function recipientMessage(transfer: Transfer, news: 'delivered' | 'ready_for_pickup'): OutgoingMessage | null {
  const sender = transfer.senderInfo.firstName;
  const amount = transfer.recipientAmount().format();
  const reference = transferReference(transfer);
  const to = transfer.recipientInfo.phone;
  if (news === 'ready_for_pickup') {
    if (!transfer.pickupCode) return null;
    return {
      channel: 'sms',
      to,
      subject: 'Money ready for pickup',
      text: `${sender} sent you ${amount}. Collect it at a cash pickup agent with pickup code ${transfer.pickupCode} and your ID. Ref ${reference}.`,
    };
  }
  const method = DELIVERY_METHOD_LABELS[transfer.deliveryMethod];
  const where = transfer.deliveryMethod === 'bank_account' ? `your ${transfer.recipientInfo.bankName ?? 'bank'} account` : method;
  return {
    channel: 'sms',
    to,
    subject: 'Money received',
    text: `${sender} sent you ${amount} to ${where}.${transfer.payoutReceipt ? ` Receipt ${transfer.payoutReceipt}.` : ''} Ref ${reference}.`,
  };
}
