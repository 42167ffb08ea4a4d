import type pg from 'pg';
import { startApi } from '../support/api-app.js';
import { BrowserLikeClient } from '../support/browser-like-client.js';
import type { InProcessStack } from '../support/in-process-stack.js';
import { startStackAndDatabase, stopStackAndDatabase } from '../support/stack-and-database.js';
import { testConfig } from '../support/test-config.js';
import { HTTP_METHODS, routerRoutes as routes } from '../support/router-routes.js';

let stack: InProcessStack;
let db: pg.Client;

beforeAll(async () => {
  ({ stack, db } = await startStackAndDatabase());
});
afterAll(() => stopStackAndDatabase({ stack, db }));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function openApiDocument(): Promise<Json> {
  const response = await new BrowserLikeClient(stack.apiUrl, '198.19.9.1').get('/api/openapi.json');
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}

const routerRoutes = () => routes(stack.api);

function documentedRoutes(document: Json): string[] {
  return Object.entries(document.paths as Json).flatMap(([path, item]) =>
    Object.keys(item as Json)
      .filter((key) => HTTP_METHODS.includes(key))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** Every `$ref` anywhere in the document, e.g. `#/components/schemas/Error`. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner)));
  }
  return [];
}

function resolve(document: Json, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, part) => (node as Json | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], document);
}

describe('the generated OpenAPI document', () => {
  it('documents exactly the routes the Nest router serves, both ways', async () => {
    const served = routerRoutes();
    const documented = documentedRoutes(await openApiDocument());
    expect(served.length).toBeGreaterThan(30);
    expect(served.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !served.includes(route))).toEqual([]);
  });

  it('is an OpenAPI 3.1 document whose references all resolve and whose operations all answer', async () => {
    const document = await openApiDocument();
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    for (const ref of refsIn(document)) expect({ ref, target: resolve(document, ref) }).toEqual({ ref, target: expect.anything() });

    const operationIds = new Set<string>();
    for (const [path, item] of Object.entries(document.paths as Json)) {
      for (const [method, operation] of Object.entries(item as Json)) {
        if (!HTTP_METHODS.includes(method)) continue;
        const where = `${method.toUpperCase()} ${path}`;
        expect({ where, responses: Object.keys(operation.responses ?? {}).length > 0 }).toEqual({ where, responses: true });
        expect(operationIds.has(operation.operationId)).toBe(false);
        operationIds.add(operation.operationId);
        // Every path parameter in the template is declared as a parameter of the operation.
        const declared = (operation.parameters ?? []).filter((p: Json) => p.in === 'path').map((p: Json) => p.name);
        expect({ where, params: declared.sort() }).toEqual({ where, params: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort() });
      }
    }
  });

  it('describes inputs, answers and the error shape from the zod schemas', async () => {
    const document = await openApiDocument();
    const quote = document.paths['/api/quote'].get;
    expect(quote.parameters.map((p: Json) => p.name).sort()).toEqual(['amount', 'bankId', 'country', 'deliveryMethod', 'paymentMethod']);
    expect(quote.parameters.find((p: Json) => p.name === 'country').schema.enum).toEqual(['eritrea', 'ethiopia', 'uganda', 'kenya']);
    expect(Object.keys(quote.responses['200'].content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['amount', 'feeAmount', 'totalAmount', 'recipientAmount', 'rate', 'currencyCode']),
    );

    const createRecipient = document.paths['/api/recipients'].post;
    expect(createRecipient.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'phone', 'country']),
    );
    expect(createRecipient.security).toEqual([{ session: [], csrf: [] }]);
    expect(createRecipient.responses['401'].content['application/json'].schema.$ref).toBe('#/components/schemas/Error');
    expect(document.components.schemas.Error.required).toEqual(expect.arrayContaining(['message', 'code']));
    expect(Object.keys(document.components.schemas.Error.properties)).toEqual(expect.arrayContaining(['field', 'issues']));
    // A malformed path id answers 404 like an unknown one, never 400.
    expect(Object.keys(document.paths['/api/transactions/{id}'].get.responses).sort()).toEqual(['200', '401', '404']);

    expect(document.paths['/api/admin/stats'].get.security).toEqual([{ adminSession: [] }]);
    expect(document.paths['/api/webhooks/stripe'].post.security).toEqual([{ stripeSignature: [] }]);
    expect(document.paths['/api/rates'].get.security).toEqual([]);
    // Writes need the CSRF header even before sign-in.
    expect(document.paths['/api/auth/login'].post.security).toEqual([{ csrf: [] }]);
    // Both rates forms need an operator's session now (the rates page asks the operator's password again).
    expect(document.paths['/api/update-rates'].post.security).toEqual([{ adminSession: [], csrf: [] }]);
    expect(document.paths['/api/update-rates'].post['x-operator-roles']).toEqual(['finance', 'owner']);
    expect(document.paths['/api/admin/stats'].get['x-operator-roles']).toEqual(['viewer', 'support', 'compliance', 'finance', 'owner']);
  });

  it('serves Swagger UI at /api/docs with our own initializer script pointing at the document', async () => {
    const client = new BrowserLikeClient(stack.apiUrl, '198.19.9.2');
    const page = await client.get('/api/docs/');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('swagger-ui-bundle.js');
    // Every script is a file (the production CSP runs no inline script).
    expect(html.match(/<script[^>]*>/g)?.every((tag) => / src=/.test(tag))).toBe(true);
    const initializer = await client.get('/api/docs/swagger-initializer.js');
    expect(initializer.headers.get('content-type')).toContain('javascript');
    expect(await initializer.text()).toContain('"/api/openapi.json"');
  });
});

describe('the API reference switched off (API_DOCS_ENABLED=false, the production default)', () => {
  it('answers 404 with the error shape for the document and the page', async () => {
    const { app, url } = await startApi(testConfig({ API_DOCS_ENABLED: 'false' }));
    try {
      for (const path of ['/api/openapi.json', '/api/docs/']) {
        const response = await fetch(`${url}${path}`);
        expect({ path, status: response.status }).toEqual({ path, status: 404 });
        expect(await response.json()).toMatchObject({ code: 'HTTP_404' });
      }
    } finally {
      await app.close();
    }
  });
});
