export interface InboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  receivedAt: string;
}

/** Reads the provider sandbox's inbox, waiting for messages to arrive. */
export class SandboxInbox {
  constructor(private readonly sandboxUrl: string) {}

  async messages(to: string): Promise<InboxMessage[]> {
    const response = await fetch(`${this.sandboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
    return (await response.json()) as InboxMessage[];
  }

  /** The newest message to `to` with `subject`, once it arrived (a paid transfer's receipt comes beside the other news). */
  async withSubject(to: string, subject: string, timeoutMs = 15_000): Promise<InboxMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await this.messages(to)).find((message) => message.subject === subject);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no message "${subject}" for ${to} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async waitFor(to: string, count = 1, timeoutMs = 15_000): Promise<InboxMessage[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const messages = await this.messages(to);
      if (messages.length >= count) return messages;
      if (Date.now() > deadline) throw new Error(`expected ${count} message(s) for ${to} within ${timeoutMs} ms, got ${messages.length}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The newest 6-digit code sent to an address (a message without one, such as a new-sign-in notice, is passed over). */
  async latestCode(to: string, count = 1): Promise<string> {
    const messages = await this.waitFor(to, count);
    const code = messages.map((message) => /\b(\d{6})\b/.exec(message.text)?.[1]).find((found) => found !== undefined);
    if (!code) throw new Error(`no code in the messages to ${to}: ${messages[0]!.text}`);
    return code;
  }

  async failNext(channel: 'email' | 'sms', to: string, times: number): Promise<void> {
    await fetch(`${this.sandboxUrl}/api/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channel, to, times }),
    });
  }
}
