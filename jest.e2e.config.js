// End-to-end tier: a real headless Chromium against the real api, worker, sandbox and
// built frontend, started on free ports against a throwaway database by the global setup.
import { esmTypeScript } from './jest.config.js';

export default {
  ...esmTypeScript,
  displayName: 'e2e',
  roots: ['<rootDir>/test/e2e'],
  testMatch: ['**/*.e2e.ts'],
  globalSetup: '<rootDir>/test/e2e/support/stack-setup.mjs',
  globalTeardown: '<rootDir>/test/e2e/support/stack-teardown.mjs',
  testTimeout: 60000,
};
