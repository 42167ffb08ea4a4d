import type { OutgoingMessage } from './domain/outgoing-message.js';

/**
 * Delivers a message over one channel. Throws when the provider did not accept it, so
 * the delivery job is retried; never logs the message text (it may hold a code).
 */
export interface MessageChannel {
  send(message: OutgoingMessage): Promise<void>;
}

export const EMAIL_CHANNEL = Symbol('EMAIL_CHANNEL');
export const SMS_CHANNEL = Symbol('SMS_CHANNEL');
