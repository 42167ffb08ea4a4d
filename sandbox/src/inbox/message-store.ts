import { randomUUID } from 'node:crypto';
import { BoundedLog } from '../shared/bounded-log.js';
import type { Channel } from '../shared/channel.js';
import { isSameRecipient } from '../shared/recipient-address.js';
import type { InboxMessage, NewInboxMessage } from './inbox-message.js';

export interface MessageFilter {
  to?: string;
  channel?: Channel;
}

/** Every e-mail and SMS the sandbox accepted, newest first, the oldest forgotten past capacity. */
export class MessageStore {
  private readonly log: BoundedLog<InboxMessage>;

  constructor(
    capacity = 1000,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.log = new BoundedLog(capacity);
  }

  add(message: NewInboxMessage): InboxMessage {
    const stored: InboxMessage = { ...message, id: randomUUID(), receivedAt: this.now().toISOString() };
    this.log.append(stored);
    return stored;
  }

  list(filter: MessageFilter = {}): InboxMessage[] {
    const to = filter.to?.trim();
    return this.log
      .newestFirst()
      .filter((message) => !filter.channel || message.channel === filter.channel)
      .filter((message) => !to || isSameRecipient(message.to, to));
  }

  clear(): void {
    this.log.clear();
  }
}
