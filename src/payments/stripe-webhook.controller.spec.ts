import { EntityManager } from '@mikro-orm/postgresql';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import Stripe from 'stripe';
import request from 'supertest';
import { APP_CONFIG } from '../config/app-config.js';
import { Outbox } from '../outbox/outbox.service.js';
import { DomainErrorFilter } from '../shared/http/domain-error.filter.js';
import { STRIPE_CLIENT } from './stripe-client.js';
import { StripeWebhookController } from './stripe-webhook.controller.js';
import { IdentityEventsIntake } from '../compliance/identity-events.intake.js';

const SECRET = 'whsec_spec';
const stripe = new Stripe('sk_test_spec');

let app: INestApplication;
/** Every transaction the controller opened: none may be, for a delivery it refuses. */
const transactions: unknown[] = [];
/** What went to compliance's intake instead of the payment events. */
const identityEvents: unknown[] = [];

beforeAll(async () => {
  const moduleRef = await Test.createTestingModule({
    controllers: [StripeWebhookController],
    providers: [
      { provide: STRIPE_CLIENT, useValue: stripe },
      { provide: APP_CONFIG, useValue: { STRIPE_WEBHOOK_SECRET: SECRET } },
      { provide: EntityManager, useValue: { transactional: (work: unknown) => transactions.push(work) } },
      { provide: Outbox, useValue: { add: () => undefined } },
      { provide: IdentityEventsIntake, useValue: { store: (_em: unknown, event: unknown) => identityEvents.push(event) } },
    ],
  }).compile();
  app = moduleRef.createNestApplication({ logger: false, rawBody: true });
  app.useGlobalFilters(new DomainErrorFilter());
  await app.init();
});
afterAll(() => app.close());
beforeEach(() => {
  transactions.length = 0;
  identityEvents.length = 0;
});

const deliver = (payload: string) =>
  request(app.getHttpServer())
    .post('/webhooks/stripe')
    .set('content-type', 'application/json')
    .set('stripe-signature', stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }))
    .send(payload);

describe('a correctly signed delivery that is not an event we can store', () => {
  // Each answered 500 before: a null id, an array or a 101-character type failed in the insert, half a surrogate pair in
  // jsonb, and deep nesting in JSON.stringify.
  it.each([
    ['without an id', '{"id":null,"type":"payment_intent.succeeded","data":{"object":{}}}', 'id'],
    ['with a type longer than its column', `{"id":"evt_0","type":"${'a'.repeat(101)}","data":{"object":{}}}`, 'type'],
    ['an array', '[[]]', undefined],
    ['holding half a surrogate pair', '{"id":"evt_1","type":"x","data":{"object":{"name":"\\udfff"}}}', 'data.object.name'],
    ['nested 5,000 deep', `{"id":"evt_2","type":"x","data":{"object":{"a":${'['.repeat(5000)}${']'.repeat(5000)}}}}`, expect.stringMatching(/^data\.object\.a(\.0)+$/)],
  ])('is refused with 400 when it is %s, and nothing is stored', async (_, payload, field) => {
    const response = await deliver(payload);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', ...(field ? { field } : {}) });
    expect(transactions).toEqual([]);
  });

  it('is stored when it is an event, whatever its type', async () => {
    const response = await deliver('{"id":"evt_3","type":"something.new","data":{"object":{"id":"x_1"}}}');
    expect(response.status).toBe(200);
    expect(transactions).toHaveLength(1);
  });
});

describe('a Stripe Identity event', () => {
  it("goes to compliance's intake, stored there with its VerificationSession's id", async () => {
    const transactionsWithIntake: unknown[] = [];
    const moduleRef = await Test.createTestingModule({
      controllers: [StripeWebhookController],
      providers: [
        { provide: STRIPE_CLIENT, useValue: stripe },
        { provide: APP_CONFIG, useValue: { STRIPE_WEBHOOK_SECRET: SECRET } },
        { provide: EntityManager, useValue: { transactional: (work: (em: unknown) => unknown) => (transactionsWithIntake.push(work), work('em')) } },
        { provide: Outbox, useValue: { add: () => undefined } },
        { provide: IdentityEventsIntake, useValue: { store: (em: unknown, event: unknown) => identityEvents.push({ em, event }) } },
      ],
    }).compile();
    const own = moduleRef.createNestApplication({ logger: false, rawBody: true });
    await own.init();
    try {
      const payload = '{"id":"evt_4","type":"identity.verification_session.verified","data":{"object":{"id":"vs_1","object":"identity.verification_session"}}}';
      const response = await request(own.getHttpServer())
        .post('/webhooks/stripe')
        .set('content-type', 'application/json')
        .set('stripe-signature', stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }))
        .send(payload);
      expect(response.status).toBe(200);
      expect(identityEvents).toEqual([{ em: 'em', event: { id: 'evt_4', type: 'identity.verification_session.verified', sessionId: 'vs_1' } }]);
      expect(transactionsWithIntake).toHaveLength(1);
    } finally {
      await own.close();
    }
  });
});
