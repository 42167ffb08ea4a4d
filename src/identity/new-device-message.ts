import type { OutgoingMessage } from '../notifications/domain/outgoing-message.js';
import type { Language } from '../shared/domain/language.js';
import { formatDateIn, translatorFor } from '../shared/i18n/translator.js';
import type { VerificationChannel } from './domain/verification-channel.js';

/** Where and when a sign-in happened, as the account's owner reads it. */
export interface SignInPlace {
  device: string;
  address: string;
  at: Date;
}

const TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
};

/**
 * Tells the account's owner, in their language, it was signed in to from a device it had not
 * used before, with a link to the sessions in /settings where they can sign that device out (issue #25).
 */
export function newDeviceNotice(
  channel: VerificationChannel,
  to: string,
  firstName: string,
  place: SignInPlace,
  appUrl: string,
  language: Language,
): OutgoingMessage {
  const t = translatorFor(language);
  const settingsUrl = `${appUrl.replace(/\/$/, '')}/settings#sessions`;
  const when = formatDateIn(language, place.at, TIME);
  const text =
    channel === 'email'
      ? t('newDevice.email', { firstName, device: place.device, address: place.address, when, settingsUrl })
      : t('newDevice.sms', { device: place.device, when, settingsUrl });
  return { channel: channel === 'email' ? 'email' : 'sms', to, subject: t('newDevice.subject'), text };
}
