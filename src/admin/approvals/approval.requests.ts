import { z } from 'zod';

/** `:id` of a proposal: a uuid (anything else names none: 400 before it is looked up). */
export const approvalIdParams = z.object({ id: z.uuid({ error: 'No such proposal' }) });

/** Approving: a note is optional. */
export const approveRequest = z
  .object({
    note: z.string().trim().max(500, 'Keep the note under 500 characters').optional(),
  })
  .strict();
export type ApproveRequest = z.output<typeof approveRequest>;

/** Rejecting: say why. */
export const rejectRequest = z
  .object({
    note: z.string({ error: 'Say why it is rejected (at least 3 characters)' }).trim().min(3, 'Say why it is rejected (at least 3 characters)').max(500, 'Keep the note under 500 characters'),
  })
  .strict();
export type RejectRequest = z.output<typeof rejectRequest>;

/** Withdrawing one's own proposal: a note is optional. */
export const withdrawRequest = approveRequest;
export type WithdrawRequest = z.output<typeof withdrawRequest>;
