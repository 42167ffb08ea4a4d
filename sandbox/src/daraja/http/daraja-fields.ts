import { z } from 'zod';

// Field rules shared by the M-Pesa request bodies the sandbox reads. Daraja accepts numbers
// either as JSON numbers or as strings of digits; the sandbox keeps them as strings.

export const digits = (pattern: RegExp) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(pattern));

export const callbackUrl = z.url({ protocol: /^https?$/ });

export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** The field a failed parse is about, for Daraja's "Bad Request - Invalid <Field>". */
export function invalidFieldOf(error: z.ZodError): string {
  return String(error.issues[0]?.path[0] ?? 'Request');
}
