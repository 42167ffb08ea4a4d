import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { smtpTransportOptions } from './smtp-transport-options.js';
import type { OutgoingMessage } from './domain/outgoing-message.js';
import type { MessageChannel } from './message-channel.port.js';

/** Email over SMTP with nodemailer; SMTP_URL points at the sandbox's SMTP server in dev and test. */
@Injectable()
export class SmtpEmailChannel implements MessageChannel, OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = nodemailer.createTransport(smtpTransportOptions(config.SMTP_URL));
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.config.MAIL_FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
