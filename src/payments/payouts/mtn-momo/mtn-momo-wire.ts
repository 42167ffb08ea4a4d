import { z } from 'zod';

/*
 * The MoMo Open API (Disbursement) answers this adapter reads. Every answer is parsed
 * with these before use; a field not listed is ignored.
 */

/** `POST /disbursement/token/`. */
export const momoTokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().int().nonnegative(),
});

/**
 * A FAILED transfer's reason: a plain string in MoMo's current answers, an `{ code, message }`
 * object in its older API reference. Both are read.
 */
export const momoReasonSchema = z.union([
  z.string(),
  z.object({ code: z.string().optional(), message: z.string().optional() }),
]);
export type MomoReason = z.infer<typeof momoReasonSchema>;

/**
 * `GET /disbursement/v1_0/transfer/{referenceId}`, and the body of the transfer callback.
 * `financialTransactionId` is a string of digits; a number is read too.
 */
export const momoTransferSchema = z.object({
  status: z.string().min(1),
  financialTransactionId: z.union([z.string(), z.number()]).transform(String).optional().nullable(),
  externalId: z.string().optional().nullable(),
  reason: momoReasonSchema.optional().nullable(),
});
export type MomoTransfer = z.infer<typeof momoTransferSchema>;

/** The transfer callback: only what names our payout (its `externalId`, the payout reference) is needed; the outcome is confirmed by a status query. */
export const momoTransferCallbackSchema = z.object({ externalId: z.string().min(1) });

/**
 * A refusal from the wallet platform (`{ code, message }`, e.g. RESOURCE_ALREADY_EXIST,
 * RESOURCE_NOT_FOUND). The API gateway in front of it answers `{ statusCode, message }`
 * instead (no `code`), e.g. for a path it does not know.
 */
export const momoErrorSchema = z.object({ code: z.string().min(1) });

/** `GET /disbursement/v1_0/accountholder/msisdn/{msisdn}/basicuserinfo`: the wallet's registered (KYC) name. */
export const momoBasicUserInfoSchema = z.object({
  given_name: z.string().optional().nullable(),
  family_name: z.string().optional().nullable(),
  // The full name, in some versions of the answer.
  name: z.string().optional().nullable(),
  status: z.string().optional().nullable(),
});
