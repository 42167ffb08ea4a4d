import { z } from 'zod';
import { deliveryChoice } from '../../payments/payouts/delivery-choice.request.js';
import { ATTENTION_ACTIONS } from '../domain/attention-item.js';

/** An operator's action on one item of the "Needs attention" queue. */
export const attentionActionRequest = z.object({
  key: z.string({ error: 'Choose an item' }).min(1, 'Choose an item').max(300),
  action: z.enum(ATTENTION_ACTIONS, { error: 'Choose an action' }),
  /** Where to send a failed payout instead (`retry_payout_other_method`). */
  destination: z
    .object({
      deliveryMethod: deliveryChoice.deliveryMethod.unwrap(),
      bankId: deliveryChoice.bankId,
      accountNumber: deliveryChoice.accountNumber,
    })
    .optional(),
  /** How the sender was paid back outside the provider (`mark_refunded`), or how a money alert was settled (`resolve_alert`). */
  note: z.string().trim().min(3, 'Say how it was settled (at least 3 characters)').max(500, 'Keep the note under 500 characters').optional(),
});
export type AttentionActionRequest = z.output<typeof attentionActionRequest>;
