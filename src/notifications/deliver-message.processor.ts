import { Inject, Injectable } from '@nestjs/common';
import type { OutgoingMessage } from './domain/outgoing-message.js';
import { EMAIL_CHANNEL, SMS_CHANNEL, type MessageChannel } from './message-channel.port.js';
import { ProcessesJob, type JobProcessor } from '../queues/job-processor.js';
import { SecretBox } from '../shared/crypto/secret-box.js';

/** Sends one queued message; a provider failure throws and BullMQ retries with backoff. */
@Injectable()
@ProcessesJob('notifications.deliver-message')
export class DeliverMessageProcessor implements JobProcessor<'notifications.deliver-message'> {
  constructor(
    @Inject(EMAIL_CHANNEL) private readonly email: MessageChannel,
    @Inject(SMS_CHANNEL) private readonly sms: MessageChannel,
    private readonly secrets: SecretBox,
  ) {}

  async process(message: OutgoingMessage): Promise<void> {
    const text = message.sealed ? this.secrets.open(message.text) : message.text;
    await (message.channel === 'email' ? this.email : this.sms).send({ ...message, text, sealed: false });
  }
}
