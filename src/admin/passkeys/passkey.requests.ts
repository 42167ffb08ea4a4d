import { z } from 'zod';
import { passkeyAuthenticationResponse } from '../../shared/passkeys/passkey.requests.js';

/** `POST /api/admin/passkeys` takes the shared `addPasskeyRequest`; `DELETE /api/admin/passkeys/:id` the shared `passkeyIdParams`. */
export { addPasskeyRequest, passkeyIdParams } from '../../shared/passkeys/passkey.requests.js';

/** `POST /api/admin/session/passkey-options`: whose passkeys to offer. */
export const passkeySignInOptionsRequest = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254, 'Email must be at most 254 characters'),
});

/** `POST /api/admin/session/passkey`: email and password, with a passkey instead of the authenticator's code. */
export const passkeySignInRequest = passkeySignInOptionsRequest.extend({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128, 'Password must be at most 128 characters'),
  response: passkeyAuthenticationResponse,
});
