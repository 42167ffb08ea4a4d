import type { Logger } from 'pino';
import type { AppConfig } from './config/app-config.js';
import { InvalidEnvironmentError, loadEnvironment } from './config/load-environment.js';
import { createLogger } from './logging/create-logger.js';

/** Parses the environment once, then starts a process; a bad configuration exits 1 naming the variables. */
export async function bootOrExit(name: string, start: (config: AppConfig, logger: Logger) => Promise<void>): Promise<void> {
  let config: AppConfig;
  try {
    config = loadEnvironment();
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) {
      console.error(`${name}: refusing to start. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config, name);
  try {
    await start(config, logger);
  } catch (error) {
    logger.fatal({ err: error }, `${name} failed to start`);
    process.exit(1);
  }
}
