import type { OutgoingMessage } from '../notifications/domain/outgoing-message.js';
import type { UserContact } from '../identity/user-directory.service.js';
import type { SenderNews } from '../queues/job-catalog.js';
import { translatorFor, type ServerMessageId } from '../shared/i18n/translator.js';
import type { Transfer } from './domain/transfer.js';

/**
 * The sender hears about the outcome, in their language, by email when verified there, else by
 * SMS; a refund is said as such. `appUrl`: the app's public origin, for the link back to a released checkout.
 */
export function transferOutcomeMessage(transfer: Transfer, contact: UserContact, outcome: SenderNews, appUrl = ''): OutgoingMessage | null {
  const to = channelFor(contact, outcome);
  if (!to) return null;
  const t = translatorFor(contact.language);
  const values = {
    firstName: contact.firstName,
    reference: transfer.reference,
    amount: transfer.amount().format(),
    recipient: `${transfer.recipientInfo.firstName} ${transfer.recipientInfo.lastName}`,
    total: transfer.total().format(),
  };
  const message = (subject: ServerMessageId, text: ServerMessageId, more: Record<string, string> = {}): OutgoingMessage => ({
    ...to,
    subject: t(subject),
    text: t(text, { ...values, ...more }),
  });
  if (outcome === 'screening_cleared') {
    const checkout = transfer.paymentMethod === 'card' ? 'card-checkout' : 'teller-checkout';
    const link = `${appUrl.replace(/\/+$/, '')}/${checkout}?session_id=${encodeURIComponent(transfer.sessionId)}`;
    return message('transfer.screeningCleared.subject', 'transfer.screeningCleared.text', { link });
  }
  if (outcome === 'screening_refused') return message('transfer.screeningRefused.subject', 'transfer.screeningRefused.text');
  if (outcome === 'refund_review') return message('transfer.refundReview.subject', 'transfer.refundReview.text');
  if (outcome === 'payout_delayed') return message('transfer.payoutDelayed.subject', 'transfer.payoutDelayed.text');
  if (outcome === 'failed' && transfer.refundId && transfer.cancelledBySenderAt) {
    return message('transfer.cancelledRefunded.subject', 'transfer.cancelledRefunded.text');
  }
  if (outcome === 'failed' && transfer.refundId) return message('transfer.failedRefunded.subject', 'transfer.failedRefunded.text');
  return outcome === 'completed'
    ? message('transfer.completed.subject', 'transfer.completed.text', { recipientAmount: transfer.recipientAmount().format() })
    : message('transfer.failed.subject', 'transfer.failed.text', { reason: transfer.failureReason ?? t('transfer.failed.defaultReason') });
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
