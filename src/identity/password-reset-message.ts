import type { OutgoingMessage } from '../notifications/domain/outgoing-message.js';
import type { SecretBox } from '../shared/crypto/secret-box.js';
import type { Language } from '../shared/domain/language.js';
import { translatorFor } from '../shared/i18n/translator.js';
import { CODE_TTL_MS } from './domain/verification-code.js';
import type { VerificationChannel } from './domain/verification-channel.js';

const channelOf = (channel: VerificationChannel): OutgoingMessage['channel'] => (channel === 'email' ? 'email' : 'sms');

/** The code that lets the owner of a verified contact set a new password, in the account's language; sealed like every code. */
export function passwordResetCodeMessage(
  channel: VerificationChannel,
  to: string,
  firstName: string,
  code: string,
  secrets: SecretBox,
  language: Language,
): OutgoingMessage {
  const t = translatorFor(language);
  const minutes = CODE_TTL_MS / 60_000;
  const text = channel === 'email' ? t('passwordReset.email', { firstName, code, minutes }) : t('passwordReset.sms', { code, minutes });
  return { channel: channelOf(channel), to, subject: t('passwordReset.subject'), text: secrets.seal(text), sealed: true };
}

/** Tells the account's owner the password was reset, so a reset they did not make does not go unnoticed. */
export function passwordChangedNotice(
  channel: VerificationChannel,
  to: string,
  firstName: string,
  support: { phone: string; email: string },
  language: Language,
): OutgoingMessage {
  const t = translatorFor(language);
  const values = { firstName, supportPhone: support.phone, supportEmail: support.email };
  const text = channel === 'email' ? t('passwordChanged.email', values) : t('passwordChanged.sms', values);
  return { channel: channelOf(channel), to, subject: t('passwordChanged.subject'), text };
}
