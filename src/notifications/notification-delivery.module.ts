import { Module } from '@nestjs/common';
import { DeliverMessageProcessor } from './deliver-message.processor.js';
import { EMAIL_CHANNEL, SMS_CHANNEL } from './message-channel.port.js';
import { SmtpEmailChannel } from './smtp-email.channel.js';
import { TwilioSmsChannel } from './twilio-sms.channel.js';

/** Worker side: deliver them through the real provider adapters. */
@Module({
  providers: [
    DeliverMessageProcessor,
    { provide: EMAIL_CHANNEL, useClass: SmtpEmailChannel },
    { provide: SMS_CHANNEL, useClass: TwilioSmsChannel },
  ],
})
export class NotificationDeliveryModule {}
