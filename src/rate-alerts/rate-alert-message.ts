import type { UserContact } from '../identity/user-directory.service.js';
import type { OutgoingMessage } from '../notifications/domain/outgoing-message.js';
import { CURRENCY_BY_COUNTRY, type Country } from '../shared/domain/country.js';
import type { Rate } from '../shared/domain/rate.js';
import { COUNTRY_NAME } from './domain/rate-alert.errors.js';

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
 * The one message of a reached alert: by email when the sender verified one and has not
 * turned email off in their settings, else by SMS to a verified phone they have not turned
 * off; null when neither is left (the alert still ends: it is listed as reached).
 */
export function rateAlertMessage(alert: ReachedAlert, contact: UserContact, appUrl: string): OutgoingMessage | null {
  const currency = CURRENCY_BY_COUNTRY[alert.country];
  const rate = `1 USD = ${alert.reached.toDecimalString()} ${currency}`;
  const link = sendAtRateLink(appUrl, alert.country);
  const country = COUNTRY_NAME[alert.country];
  if (contact.email && contact.isEmailVerified && contact.notifyByEmail) {
    return {
      channel: 'email',
      to: contact.email,
      subject: `${country}: the rate reached your alert`,
      text:
        `Hello ${contact.firstName}, the exchange rate for ${country} is now ${rate}, your alert was ${alert.target.toDecimalString()}.\n\n` +
        `Send at this rate: ${link}\n\n` +
        'Rates can change at any time: the send screen shows the rate you will get before you pay. ' +
        `This alert has now ended; you can set another on the rate alerts page (${appUrl.replace(/\/+$/, '')}/rate-alerts).`,
    };
  }
  if (contact.phone && contact.isPhoneVerified && contact.notifyBySms) {
    return {
      channel: 'sms',
      to: contact.phone,
      subject: `${country}: the rate reached your alert`,
      text: `Remit East Africa: ${rate} for ${country}, your alert was ${alert.target.toDecimalString()}. Send at this rate: ${link}`,
    };
  }
  return null;
}
