import { z } from 'zod';
import { apiGet, apiSend } from '@/lib/api-client';

export const TWO_STEP_KEY = '/api/settings/two-step';

const statusSchema = z.object({ authenticator: z.boolean(), enabledAt: z.string().nullable(), passkeys: z.number().default(0), recoveryCodesLeft: z.number() });
export type TwoStepStatus = z.infer<typeof statusSchema>;

const enrolmentSchema = z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() });
export type AuthenticatorEnrolment = z.infer<typeof enrolmentSchema>;

/** `GET /api/settings/two-step`. */
export function fetchTwoStepStatus(url: string) {
  return apiGet(url, statusSchema);
}

/** `POST /api/settings/two-step/authenticator`: a new secret for the app, nothing changed yet. */
export function startAuthenticator() {
  return apiSend('POST', `${TWO_STEP_KEY}/authenticator`, {}, enrolmentSchema);
}

/** `POST /api/settings/two-step/authenticator/confirm`: on, with the recovery codes to keep. */
export function confirmAuthenticator(code: string) {
  return apiSend('POST', `${TWO_STEP_KEY}/authenticator/confirm`, { code }, z.object({ recoveryCodes: z.array(z.string()) }));
}

/** `POST /api/settings/two-step/off`. */
export function turnOffTwoStep(currentPassword: string) {
  return apiSend('POST', `${TWO_STEP_KEY}/off`, { currentPassword }, z.object({ message: z.string() }));
}
