import Stripe from 'stripe';
import { sandboxStripe } from './support/sandbox-stripe-client.js';
import { useTestSandbox } from './support/start-test-sandbox.js';
import { useWebhookReceiver } from './support/webhook-receiver.js';

/** Stripe Identity as the official client sends it: VerificationSessions, their test outcomes and their signed events. */
describe('Stripe Identity VerificationSessions', () => {
  const receiver = useWebhookReceiver();
  const sandboxRef = useTestSandbox(() => ({ stripeWebhookUrl: receiver.current.url, webhookRetryBaseDelayMs: 20 }));
  const url = () => sandboxRef.current.httpUrl;
  const stripe = () => sandboxStripe(url());

  const submit = async (id: string, answer: Record<string, string>) => {
    const response = await fetch(`${url()}/api/stripe/identity/verification_sessions/${id}/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Amina', last_name: 'Okello', dob: '1990-04-12', ...answer }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  const eventsOf = (sessionId: string) =>
    receiver.current.received
      .map((request) => stripe().webhooks.constructEvent(request.rawBody, request.signature!, 'whsec_sandbox'))
      .filter((event) => (event.data.object as { id?: string }).id === sessionId)
      .map((event) => event.type);

  async function until(done: () => boolean, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error('condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('creates an id_number session that requires input, with a client secret and the stand-in page as its url', async () => {
    const session = await stripe().identity.verificationSessions.create({
      type: 'id_number',
      client_reference_id: 'user-1',
      metadata: { userId: '1' },
      provided_details: { email: 'amina@example.com' },
    });
    expect(session).toMatchObject({
      object: 'identity.verification_session',
      type: 'id_number',
      status: 'requires_input',
      last_error: null,
      client_reference_id: 'user-1',
      metadata: { userId: '1' },
      provided_details: { email: 'amina@example.com' },
      livemode: false,
    });
    expect(session.client_secret).toMatch(new RegExp(`^${session.id}_secret_`));
    expect(session.url).toContain(`/stripe/identity/verify/${session.id}#`);
    expect(session.verified_outputs).toBeUndefined();
  });

  it('verifies the test id number 000000000 and shows the verified outputs only when expanded (the id number only when asked)', async () => {
    const session = await stripe().identity.verificationSessions.create({ type: 'id_number', client_reference_id: 'user-2' });
    expect((await submit(session.id, { id_number: '000000000' })).status).toBe(200);

    const plain = await stripe().identity.verificationSessions.retrieve(session.id);
    expect(plain.status).toBe('verified');
    expect(plain.client_secret).toBeNull();
    expect(plain.verified_outputs).toBeUndefined();
    const expanded = await stripe().identity.verificationSessions.retrieve(session.id, { expand: ['verified_outputs'] });
    expect(expanded.verified_outputs).toMatchObject({ first_name: 'Amina', last_name: 'Okello', dob: { year: 1990, month: 4, day: 12 }, id_number_type: 'us_ssn' });
    expect(expanded.verified_outputs!.id_number).toBeUndefined();
    const withNumber = await stripe().identity.verificationSessions.retrieve(session.id, { expand: ['verified_outputs', 'verified_outputs.id_number'] });
    expect(withNumber.verified_outputs!.id_number).toBe('000000000');

    await until(() => eventsOf(session.id).length >= 3);
    expect(eventsOf(session.id)).toEqual([
      'identity.verification_session.created',
      'identity.verification_session.processing',
      'identity.verification_session.verified',
    ]);
  });

  it('answers a mismatched id number (1111) with requires_input, id_number_mismatch and a new client secret to retry with', async () => {
    const session = await stripe().identity.verificationSessions.create({ type: 'id_number' });
    await submit(session.id, { id_number: '1111' });
    const failed = await stripe().identity.verificationSessions.retrieve(session.id);
    expect(failed.status).toBe('requires_input');
    expect(failed.last_error).toEqual({ code: 'id_number_mismatch', reason: expect.any(String) });
    expect(failed.client_secret).toMatch(/_secret_/);
    expect(failed.client_secret).not.toBe(session.client_secret);

    await submit(session.id, { id_number: '0000' });
    expect((await stripe().identity.verificationSessions.retrieve(session.id)).status).toBe('verified');
  });

  it('refuses anyone under 18 (under_supported_age)', async () => {
    const session = await stripe().identity.verificationSessions.create({ type: 'id_number' });
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    await submit(session.id, { id_number: '0000', dob: young.toISOString().slice(0, 10) });
    expect((await stripe().identity.verificationSessions.retrieve(session.id)).last_error?.code).toBe('under_supported_age');
  });

  it.each([
    ['document_unverified_other'],
    ['document_expired'],
    ['document_type_not_supported'],
    ['selfie_face_mismatch'],
    ['selfie_unverified_other'],
    ['consent_declined'],
  ])('ends a document and selfie check the tester failed with %s in requires_input, raising the requires_input event', async (code) => {
    const session = await stripe().identity.verificationSessions.create({ type: 'document', options: { document: { require_matching_selfie: true } } });
    expect(session.options).toEqual({ document: { require_matching_selfie: true } });
    await submit(session.id, { outcome: code });
    const failed = await stripe().identity.verificationSessions.retrieve(session.id);
    expect(failed).toMatchObject({ status: 'requires_input', last_error: { code } });
    await until(() => eventsOf(session.id).includes('identity.verification_session.requires_input'));
  });

  it('keeps a check the tester made processing until it finishes, then verifies it', async () => {
    const session = await stripe().identity.verificationSessions.create({ type: 'document', options: { document: { require_matching_selfie: true } } });
    await submit(session.id, { outcome: 'processing' });
    expect((await stripe().identity.verificationSessions.retrieve(session.id)).status).toBe('processing');
    const finished = await fetch(`${url()}/api/stripe/identity/verification_sessions/${session.id}/finish`, { method: 'POST' });
    expect(finished.status).toBe(200);
    expect((await stripe().identity.verificationSessions.retrieve(session.id)).status).toBe('verified');
  });

  it('cancels a session that requires input, and no other', async () => {
    const open = await stripe().identity.verificationSessions.create({ type: 'document' });
    expect((await stripe().identity.verificationSessions.cancel(open.id)).status).toBe('canceled');
    const done = await stripe().identity.verificationSessions.create({ type: 'id_number' });
    await submit(done.id, { id_number: '0000' });
    await expect(stripe().identity.verificationSessions.cancel(done.id)).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('refuses what Stripe refuses: no type, document options on an id_number check, an unknown id', async () => {
    await expect(stripe().identity.verificationSessions.create({} as Stripe.Identity.VerificationSessionCreateParams)).rejects.toMatchObject({ param: 'type' });
    await expect(
      stripe().identity.verificationSessions.create({ type: 'id_number', options: { document: { require_matching_selfie: true } } }),
    ).rejects.toMatchObject({ param: 'options[document]' });
    await expect(stripe().identity.verificationSessions.retrieve('vs_unknown')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it("serves the stand-in page, whose answer needs the session's current client secret", async () => {
    const session = await stripe().identity.verificationSessions.create({ type: 'document', options: { document: { require_matching_selfie: true } } });
    const page = await fetch(`${url()}/stripe/identity/verify/${session.id}?origin=${encodeURIComponent('http://127.0.0.1:5173')}&frameId=f-1`);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('Selfie does not match the document');
    const answer = (secret: string) =>
      fetch(`${url()}/stripe/identity/verify/${session.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_secret: secret, outcome: 'verified', first_name: 'Amina', last_name: 'Okello', dob: '1990-04-12' }),
      });
    expect((await answer('vs_wrong_secret_x')).status).toBe(409);
    expect((await answer(session.client_secret!)).status).toBe(200);
    expect((await answer(session.client_secret!)).status).toBe(409);
  });

  it('lists sessions by client_reference_id', async () => {
    const mine = await stripe().identity.verificationSessions.create({ type: 'id_number', client_reference_id: 'list-me' });
    await stripe().identity.verificationSessions.create({ type: 'id_number', client_reference_id: 'not-me' });
    const listed = await stripe().identity.verificationSessions.list({ client_reference_id: 'list-me' });
    expect(listed.data.map((session) => session.id)).toEqual([mine.id]);
  });
});
