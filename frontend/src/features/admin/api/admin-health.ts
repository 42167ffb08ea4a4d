import useSWR from 'swr';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { useAdminAccessLost } from './admin-session';

export const ADMIN_HEALTH_KEY = '/api/admin/health';

const componentHealthSchema = z.object({
  /** `up` or `down`; anything else is shown as it came. */
  status: z.string(),
  detail: z.string().nullish(),
});

export type ComponentHealth = z.infer<typeof componentHealthSchema>;

const healthSchema = z.record(z.string(), componentHealthSchema);

export type SystemHealth = z.infer<typeof healthSchema>;

/** The components of `GET /api/admin/health`, in the order the card lists them. */
export const HEALTH_COMPONENTS = [
  { key: 'cardProvider', label: 'Card Payment Provider', upLabel: 'Active' },
  { key: 'bankLinking', label: 'Bank Linking', upLabel: 'Active' },
  { key: 'database', label: 'Database', upLabel: 'Operational' },
  { key: 'redis', label: 'Redis', upLabel: 'Operational' },
  { key: 'queues', label: 'Job Queues', upLabel: 'Operational' },
  { key: 'email', label: 'Email Service', upLabel: 'Active' },
  { key: 'sms', label: 'SMS Service', upLabel: 'Active' },
] as const;

/**
 * A health endpoint may answer 503 while something is down; its body still says what, so it
 * is read like a 200.
 */
async function fetchHealth(url: string): Promise<SystemHealth> {
  try {
    return await apiGet(url, healthSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 503) {
      try {
        const parsed = healthSchema.safeParse(JSON.parse(error.body));
        if (parsed.success) return parsed.data;
      } catch {
        // Not JSON: the request failed.
      }
    }
    throw error;
  }
}

export function useSystemHealth() {
  const onError = useAdminAccessLost();
  return useSWR(ADMIN_HEALTH_KEY, fetchHealth, { onError });
}
