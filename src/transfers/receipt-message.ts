import type { UserContact } from '../identity/user-directory.service.js';
import type { OutgoingMessage } from '../notifications/domain/outgoing-message.js';
import type { Language } from '../shared/domain/language.js';
import { formatDateIn, translatorFor } from '../shared/i18n/translator.js';
import { CFPB_CONTACT, type CompanyContact, type Disclosure } from './domain/disclosure.js';
import type { Transfer } from './domain/transfer.js';
import { channelFor } from './transfer-outcome-message.js';

/** Receipt times, in the company's time zone. */
const RECEIPT_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/New_York' };

/**
 * The receipt's text in the sender's language (Regulation E: the language the transfer was
 * marketed in): figures, reference, rights and contacts. The email, and the page an SMS links to, say the same.
 */
export function receiptText(
  transfer: Transfer,
  disclosure: Disclosure,
  company: CompanyContact,
  cancelWindowMinutes: number,
  detailsUrl: string,
  language: Language,
): string {
  const t = translatorFor(language);
  const recipient = `${transfer.recipientInfo.firstName} ${transfer.recipientInfo.lastName}`;
  const day = (date: Date) => t('receipt.easternTime', { date: formatDateIn(language, date, RECEIPT_TIME) });
  return [
    t('receipt.title', { recipient }),
    t('receipt.reference', { reference: transfer.reference }),
    t('receipt.paymentDate', { date: day(transfer.paymentConfirmedAt ?? transfer.createdAt) }),
    '',
    t('receipt.amount', { amount: disclosure.amount.format() }),
    t('receipt.fees', { fee: disclosure.fee.format() }),
    t('receipt.taxes', { taxes: disclosure.taxes.format() }),
    t('receipt.total', { total: disclosure.total.format() }),
    t('receipt.rate', { rate: disclosure.rate, currency: transfer.currencyCode }),
    t('receipt.recipientAmount', { recipientAmount: disclosure.recipientAmount.format() }),
    t('receipt.availableDate', { date: disclosure.availableBy ? day(disclosure.availableBy) : t('receipt.availableWithin') }),
    '',
    t('receipt.cancel', { minutes: cancelWindowMinutes, detailsUrl }),
    '',
    t('receipt.rights', { phone: company.phone, email: company.email }),
    t('receipt.company', { name: company.name, address: company.address }),
    t('receipt.regulator', {
      company: company.name,
      regulatorName: CFPB_CONTACT.name,
      regulatorPhone: CFPB_CONTACT.phone,
      regulatorWebsite: CFPB_CONTACT.website,
    }),
  ].join('\n');
}

/** The receipt: by email in full when the sender verified one, else by SMS with a link to the same on the transfer's page; in their language. */
export function receiptMessage(
  transfer: Transfer,
  contact: UserContact,
  disclosure: Disclosure,
  company: CompanyContact,
  cancelWindowMinutes: number,
  detailsUrl: string,
): OutgoingMessage | null {
  const to = channelFor(contact, 'receipt');
  if (!to) return null;
  const t = translatorFor(contact.language);
  if (to.channel === 'email') {
    return { ...to, subject: t('receipt.subject'), text: receiptText(transfer, disclosure, company, cancelWindowMinutes, detailsUrl, contact.language) };
  }
  return {
    ...to,
    subject: t('receipt.subject'),
    text: t('receipt.sms', {
      company: company.name,
      reference: transfer.reference,
      total: disclosure.total.format(),
      recipientFirstName: transfer.recipientInfo.firstName,
      recipientAmount: disclosure.recipientAmount.format(),
      date: formatDateIn(contact.language, disclosure.availableBy ?? new Date(), { dateStyle: 'medium', timeZone: 'America/New_York' }),
      minutes: cancelWindowMinutes,
      detailsUrl,
    }),
  };
}
