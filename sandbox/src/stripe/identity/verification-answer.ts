import { z } from 'zod';
import { documentOutcomes, idNumberOutcomes } from './verification-outcomes.js';
import type { VerificationSubmission } from './verification-sessions.js';

const outcomes = [...new Set([...documentOutcomes, ...idNumberOutcomes])] as [string, ...string[]];

/** What the stand-in page (and the test hook) send: the user's answers and, for a document, the outcome chosen. */
export const verificationAnswerSchema = z
  .object({
    client_secret: z.string().max(200).optional(),
    outcome: z.enum(outcomes).optional(),
    first_name: z.string().trim().min(1, 'first_name is required').max(100),
    last_name: z.string().trim().min(1, 'last_name is required').max(100),
    dob: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'dob must be YYYY-MM-DD')
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'dob must be a real date'),
    id_number: z
      .string()
      .trim()
      .regex(/^(\d{4}|\d{3}-?\d{2}-?\d{4})$/, 'id_number must be 9 digits (or the last 4)')
      .optional(),
  })
  .strict();

export type VerificationAnswer = z.output<typeof verificationAnswerSchema>;

export function submissionOf(answer: VerificationAnswer): VerificationSubmission {
  const [year, month, day] = answer.dob.split('-').map(Number) as [number, number, number];
  return {
    ...(answer.outcome ? { outcome: answer.outcome as VerificationSubmission['outcome'] } : {}),
    firstName: answer.first_name,
    lastName: answer.last_name,
    dob: { year, month, day },
    ...(answer.id_number ? { idNumber: answer.id_number.replace(/-/g, '') } : {}),
  };
}
