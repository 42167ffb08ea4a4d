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
  /** A reconciliation break's correcting ledger transfer (`correct_break`): two accounts of those the break offers, and the amount in its currency. */
  correction: z
    .object({
      debit: z.string({ error: 'Choose the account to debit' }).min(1, 'Choose the account to debit').max(60),
      credit: z.string({ error: 'Choose the account to credit' }).min(1, 'Choose the account to credit').max(60),
      amount: z
        .number({ error: 'Give the amount as a number' })
        .positive('The amount must be more than zero')
        .max(10_000_000, 'The amount must be at most 10,000,000')
        .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Give the amount to the cent at most'),
    })
    .optional(),
  /** How the sender was paid back outside the provider (`mark_refunded`), how a money alert was settled (`resolve_alert`), or why a reconciliation break is right, corrected or escalated. */
  note: z.string().trim().min(3, 'Say how it was settled (at least 3 characters)').max(500, 'Keep the note under 500 characters').optional(),
  /**
   * Why, for the operator who approves it: the actions that need a second operator (four eyes:
   * another destination, a refund paid outside, a sanctions hold released) are proposed, not
   * done. Without it, `note` is taken.
   */
  proposalNote: z.string().trim().min(3, 'Say why, for the operator who approves it (at least 3 characters)').max(500, 'Keep the note under 500 characters').optional(),
});
export type AttentionActionRequest = z.output<typeof attentionActionRequest>;
