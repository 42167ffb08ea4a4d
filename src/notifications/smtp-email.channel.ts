import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { OutgoingMessage } from './domain/outgoing-message.js';
import type { MessageChannel } from './message-channel.port.js';

/** Email over SMTP with nodemailer; SMTP_URL points at the sandbox's SMTP server in dev and test. */
@Injectable()
export class SmtpEmailChannel implements MessageChannel, OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const url = new URL(config.SMTP_URL);
    const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    this.transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
      secure: url.protocol === 'smtps:',
      ignoreTLS: local,
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      connectionTimeout: 10_000,
    });
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
