import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { rolesWith } from '../admin/domain/operator-permission.js';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { apiDocsEnabled } from '../config/environment.schema.js';
import type { ApiAccess, ApiOperationSpec } from './api-operation.decorator.js';
import { declaredRoutes, toOpenApiPath, type DeclaredRoute } from './declared-routes.js';
import { errorResponse } from './error-response.schema.js';

type OpenApiDocumentObject = ReturnType<typeof createDocument>;

export class UndocumentedRouteError extends Error {
  constructor(routes: DeclaredRoute[]) {
    super(`Routes without @ApiOperation: ${routes.map((r) => `${r.method.toUpperCase()} ${r.path}`).join(', ')}`);
  }
}

const SECURITY: Record<ApiAccess, Record<string, string[]>[]> = {
  public: [],
  sender: [{ session: [] }],
  admin: [{ adminSession: [] }],
  webhook: [{ stripeSignature: [] }],
  // Daraja signs nothing: the secret path segment is the only credential.
  'partner-callback': [],
};

const json = (schema: ApiOperationSpec['body']) => (schema ? { content: { 'application/json': { schema } } } : {});

/**
 * The api's OpenAPI 3.1 document, generated once at boot from every route's
 * `@ApiOperation` contract and the zod schemas in it. Refuses to build (and so the api to
 * boot) while a route has no contract.
 */
@Injectable()
export class OpenApiDocument implements OnApplicationBootstrap {
  private document?: OpenApiDocumentObject;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Built at boot where it is served, so a route without a contract stops the api there. */
  onApplicationBootstrap(): void {
    if (apiDocsEnabled(this.config)) this.document = this.build();
  }

  get(): OpenApiDocumentObject {
    this.document ??= this.build();
    return this.document;
  }

  private build(): OpenApiDocumentObject {
    const routes = declaredRoutes(this.discovery, this.scanner);
    const undocumented = routes.filter((route) => !route.spec);
    if (undocumented.length > 0) throw new UndocumentedRouteError(undocumented);

    const paths: ZodOpenApiPathsObject = {};
    for (const route of routes) {
      const path = toOpenApiPath(route.path);
      paths[path] = { ...paths[path], [route.method]: this.operation(route, route.spec!) };
    }
    return createDocument({
      openapi: '3.1.0',
      info: {
        title: 'Remit East Africa API',
        version: '1',
        description:
          'Send US dollars to Kenya, Uganda, Ethiopia and Eritrea. Cookie sessions: sign in with POST /api/auth/login; ' +
          'every write made with the session cookie also sends the `csrf_token` cookie back in `X-CSRF-Token`. ' +
          'Errors answer `{message, code}`. The narrative (money flow, webhooks, idempotency) is in docs/api.md.',
      },
      servers: [{ url: this.config.APP_URL }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'A signed-in sender (POST /api/auth/login).' },
          adminSession: {
            type: 'apiKey',
            in: 'cookie',
            name: 'sid',
            description: "A session granted admin access (POST /api/admin/session with an operator's email, password and authenticator code).",
          },
          csrf: {
            type: 'apiKey',
            in: 'header',
            name: 'X-CSRF-Token',
            description: 'Writes echo the `csrf_token` cookie (double-submit); cross-site writes are refused.',
          },
          stripeSignature: { type: 'apiKey', in: 'header', name: 'Stripe-Signature', description: 'Stripe signs each webhook delivery.' },
        },
      },
      paths,
    });
  }

  private operation(route: DeclaredRoute, spec: ApiOperationSpec): ZodOpenApiOperationObject {
    const write = route.method !== 'get' && route.method !== 'head';
    const cookieWrite = write && spec.access !== 'webhook' && spec.access !== 'partner-callback';
    // Every write but a webhook passes the CSRF check, signed in or not (sign-in and registration too).
    const requirements = cookieWrite && spec.access === 'public' ? [{}] : SECURITY[spec.access];
    const security = requirements.map((requirement) => (cookieWrite ? { ...requirement, csrf: [] } : requirement));
    const responses: Record<string, ZodOpenApiResponseObject> = {};
    for (const [status, response] of Object.entries(spec.responses)) {
      responses[status] = {
        description: response.description,
        ...(response.mediaType && response.schema ? { content: { [response.mediaType]: { schema: response.schema } } } : json(response.schema)),
      };
    }
    const errors: Record<number, string> = {};
    // Malformed path ids answer 404 like unknown ones, so only a query or a body earns a 400.
    if (spec.query || spec.body) errors[400] = 'The input is invalid (`VALIDATION_FAILED`, with the field at fault).';
    if (spec.access === 'sender') errors[401] = 'Not signed in (`AUTH.REQUIRED`).';
    if (spec.access === 'admin') errors[401] = 'Admin access required (`ADMIN.REQUIRED`).';
    const refusals = [
      ...(spec.access === 'admin' ? [`The operator's role does not allow it (\`ADMIN.ROLE_NOT_ALLOWED\`): it needs ${rolesWith(spec.allows).join(', ')}.`] : []),
      ...(cookieWrite ? ['The write could not be verified as coming from our site (`CSRF_REJECTED`).'] : []),
    ];
    if (refusals.length > 0) errors[403] = refusals.join(' Or: ');
    Object.assign(errors, spec.errors);
    for (const [status, description] of Object.entries(errors)) {
      responses[status] = { description, content: { 'application/json': { schema: errorResponse } } };
    }
    return {
      operationId: route.operationId,
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      tags: [spec.tag],
      security,
      ...(spec.access === 'admin' ? { 'x-operator-roles': rolesWith(spec.allows) } : {}),
      ...(spec.query || spec.params
        ? { requestParams: { ...(spec.query ? { query: spec.query } : {}), ...(spec.params ? { path: spec.params } : {}) } }
        : {}),
      ...(spec.body ? { requestBody: { required: true, content: { 'application/json': { schema: spec.body } } } } : {}),
      responses: responses as ZodOpenApiResponsesObject,
    };
  }
}
