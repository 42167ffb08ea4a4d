import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import { apiGet, apiSend, apiWrite } from '@/lib/api-client';

export const ADMIN_COMPLIANCE_CASES_KEY = '/api/admin/compliance/cases';
const caseKey = (id: string) => `${ADMIN_COMPLIANCE_CASES_KEY}/${id}`;

const caseSummarySchema = z.object({
  id: z.string(),
  sender: z.object({ userId: z.number(), name: z.string(), email: z.string().nullable() }),
  status: z.enum(['open', 'awaiting_information', 'closed']),
  detectedAt: z.string(),
  deadlineAt: z.string(),
  daysLeft: z.number().nullable(),
  late: z.boolean(),
  decision: z.enum(['clear', 'request_information', 'file_sar', 'close_account']).nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  rules: z.array(z.string()),
  highSeverity: z.boolean(),
  heldTransfers: z.number(),
  sarExportUrl: z.string().nullable(),
});
export type ComplianceCaseSummary = z.infer<typeof caseSummarySchema>;

const caseDetailSchema = caseSummarySchema.extend({
  hits: z.array(z.object({ rule: z.string(), severity: z.string(), transferId: z.string(), figures: z.record(z.string(), z.union([z.string(), z.number()])), summary: z.string(), held: z.boolean(), detectedAt: z.string() })),
  transfers: z.array(z.object({ id: z.string(), reference: z.string(), amount: z.number(), status: z.string(), createdAt: z.string(), recipientName: z.string(), held: z.boolean() })),
  timeline: z.array(z.object({ at: z.string(), kind: z.enum(['hit', 'note', 'decision', 'sar_export', 'sender_answer']), text: z.string(), by: z.string().nullable() })),
});
export type ComplianceCaseDetail = z.infer<typeof caseDetailSchema>;

export type CaseDecision = 'clear' | 'request_information' | 'file_sar' | 'close_account';

/** The decisions an operator may take, as their buttons say them. */
export const CASE_DECISION_LABELS: Readonly<Record<CaseDecision, string>> = {
  clear: 'Clear',
  request_information: 'Request information',
  file_sar: 'File a SAR',
  close_account: 'Close account',
};

/** What each monitoring rule is called on screen. */
export const RULE_LABELS: Readonly<Record<string, string>> = {
  structuring: 'Structuring',
  velocity: 'Velocity',
  shared_recipient: 'Many senders, one recipient',
  new_recipients: 'Many new recipients',
  recipient_changed: 'Recipient changed before large transfer',
  near_sanctions_name: 'Name close to sanctions entry',
};

export function useComplianceCases() {
  return useSWR(ADMIN_COMPLIANCE_CASES_KEY, (url: string) => apiGet(url, z.object({ cases: z.array(caseSummarySchema) })));
}

export function useComplianceCase(id: string | null) {
  return useSWR(id ? caseKey(id) : null, (url: string) => apiGet(url, caseDetailSchema));
}

/** Notes and decisions on a case; the queue and the case are read again after each. */
export function useCaseWrites(id: string) {
  const { mutate } = useSWRConfig();
  const refresh = async () => {
    await Promise.all([mutate(ADMIN_COMPLIANCE_CASES_KEY), mutate(caseKey(id))]);
  };
  return {
    addNote: async (note: string) => {
      await apiWrite('POST', `${caseKey(id)}/notes`, { note });
      await refresh();
    },
    decide: async (decision: CaseDecision, note: string) => {
      const answer = await apiSend('POST', `${caseKey(id)}/decision`, { decision, note }, z.object({ message: z.string(), released: z.number() }));
      await refresh();
      return answer;
    },
  };
}
