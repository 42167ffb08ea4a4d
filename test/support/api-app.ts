import { Test, type TestingModuleBuilder } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Writable } from 'node:stream';
import { pino } from 'pino';
import { AppModule } from '../../src/app.module.js';
import type { AppConfig } from '../../src/config/app-config.js';
import { configureHttpApp } from '../../src/http-app.js';
import { createLogger } from '../../src/logging/create-logger.js';
import { PinoNestLogger } from '../../src/logging/pino-nest-logger.js';

/**
 * The real api (all modules, the production HTTP pipeline) on an ephemeral port. With a
 * `logStream`, its logs (with the production redaction) are written there at info level;
 * `overrides` may replace providers (`builder.overrideProvider(...)`).
 */
export async function startApi(
  config: AppConfig,
  {
    logStream,
    port = 0,
    overrides = (builder) => builder,
  }: { logStream?: Writable; port?: number; overrides?: (builder: TestingModuleBuilder) => TestingModuleBuilder } = {},
): Promise<{ app: NestExpressApplication; url: string }> {
  const moduleRef = await overrides(Test.createTestingModule({ imports: [AppModule.forRoot(config)] })).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ rawBody: true, bodyParser: false });
  // TEST_API_LOG=1 shows the api's own log on stderr, for debugging a failing test.
  const destination = logStream ?? (process.env.TEST_API_LOG ? process.stderr : undefined);
  const logger = destination ? createLogger({ ...config, LOG_LEVEL: 'debug' }, 'api', destination) : pino({ level: 'silent' });
  app.useLogger(new PinoNestLogger(logger));
  configureHttpApp(app, config, logger);
  await app.listen(port, '127.0.0.1');
  return { app, url: await app.getUrl() };
}
