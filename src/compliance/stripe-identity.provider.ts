import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { STRIPE_CLIENT } from '../payments/stripe-client.js';
import type { CalendarDate } from './domain/calendar-date.js';
import type { VerifiedPerson } from './domain/identity-check.js';
import type { IdentityProvider, NewSessionRequest, ReadSession, StartedSession } from './identity-provider.port.js';

function dateOf(dob: Stripe.Identity.VerificationSession.VerifiedOutputs.Dob | null | undefined): CalendarDate | null {
  if (!dob || dob.year === null || dob.month === null || dob.day === null) return null;
  return { year: dob.year, month: dob.month, day: dob.day };
}

function personOf(outputs: Stripe.Identity.VerificationSession.VerifiedOutputs | null | undefined): VerifiedPerson | null {
  if (!outputs) return null;
  return { firstName: outputs.first_name, lastName: outputs.last_name, dateOfBirth: dateOf(outputs.dob) };
}

/** The last four digits of a verified US SSN, and nothing of any other id number. */
function ssnLastFourOf(outputs: Stripe.Identity.VerificationSession.VerifiedOutputs | null | undefined): string | null {
  if (!outputs || outputs.id_number_type !== 'us_ssn' || !outputs.id_number) return null;
  const digits = outputs.id_number.replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
}

/**
 * Stripe Identity through the official SDK: an `id_number` VerificationSession for Basic, a
 * `document` one with a matching selfie for Verified ID. Verified outputs are read here, on the
 * server, and only what the check needs leaves this class; nothing of them is logged.
 */
@Injectable()
export class StripeIdentityProvider implements IdentityProvider {
  constructor(@Inject(STRIPE_CLIENT) private readonly stripe: Stripe) {}

  async startSession({ kind, userId, checkId, email, phone }: NewSessionRequest): Promise<StartedSession> {
    const provided: Stripe.Identity.VerificationSessionCreateParams.ProvidedDetails = {
      ...(email ? { email } : {}),
      ...(phone ? { phone } : {}),
    };
    const session = await this.stripe.identity.verificationSessions.create(
      {
        type: kind,
        client_reference_id: String(userId),
        metadata: { userId: String(userId), checkId },
        ...(Object.keys(provided).length > 0 ? { provided_details: provided } : {}),
        ...(kind === 'document' ? { options: { document: { require_matching_selfie: true, allowed_types: ['driving_license', 'id_card', 'passport'] } } } : {}),
      },
      { idempotencyKey: `identity-check-${checkId}` },
    );
    if (!session.client_secret) throw new Error(`Stripe created VerificationSession ${session.id} without a client secret`);
    return { sessionId: session.id, clientSecret: session.client_secret };
  }

  async resumeSession(sessionId: string): Promise<StartedSession | null> {
    const session = await this.stripe.identity.verificationSessions.retrieve(sessionId);
    if (session.status !== 'requires_input' || !session.client_secret) return null;
    return { sessionId: session.id, clientSecret: session.client_secret };
  }

  async readSession(sessionId: string): Promise<ReadSession> {
    const plain = await this.stripe.identity.verificationSessions.retrieve(sessionId);
    const base = { status: plain.status, lastErrorCode: plain.last_error?.code ?? null };
    if (plain.status !== 'verified') return { ...base, verified: null, ssnLastFour: null };
    const expand = plain.type === 'id_number' ? ['verified_outputs', 'verified_outputs.id_number'] : ['verified_outputs'];
    const detailed = await this.stripe.identity.verificationSessions.retrieve(sessionId, { expand });
    return { ...base, verified: personOf(detailed.verified_outputs), ssnLastFour: ssnLastFourOf(detailed.verified_outputs) };
  }
}
