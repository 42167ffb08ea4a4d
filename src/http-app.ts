import { resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import type { AppConfig } from './config/app-config.js';
import { QUEUE_DASHBOARD_PATH } from './admin/queue-dashboard.module.js';
import { apiDocsEnabled, trustProxy } from './config/environment.schema.js';
import { requestLogging } from './logging/request-logging.js';
import { HttpMetrics } from './metrics/http-metrics.js';
import { METRICS_PATH, metricsHandler } from './metrics/metrics-endpoint.js';
import { MetricsRegistry } from './metrics/metrics-registry.js';
import { requestTracing } from './tracing/request-tracing.js';
import { mountApiDocs } from './openapi/api-docs.js';
import { API_PREFIX } from './openapi/declared-routes.js';
import { OpenApiDocument } from './openapi/openapi-document.service.js';
import { AuthSession } from './identity/auth-session.js';
import { contentSecurityPolicy } from './shared/http/content-security-policy.js';
import { csrfProtection } from './shared/http/csrf-protection.js';
import { DomainErrorFilter } from './shared/http/domain-error.filter.js';
import { responseCompression } from './shared/http/response-compression.js';
import { serveFrontend } from './shared/http/serve-frontend.js';

/**
 * Everything the api's HTTP layer needs besides its controllers. main.ts and the
 * integration tests both call this, so tests exercise the same pipeline as production.
 */
export function configureHttpApp(app: NestExpressApplication, config: AppConfig, logger: Logger): void {
  app.set('trust proxy', trustProxy(config));
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: config.NODE_ENV === 'production' ? { directives: contentSecurityPolicy(config) } : false,
      // The bank-linking Connect popup reports back to the page that opened it.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );
  // Brotli or gzip for the SPA, its assets and the JSON api (see responseCompression).
  app.use(responseCompression());
  // Prometheus' scrape (METRICS_TOKEN as bearer when set), before sessions and CSRF, not timed itself.
  app.use(METRICS_PATH, metricsHandler(app.get(MetricsRegistry).registry, config.METRICS_TOKEN));
  app.use(requestTracing());
  app.use(app.get(HttpMetrics).middleware());
  app.use(requestLogging(logger));
  app.use(
    csrfProtection({
      secureCookie: config.NODE_ENV === 'production',
      exempt: (path) => path.startsWith('/api/webhooks/') || path.startsWith('/api/payout-callbacks/'),
      sameOriginOnly: (path) => path.startsWith(`${QUEUE_DASHBOARD_PATH}/`),
    }),
  );
  app.use(...app.get(AuthSession).middleware());
  app.setGlobalPrefix(API_PREFIX, { exclude: [QUEUE_DASHBOARD_PATH, `${QUEUE_DASHBOARD_PATH}/*path`] });
  app.useGlobalFilters(new DomainErrorFilter());
  if (apiDocsEnabled(config)) mountApiDocs(app, () => app.get(OpenApiDocument).get());
  app.useBodyParser('json', { limit: '100kb' });
  app.enableShutdownHooks();
  if (config.FRONTEND_DIST) app.use(...serveFrontend(resolve(config.FRONTEND_DIST), isServerPath));
}

/** Paths the api answers itself, never with the SPA. */
function isServerPath(path: string): boolean {
  return ['/api', QUEUE_DASHBOARD_PATH, METRICS_PATH].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
