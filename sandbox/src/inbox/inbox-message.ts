import type { Channel } from '../shared/channel.js';

/** One delivery to one recipient, as the provider received it. */
export interface InboxMessage {
  id: string;
  channel: Channel;
  /** E-mail addresses are stored lower-cased; phone numbers as the sender gave them. */
  to: string;
  from: string | null;
  /** Always null for SMS. */
  subject: string | null;
  text: string;
  html?: string;
  /** ISO 8601. */
  receivedAt: string;
}

export type NewInboxMessage = Omit<InboxMessage, 'id' | 'receivedAt'>;
