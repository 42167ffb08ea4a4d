import useSWR, { useSWRConfig } from 'swr';
import { z } from 'zod';
import { apiGet, apiSend } from '@/lib/api-client';
import { useAdminAccessLost } from './admin-session';

/** The roles an owner may give (the server's OPERATOR_ROLES), in the order the form offers them. */
export const OPERATOR_ROLE_OPTIONS = [
  { value: 'viewer', label: 'Viewer' },
  { value: 'support', label: 'Support' },
  { value: 'compliance', label: 'Compliance' },
  { value: 'finance', label: 'Finance' },
  { value: 'owner', label: 'Owner' },
] as const;

export const OPERATORS_KEY = '/api/admin/operators';

const operatorSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.string(),
  status: z.string(),
  createdAt: z.string(),
  enrolmentExpiresAt: z.string().nullable(),
});
export type ManagedOperator = z.infer<typeof operatorSchema>;

const operatorsSchema = z.object({ items: z.array(operatorSchema) });

/** `GET /api/admin/operators` (owners). */
export function useOperators() {
  const onError = useAdminAccessLost();
  return useSWR(OPERATORS_KEY, (url: string) => apiGet(url, operatorsSchema), { onError });
}

/** `POST /api/admin/operators/invites {email, role}`, then the list again. */
export function useInviteOperator() {
  const { mutate } = useSWRConfig();
  return async function invite(email: string, role: string): Promise<ManagedOperator> {
    const invited = await apiSend('POST', `${OPERATORS_KEY}/invites`, { email, role }, operatorSchema);
    await mutate(OPERATORS_KEY);
    return invited;
  };
}

/** `PUT /api/admin/operators/:id` with `{role}` or `{status: 'deactivated'}`, then the list again. */
export function useChangeOperator() {
  const { mutate } = useSWRConfig();
  return async function change(id: number, body: { role: string } | { status: 'deactivated' }): Promise<ManagedOperator> {
    const changed = await apiSend('PUT', `${OPERATORS_KEY}/${id}`, body, operatorSchema);
    await mutate(OPERATORS_KEY);
    return changed;
  };
}

const pendingEnrolmentSchema = z.object({ email: z.string(), role: z.string(), secret: z.string(), otpauthUri: z.string(), qrCode: z.string() });
export type PendingEnrolment = z.infer<typeof pendingEnrolmentSchema>;

/** `GET /api/admin/enrolment?token=`: the enrolment a link opens (404 when it is no longer valid). */
export function useEnrolment(token: string | null) {
  return useSWR(token ? `/api/admin/enrolment?token=${encodeURIComponent(token)}` : null, (url: string) => apiGet(url, pendingEnrolmentSchema), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}

/** `POST /api/admin/enrolment {token, password, code}`: answers the recovery codes, shown once. */
export async function enrol(token: string, password: string, code: string): Promise<string[]> {
  const done = await apiSend('POST', '/api/admin/enrolment', { token, password, code }, z.object({ recoveryCodes: z.array(z.string()) }));
  return done.recoveryCodes;
}
