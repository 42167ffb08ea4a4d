import type { OutgoingMessage } from '../notifications/domain/outgoing-message.js';
import type { UserContact } from '../identity/user-directory.service.js';
import type { SenderNews } from '../queues/job-catalog.js';
import type { Transfer } from './domain/transfer.js';

/**
 * The sender hears about the outcome by email when verified there, else by SMS; a refund is
 * said as such. `appUrl`: the app's public origin, for the link back to a released checkout.
 */
export function transferOutcomeMessage(transfer: Transfer, contact: UserContact, outcome: SenderNews, appUrl = ''): OutgoingMessage | null {
  const to = channelFor(contact, outcome);
  if (!to) return null;
  const recipient = `${transfer.recipientInfo.firstName} ${transfer.recipientInfo.lastName}`;
  const reference = transfer.reference;
  if (outcome === 'screening_cleared') {
    const checkout = transfer.paymentMethod === 'card' ? 'card-checkout' : 'teller-checkout';
    const link = `${appUrl.replace(/\/+$/, '')}/${checkout}?session_id=${encodeURIComponent(transfer.sessionId)}`;
    return {
      ...to,
      subject: 'You can continue your transfer',
      text: `Hello ${contact.firstName}, we have reviewed your transfer ${reference} of ${transfer.amount().format()} to ${recipient}, and you can now pay for it: ${link}`,
    };
  }
  if (outcome === 'screening_refused') {
    return {
      ...to,
      subject: 'Your transfer could not be sent',
      text: `Hello ${contact.firstName}, after reviewing your transfer ${reference} of ${transfer.amount().format()} to ${recipient}, we could not send it. Nothing was charged.`,
    };
  }
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
  if (outcome === 'failed' && transfer.refundId && transfer.cancelledBySenderAt) {
    return {
      ...to,
      subject: 'Your transfer was cancelled and refunded',
      text: `Hello ${contact.firstName}, as you asked, we cancelled your transfer ${reference} of ${transfer.amount().format()} to ${recipient}. Nothing was sent, and your whole payment of ${transfer.total().format()}, fees included, has been refunded; it can take 5 to 10 business days to show on your statement.`,
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

/**
 * Where the sender hears news: by email when verified there, else by SMS. The sender's
 * settings may turn either off for news of their transfers; the receipt, which the law
 * requires, and money questions (a refund under review, a delayed payout) go regardless.
 */
export function channelFor(contact: UserContact, outcome: SenderNews): { channel: 'email' | 'sms'; to: string } | null {
  const always = outcome === 'receipt' || outcome === 'refund_review' || outcome === 'payout_delayed' || outcome === 'screening_cleared' || outcome === 'screening_refused';
  const email = contact.email && contact.isEmailVerified && (always || contact.notifyByEmail) ? contact.email : null;
  if (email) return { channel: 'email', to: email };
  const phone = contact.phone && (always || contact.notifyBySms) ? contact.phone : null;
  return phone ? { channel: 'sms', to: phone } : null;
}
