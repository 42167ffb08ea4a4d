import type { OutgoingMessage } from '../notifications/domain/outgoing-message.js';
import type { SecretBox } from '../shared/crypto/secret-box.js';
import { CODE_TTL_MS } from './domain/verification-code.js';
import type { VerificationChannel } from './domain/verification-channel.js';

/** The message carrying a verification code, sealed so only the delivering worker reads the code. */
export function verificationMessage(
  channel: VerificationChannel,
  to: string,
  firstName: string,
  code: string,
  secrets: SecretBox,
): OutgoingMessage {
  const minutes = CODE_TTL_MS / 60_000;
  const text =
    channel === 'email'
      ? `Hello ${firstName},\n\nYour Remit East Africa verification code is ${code}. It expires in ${minutes} minutes.\n\nIf you did not create an account, you can ignore this email.`
      : `Your Remit East Africa verification code is ${code}. It expires in ${minutes} minutes.`;
  return {
    channel: channel === 'email' ? 'email' : 'sms',
    to,
    subject: 'Your Remit East Africa verification code',
    text: secrets.seal(text),
    sealed: true,
  };
}
