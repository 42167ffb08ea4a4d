import { z } from 'zod';
import { CASE_DECISIONS } from './domain/compliance-case.js';

export const caseNoteRequest = z.object({
  note: z.string().trim().min(3, 'Write at least 3 characters').max(2000, 'Keep the note under 2,000 characters'),
});
export type CaseNoteRequest = z.infer<typeof caseNoteRequest>;

export const caseDecisionRequest = z.object({
  decision: z.enum(CASE_DECISIONS, { error: 'decision must be clear, request_information, file_sar or close_account' }),
  /** Why: written on the case's timeline and in the audit log. */
  note: z.string().trim().min(3, 'Say why (at least 3 characters)').max(2000, 'Keep the note under 2,000 characters'),
});
export type CaseDecisionRequest = z.infer<typeof caseDecisionRequest>;

export const caseParams = z.object({ id: z.uuid({ error: 'No such case' }) });
