import express from 'express';
import { z } from 'zod';
import { channels } from '../shared/channel.js';
import { describeIssues } from '../http/describe-issues.js';
import type { InboxMessage } from './inbox-message.js';
import type { MessageStore } from './message-store.js';

const listQuerySchema = z.object({
  to: z.string({ error: 'give `to` at most once, as text' }).optional(),
  channel: z.enum(channels, { error: "`channel` must be 'email' or 'sms'" }).optional(),
});

function toApiMessage(message: InboxMessage) {
  return {
    id: message.id,
    channel: message.channel,
    to: message.to,
    from: message.from,
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    receivedAt: message.receivedAt,
  };
}

/** JSON inbox so a test or a person can read what the product sent (verification codes, notices). */
export function inboxRouter(messages: MessageStore): express.Router {
  const router = express.Router();

  router.get('/messages', (req, res) => {
    const query = listQuerySchema.safeParse(req.query);
    if (!query.success) {
      res.status(400).json({ error: describeIssues(query.error) });
      return;
    }
    res.json(messages.list(query.data).map(toApiMessage));
  });

  router.delete('/messages', (_req, res) => {
    messages.clear();
    res.status(204).end();
  });

  return router;
}
