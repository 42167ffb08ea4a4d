import type { OutgoingMessage } from '../notifications/domain/outgoing-message.js';
import type { SecretBox } from '../shared/crypto/secret-box.js';
import type { Language } from '../shared/domain/language.js';
import { translatorFor } from '../shared/i18n/translator.js';
import { CODE_TTL_MS } from './domain/verification-code.js';
import type { VerificationChannel } from './domain/verification-channel.js';

/** The message carrying a verification code, in the account's language, sealed so only the delivering worker reads the code. */
export function verificationMessage(
  channel: VerificationChannel,
  to: string,
  firstName: string,
  code: string,
  secrets: SecretBox,
  language: Language,
): OutgoingMessage {
  const t = translatorFor(language);
  const minutes = CODE_TTL_MS / 60_000;
  const text = channel === 'email' ? t('verification.email', { firstName, code, minutes }) : t('verification.sms', { code, minutes });
  return {
    channel: channel === 'email' ? 'email' : 'sms',
    to,
    subject: t('verification.subject'),
    text: secrets.seal(text),
    sealed: true,
  };
}
