import type { OutgoingMessage } from '../notifications/domain/outgoing-message.js';
import type { VerificationChannel } from './domain/verification-channel.js';

/** Where and when a sign-in happened, as the account's owner reads it. */
export interface SignInPlace {
  device: string;
  address: string;
  at: Date;
}

const TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/**
 * Tells the account's owner it was signed in to from a device it had not used before, with a
 * link to the sessions in /settings where they can sign that device out (issue #25).
 */
export function newDeviceNotice(channel: VerificationChannel, to: string, firstName: string, place: SignInPlace, appUrl: string): OutgoingMessage {
  const settings = `${appUrl.replace(/\/$/, '')}/settings#sessions`;
  const when = TIME.format(place.at);
  const text =
    channel === 'email'
      ? `Hello ${firstName},\n\nYour Remit East Africa account was signed in to from a new device:\n\n${place.device}, from the address ${place.address}, on ${when}.\n\nIf this was you, there is nothing to do. If it was not, sign that device out and change your password now: ${settings}`
      : `New sign-in to your Remit East Africa account: ${place.device}, ${when}. Not you? Sign it out: ${settings}`;
  return { channel: channel === 'email' ? 'email' : 'sms', to, subject: 'New sign-in to your Remit East Africa account', text };
}
