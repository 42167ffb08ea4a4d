import type { AppConfig } from '../../src/config/app-config.js';
import { loadEnvironment } from '../../src/config/load-environment.js';

/** The run's configuration (throwaway database and prefix from the global setup), with overrides. */
export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadEnvironment({ ...process.env, NODE_ENV: 'test', ...overrides });
}
