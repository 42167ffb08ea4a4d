// Integration tier: real PostgreSQL and Redis. The global setup creates a throwaway
// database and Redis key prefix for the run and the teardown removes them.
import { esmTypeScript } from './jest.config.js';

export default {
  ...esmTypeScript,
  displayName: 'integration',
  roots: ['<rootDir>/test/integration'],
  testMatch: ['**/*.test.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  testTimeout: 30000,
};
