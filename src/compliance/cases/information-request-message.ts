import type { OutgoingMessage } from '../../notifications/domain/outgoing-message.js';
import type { Language } from '../../shared/domain/language.js';
import { translatorFor } from '../../shared/i18n/translator.js';

/**
 * Tells the sender a compliance operator asks them for information, in the account's language:
 * by email (or SMS when they have no email). The question itself stays in the app, where they
 * answer it signed in.
 */
export function informationRequestNotice(to: { channel: 'email' | 'sms'; address: string }, firstName: string, appUrl: string, language: Language): OutgoingMessage {
  const t = translatorFor(language);
  const profileUrl = `${appUrl.replace(/\/$/, '')}/profile`;
  const text = to.channel === 'email' ? t('informationRequest.email', { firstName, profileUrl }) : t('informationRequest.sms', { profileUrl });
  return { channel: to.channel, to: to.address, subject: t('informationRequest.subject'), text };
}
