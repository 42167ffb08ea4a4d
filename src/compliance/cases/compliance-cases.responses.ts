import { z } from 'zod';

const hit = z.object({
  rule: z.string(),
  severity: z.enum(['high', 'medium']),
  transferId: z.string(),
  transferIds: z.array(z.string()),
  figures: z.record(z.string(), z.union([z.string(), z.number()])),
  summary: z.string(),
  held: z.boolean(),
  detectedAt: z.iso.datetime(),
});

export const caseSummaryResponse = z.object({
  id: z.string(),
  sender: z.object({ userId: z.number().int(), name: z.string(), email: z.string().nullable() }),
  status: z.enum(['open', 'awaiting_information', 'closed']),
  detectedAt: z.iso.datetime(),
  deadlineAt: z.iso.datetime(),
  /** Whole days to the deadline (negative: late); null once closed. */
  daysLeft: z.number().int().nullable(),
  late: z.boolean(),
  decision: z.enum(['clear', 'request_information', 'file_sar', 'close_account']).nullable(),
  decidedAt: z.iso.datetime().nullable(),
  decidedBy: z.string().nullable(),
  rules: z.array(z.string()),
  highSeverity: z.boolean(),
  heldTransfers: z.number().int(),
  /** Where the SAR fields download, once a SAR was decided. */
  sarExportUrl: z.string().nullable(),
});

export const caseListResponse = z.object({ cases: z.array(caseSummaryResponse) });

export const caseDetailResponse = caseSummaryResponse.extend({
  hits: z.array(hit),
  transfers: z.array(z.object({ id: z.string(), reference: z.string(), amount: z.number(), status: z.string(), createdAt: z.iso.datetime(), recipientName: z.string(), held: z.boolean() })),
  /** Everything that happened, oldest first: rule hits, notes, decisions, SAR exports. */
  timeline: z.array(z.object({ at: z.iso.datetime(), kind: z.enum(['hit', 'note', 'decision', 'sar_export', 'sender_answer']), text: z.string(), by: z.string().nullable() })),
});

export const caseDecisionResponse = z.object({ message: z.string(), released: z.number().int() });
export const sarExportResponse = z.object({ form: z.string(), caseId: z.string(), narrative: z.string() }).loose();
