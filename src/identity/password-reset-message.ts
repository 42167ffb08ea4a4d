import type { OutgoingMessage } from '../notifications/domain/outgoing-message.js';
import type { SecretBox } from '../shared/crypto/secret-box.js';
import { CODE_TTL_MS } from './domain/verification-code.js';
import type { VerificationChannel } from './domain/verification-channel.js';

const channelOf = (channel: VerificationChannel): OutgoingMessage['channel'] => (channel === 'email' ? 'email' : 'sms');

/** The code that lets the owner of a verified contact set a new password; sealed like every code. */
export function passwordResetCodeMessage(
  channel: VerificationChannel,
  to: string,
  firstName: string,
  code: string,
  secrets: SecretBox,
): OutgoingMessage {
  const minutes = CODE_TTL_MS / 60_000;
  const text =
    channel === 'email'
      ? `Hello ${firstName},\n\nYour Remit East Africa password reset code is ${code}. It expires in ${minutes} minutes.\n\nIf you did not ask to reset your password, ignore this email: your password stays as it is.`
      : `Your Remit East Africa password reset code is ${code}. It expires in ${minutes} minutes. Did not ask for it? Ignore this message.`;
  return { channel: channelOf(channel), to, subject: 'Your Remit East Africa password reset code', text: secrets.seal(text), sealed: true };
}

/** Tells the account's owner the password was reset, so a reset they did not make does not go unnoticed. */
export function passwordChangedNotice(
  channel: VerificationChannel,
  to: string,
  firstName: string,
  support: { phone: string; email: string },
): OutgoingMessage {
  const text =
    channel === 'email'
      ? `Hello ${firstName},\n\nThe password of your Remit East Africa account was just reset with a code, and every device signed in to it was signed out.\n\nIf this was not you, contact us now: ${support.phone} or ${support.email}.`
      : `Your Remit East Africa password was just reset and every device was signed out. Not you? Call ${support.phone}.`;
  return { channel: channelOf(channel), to, subject: 'Your Remit East Africa password was changed', text };
}
