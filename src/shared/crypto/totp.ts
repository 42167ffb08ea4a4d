import { verify } from 'otplib';

/** RFC 6238's time step (otplib's default). */
export const TOTP_STEP_SECONDS = 30;

/**
 * The time step of `typed` when it is the authenticator secret's 6-digit code (spaces allowed,
 * as apps show "123 456") within one step of now either side (phones' clocks drift), else null.
 * Callers accept each step once: a code seen before is a replay.
 */
export async function acceptedTotpStep(secret: string, typed: string): Promise<number | null> {
  const token = typed.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const epoch = Math.floor(Date.now() / 1000);
  const result = await verify({ secret, token, epoch, epochTolerance: TOTP_STEP_SECONDS });
  return result.valid ? Math.floor(epoch / TOTP_STEP_SECONDS) + result.delta : null;
}
