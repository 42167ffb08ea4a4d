import type { UserContact } from '../identity/user-directory.service.js';
import type { OutgoingMessage } from '../notifications/domain/outgoing-message.js';
import { CURRENCY_BY_COUNTRY, type Country } from '../shared/domain/country.js';
import type { Rate } from '../shared/domain/rate.js';
import { translatorFor, type ServerMessageId } from '../shared/i18n/translator.js';

/** Each country's name in the message's language. */
const COUNTRY_MESSAGE: Record<Country, ServerMessageId> = {
  eritrea: 'country.eritrea',
  ethiopia: 'country.ethiopia',
  uganda: 'country.uganda',
  kenya: 'country.kenya',
};

export interface ReachedAlert {
  country: Country;
  target: Rate;
  reached: Rate;
}

/** Where the message sends the sender: the send screen, with the country chosen. */
export function sendAtRateLink(appUrl: string, country: Country): string {
  return `${appUrl.replace(/\/+$/, '')}/send?country=${country}`;
}

/**
 * The one message of a reached alert, in the sender's language: by email when the sender verified one and has not
 * turned email off in their settings, else by SMS to a verified phone they have not turned
 * off; null when neither is left (the alert still ends: it is listed as reached).
 */
export function rateAlertMessage(alert: ReachedAlert, contact: UserContact, appUrl: string): OutgoingMessage | null {
  const t = translatorFor(contact.language);
  const currency = CURRENCY_BY_COUNTRY[alert.country];
  const values = {
    firstName: contact.firstName,
    rate: `1 USD = ${alert.reached.toDecimalString()} ${currency}`,
    target: alert.target.toDecimalString(),
    sendLink: sendAtRateLink(appUrl, alert.country),
    alertsLink: `${appUrl.replace(/\/+$/, '')}/rate-alerts`,
    country: t(COUNTRY_MESSAGE[alert.country]),
  };
  const subject = t('rateAlert.subject', values);
  if (contact.email && contact.isEmailVerified && contact.notifyByEmail) {
    return { channel: 'email', to: contact.email, subject, text: t('rateAlert.email', values) };
  }
  if (contact.phone && contact.isPhoneVerified && contact.notifyBySms) {
    return { channel: 'sms', to: contact.phone, subject, text: t('rateAlert.sms', values) };
  }
  return null;
}
