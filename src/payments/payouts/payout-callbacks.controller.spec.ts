import { EntityManager } from '@mikro-orm/postgresql';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { APP_CONFIG } from '../../config/app-config.js';
import { Outbox } from '../../outbox/outbox.service.js';
import { DomainErrorFilter } from '../../shared/http/domain-error.filter.js';
import { PayoutCallbacksController } from './payout-callbacks.controller.js';

const TOKEN = 'spec-payout-callback-token-0123456789abcdef';

let app: INestApplication;
/** Every transaction the controller opened: none may be, for a callback it refuses. */
const transactions: unknown[] = [];

beforeAll(async () => {
  const moduleRef = await Test.createTestingModule({
    controllers: [PayoutCallbacksController],
    providers: [
      { provide: APP_CONFIG, useValue: { PAYOUT_CALLBACK_TOKEN: TOKEN } },
      { provide: EntityManager, useValue: { transactional: (work: unknown) => transactions.push(work) } },
      { provide: Outbox, useValue: { add: () => undefined } },
    ],
  }).compile();
  app = moduleRef.createNestApplication({ logger: false });
  app.useGlobalFilters(new DomainErrorFilter());
  await app.init();
});
afterAll(() => app.close());
beforeEach(() => (transactions.length = 0));

const post = (path: string, payload: string) => request(app.getHttpServer()).post(path).set('content-type', 'application/json').send(payload);

describe("a payout partner's callback on our secret path", () => {
  // Each answered 500 before: jsonb refuses half a surrogate pair, and the ORM's JSON.stringify overflowed the stack.
  it.each([
    ['holding half a surrogate pair', '{"Result":{"ResultDesc":"\\ud800"}}', 'Result.ResultDesc'],
    ['holding a NUL', '{"Result":"a\\u0000"}', 'Result'],
    ['nested 5,000 deep', `{"Result":${'['.repeat(5000)}${']'.repeat(5000)}}`, expect.stringMatching(/^Result(\.0)+$/)],
    ['an array', '[{"Result":{}}]', undefined],
  ])('is refused with 400 when it is %s, and nothing is stored', async (_, payload, field) => {
    const response = await post(`/payout-callbacks/${TOKEN}/daraja/result`, payload);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', ...(field ? { field } : {}) });
    expect(transactions).toEqual([]);
  });

  it('is stored when it is an object', async () => {
    const response = await post(`/payout-callbacks/${TOKEN}/daraja/result`, '{"Result":{"ResultCode":0}}');
    expect(response.status).toBe(200);
    expect(transactions).toHaveLength(1);
  });

  it('answers 404 on a wrong secret whatever the body, as on a path that does not exist', async () => {
    const response = await post(`/payout-callbacks/${TOKEN.replace(/.$/, 'x')}/daraja/result`, '[1]');
    expect(response.status).toBe(404);
    expect(transactions).toEqual([]);
  });
});
