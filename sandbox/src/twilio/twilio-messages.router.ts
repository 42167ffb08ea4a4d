import express from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { FaultPlan } from '../faults/fault-plan.js';
import type { MessageStore } from '../inbox/message-store.js';
import { requireTwilioAccount } from './twilio-basic-auth.js';
import { sendTwilioError } from './twilio-error.js';
import { newMessageSid, twilioMessageResource } from './twilio-message-resource.js';

export interface TwilioMessagesDependencies {
  messages: MessageStore;
  faults: FaultPlan;
  logger: Logger;
  now?: () => Date;
}

const maxBodyLength = 1600;
const e164 = /^\+\d{8,15}$/;
const shortCode = /^\d{3,8}$/;
const alphanumericSenderId = /^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$/;

// A repeated form field arrives as an array; Twilio reads the first value.
const formField = z.preprocess(
  (value) => (Array.isArray(value) ? value[0] : value),
  z.string().trim().optional().transform((value) => (value === '' ? undefined : value)),
);

const createMessageForm = z.object({
  To: formField,
  From: formField,
  MessagingServiceSid: formField,
  Body: z.preprocess((value) => (Array.isArray(value) ? value[0] : value), z.string().optional()),
});

type TwilioError = { status: number; code: number; message: string };

function validationError(form: z.infer<typeof createMessageForm>): TwilioError | null {
  if (!form.To) return { status: 400, code: 21604, message: "A 'To' phone number is required." };
  if (!form.From && !form.MessagingServiceSid) {
    return { status: 400, code: 21603, message: "A 'From' or 'MessagingServiceSid' parameter is required." };
  }
  if (form.Body === undefined || form.Body.trim() === '') {
    return { status: 400, code: 21602, message: 'Message body is required.' };
  }
  if (!e164.test(form.To)) {
    return { status: 400, code: 21211, message: `The 'To' number ${form.To} is not a valid phone number.` };
  }
  if (form.From && !e164.test(form.From) && !shortCode.test(form.From) && !alphanumericSenderId.test(form.From)) {
    return {
      status: 400,
      code: 21212,
      message: `The 'From' number ${form.From} is not a valid phone number, shortcode, or alphanumeric sender ID.`,
    };
  }
  if ([...form.Body].length > maxBodyLength) {
    return {
      status: 400,
      code: 21617,
      message: `The concatenated message body exceeds the ${maxBodyLength} character limit.`,
    };
  }
  return null;
}

/** Twilio's Programmable Messaging "create a Message" call, as the official SDK makes it. */
export function twilioMessagesRouter({ messages, faults, logger, now = () => new Date() }: TwilioMessagesDependencies) {
  const router = express.Router();
  const log = logger.child({ provider: 'twilio' });
  const accountPath = '/2010-04-01/Accounts/:accountSid';

  router.post(
    `${accountPath}/Messages.json`,
    requireTwilioAccount,
    express.urlencoded({ extended: false, limit: '64kb' }),
    (req, res) => {
      const accountSid = String(req.params['accountSid']);
      const form = createMessageForm.parse(req.body ?? {});
      const invalid = validationError(form);
      if (invalid) {
        sendTwilioError(res, invalid.status, invalid.code, invalid.message);
        return;
      }
      const to = form.To!;
      if (faults.consume('sms', to)) {
        log.info({ to }, 'simulated provider failure for recipient');
        sendTwilioError(res, 503, 20503, 'Service Unavailable: failure simulated by the provider sandbox');
        return;
      }
      const sms = {
        accountSid,
        to,
        from: form.From ?? null,
        messagingServiceSid: form.MessagingServiceSid ?? null,
        body: form.Body!,
        createdAt: now(),
      };
      messages.add({ channel: 'sms', to, from: sms.from ?? sms.messagingServiceSid, subject: null, text: sms.body });
      log.info({ to }, 'sms received');
      res.status(201).json(twilioMessageResource(newMessageSid(), sms));
    },
  );

  router.use('/2010-04-01', (req, res) => {
    sendTwilioError(res, 404, 20404, `The requested resource ${req.originalUrl} was not found`);
  });

  return router;
}
