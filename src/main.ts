import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { bootOrExit } from './boot.js';
import { configureHttpApp } from './http-app.js';
import { PinoNestLogger } from './logging/pino-nest-logger.js';

await bootOrExit('api', async (config, logger) => {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: new PinoNestLogger(logger),
    // Webhook signatures are checked on the exact bytes received.
    rawBody: true,
    bodyParser: false,
  });
  configureHttpApp(app, config, logger);
  await app.listen(config.PORT);
  logger.info(`api listening on http://localhost:${config.PORT}`);
});
