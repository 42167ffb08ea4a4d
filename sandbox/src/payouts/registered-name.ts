import { createHash } from 'node:crypto';

export interface RegisteredName {
  givenName: string;
  familyName: string;
}

/**
 * The name a simulated wallet is registered to: the same number always gives the same name,
 * so a test or a person can predict what the sender will be shown.
 */
export function registeredNameOf(
  msisdn: string,
  givenNames: readonly string[],
  familyNames: readonly string[],
): RegisteredName {
  const digest = createHash('sha256').update(msisdn.replace(/\D/g, '')).digest();
  return {
    givenName: givenNames[digest.readUInt16BE(0) % givenNames.length]!,
    familyName: familyNames[digest.readUInt16BE(2) % familyNames.length]!,
  };
}
