import { z } from 'zod';

const when = z.iso.datetime().nullable();
const json = z.record(z.string(), z.unknown());

/** One sender's full file (issue #26): what `SenderFiles.export` answers. */
export const senderFileResponse = z.object({
  exportedAt: z.iso.datetime(),
  retention: z.string(),
  sender: z.object({
    userId: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    status: z.enum(['active', 'suspended']),
    registeredAt: when,
    closed: z.object({ closedAt: when, recordsKeptUntil: when, reason: z.string(), closedBy: z.string().nullable() }).nullable(),
  }),
  identityRecord: json.nullable(),
  verificationHistory: z.array(z.object({ id: z.string(), kind: z.string(), state: z.string(), reason: z.string().nullable(), providerSessionId: z.string(), startedAt: when, concludedAt: when })),
  transfers: z.array(
    z.object({
      id: z.string(),
      reference: z.string().nullable(),
      status: z.string(),
      createdAt: when,
      amount: z.string(),
      fee: z.string(),
      total: z.string(),
      recipientAmount: z.string(),
      currency: z.string(),
      rate: z.string(),
      country: z.string(),
      paymentMethod: z.string(),
      fundingType: z.enum(['card', 'ach_bank_debit']).nullable(),
      funding: z.string().nullable(),
      senderIdentity: json.nullable(),
      recipient: json,
    }),
  ),
  cases: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      detectedAt: when,
      deadlineAt: when,
      decision: z.string().nullable(),
      decidedAt: when,
      decidedBy: z.string().nullable(),
      hits: z.array(json),
      timeline: z.array(z.object({ kind: z.string(), decision: z.string().nullable(), text: z.string(), by: z.string().nullable(), at: when })),
    }),
  ),
});
