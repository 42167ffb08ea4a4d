import { z } from 'zod';
import { apiGet, apiSend } from '@/lib/api-client';

export const ACTIVE_SESSIONS_KEY = '/api/settings/sessions';

const activeSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  address: z.string().nullable(),
  signedInAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

const message = z.object({ message: z.string() });

/** `GET /api/settings/sessions`: where the sender is signed in, this browser first. */
export function fetchActiveSessions(url: string) {
  return apiGet(url, z.array(activeSessionSchema));
}

/** `DELETE /api/settings/sessions/{id}`: signs that device out. */
export function endSession(id: string) {
  return apiSend('DELETE', `${ACTIVE_SESSIONS_KEY}/${encodeURIComponent(id)}`, undefined, message);
}

/** `POST /api/settings/sessions/end-others`: signs out every device but this one. */
export function endOtherSessions() {
  return apiSend('POST', `${ACTIVE_SESSIONS_KEY}/end-others`, {}, message);
}
