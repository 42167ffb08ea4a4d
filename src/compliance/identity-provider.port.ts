import type { CheckKind, ProviderSessionState } from './domain/identity-check.js';

/** A session the sender completes in the provider's own form (Stripe.js `verifyIdentity`). */
export interface StartedSession {
  sessionId: string;
  /** Single use, short-lived: handed to the sender's browser, never stored or logged. */
  clientSecret: string;
}

/** The session's state, plus what only the id number check verifies: the SSN's last four digits (never logged). */
export interface ReadSession extends ProviderSessionState {
  ssnLastFour: string | null;
}

export interface NewSessionRequest {
  kind: CheckKind;
  userId: number;
  /** Our check's id: the provider's idempotency key, so a retried call creates one session. */
  checkId: string;
  email: string | null;
  phone: string | null;
}

/** The identity verification provider (Stripe Identity). */
export interface IdentityProvider {
  startSession(request: NewSessionRequest): Promise<StartedSession>;
  /** A new client secret for a session that requires input again (null when it no longer takes input). */
  resumeSession(sessionId: string): Promise<StartedSession | null>;
  /** The session as it stands, with its verified outputs when verified (read server-side only). */
  readSession(sessionId: string): Promise<ReadSession>;
}

export const IDENTITY_PROVIDER = Symbol('IDENTITY_PROVIDER');
