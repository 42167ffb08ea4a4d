import type { OutgoingMessage } from '../notifications/domain/outgoing-message.js';
import type { UserContact } from '../identity/user-directory.service.js';
import type { SenderNews } from '../queues/job-catalog.js';
import type { Transfer } from './domain/transfer.js';

/** The sender hears about the outcome by email when verified there, else by SMS; a refund is said as such. */
export function transferOutcomeMessage(transfer: Transfer, contact: UserContact, outcome: SenderNews): OutgoingMessage | null {
  const to = contact.email && contact.isEmailVerified ? { channel: 'email' as const, to: contact.email } : contact.phone ? { channel: 'sms' as const, to: contact.phone } : null;
  if (!to) return null;
  const recipient = `${transfer.recipientInfo.firstName} ${transfer.recipientInfo.lastName}`;
  const reference = transfer.sessionId.slice(0, 8);
  if (outcome === 'refund_review') {
    return {
      ...to,
      subject: 'Your refund is being reviewed',
      text: `Hello ${contact.firstName}, we could not deliver your transfer ${reference} of ${transfer.amount().format()} to ${recipient}, and our payment processor could not refund your ${transfer.total().format()} automatically. Our team is reviewing it and will contact you within 2 business days; nothing more is needed from you.`,
    };
  }
  if (outcome === 'payout_delayed') {
    return {
      ...to,
      subject: 'Your transfer is delayed',
      text: `Hello ${contact.firstName}, we could not deliver your transfer ${reference} of ${transfer.amount().format()} to ${recipient} yet. Our team will try again or refund your payment of ${transfer.total().format()} within 1 business day; nothing more is needed from you.`,
    };
  }
  if (outcome === 'failed' && transfer.refundId) {
    return {
      ...to,
      subject: 'Your transfer could not be delivered',
      text: `Hello ${contact.firstName}, we could not deliver your transfer ${reference} of ${transfer.amount().format()} to ${recipient}. Your payment of ${transfer.total().format()} has been refunded; it can take 5 to 10 business days to show on your statement.`,
    };
  }
  return outcome === 'completed'
    ? {
        ...to,
        subject: 'Your money has arrived',
        text: `Hello ${contact.firstName}, your transfer ${reference} of ${transfer.amount().format()} to ${recipient} has been delivered: they received ${transfer.recipientAmount().format()}.`,
      }
    : {
        ...to,
        subject: 'Your transfer could not be completed',
        text: `Hello ${contact.firstName}, your transfer ${reference} of ${transfer.amount().format()} to ${recipient} failed: ${transfer.failureReason ?? 'the payment did not go through'}. No money was delivered; please try again or contact support.`,
      };
}
