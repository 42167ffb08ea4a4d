import { Inject, Injectable } from '@nestjs/common';
import twilio from 'twilio';
import type TwilioRequestClient from 'twilio/lib/base/RequestClient.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { OutgoingMessage } from './domain/outgoing-message.js';
import type { MessageChannel } from './message-channel.port.js';

const TWILIO_API = 'https://api.twilio.com';

/**
 * The official client's HTTP client, sending every call to another base URL (the sandbox
 * in dev and test) with the same paths, form bodies and Basic auth.
 */
class BaseUrlRequestClient extends twilio.RequestClient {
  constructor(private readonly baseUrl: URL) {
    super({ timeout: 10_000 });
  }

  override request<TData>(options: TwilioRequestClient.RequestOptions<TData>) {
    const target = new URL(options.uri);
    target.protocol = this.baseUrl.protocol;
    target.host = this.baseUrl.host;
    return super.request<TData>({ ...options, uri: target.toString() });
  }
}

/** SMS through Twilio's Messages API with the official client. */
@Injectable()
export class TwilioSmsChannel implements MessageChannel {
  private readonly client: twilio.Twilio;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const base = new URL(config.TWILIO_API_BASE_URL);
    this.client = twilio(config.TWILIO_ACCOUNT_SID, config.TWILIO_AUTH_TOKEN, {
      httpClient: base.origin === TWILIO_API ? undefined : new BaseUrlRequestClient(base),
    });
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.client.messages.create({ to: message.to, from: this.config.TWILIO_FROM_NUMBER, body: message.text });
  }
}
