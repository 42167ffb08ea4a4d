import { z } from 'zod';
import { useAdminPages } from './admin-pages';
import { idSchema, pageSchema } from './admin-schemas';

export const ADMIN_AUDIT_PATH = '/api/admin/audit';

/** One recorded admin action (ENGINEERING.md section 8: admin actions are audited). */
export const auditEntrySchema = z.object({
  id: idSchema,
  occurredAt: z.string(),
  action: z.string(),
  target: z.string().nullish(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  sourceAddress: z.string().nullish(),
  /** Who acted, as which role and in which operator session (a random id given at sign-in); null for the system. */
  operator: z.object({ email: z.string().nullish(), role: z.string().nullish(), session: z.string().nullish() }).nullish(),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;

const auditPageSchema = pageSchema(auditEntrySchema);

/**
 * The audit log, newest first; with `operator` (an email, any case) only that operator's entries.
 * The filter is kept on every later page ("Load more").
 */
export function useAuditLog(operator?: string) {
  return useAdminPages(ADMIN_AUDIT_PATH, { operator }, auditPageSchema);
}

/** A before or after value as text: strings as they are, anything else as JSON, nothing as "—". */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}
