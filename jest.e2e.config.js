// End-to-end tier: a real headless Chromium against the real api, worker, sandbox and
// built frontend, started on free ports against a throwaway database by the global setup
// (for each shard of the tier its own stack: scripts/test.mjs runs E2E_SHARDS side by side).
import { esmTypeScript } from './jest.config.js';

export default {
  ...esmTypeScript,
  displayName: 'e2e',
  roots: ['<rootDir>/test/e2e'],
  testMatch: ['**/*.e2e.ts'],
  globalSetup: '<rootDir>/test/e2e/support/stack-setup.mjs',
  globalTeardown: '<rootDir>/test/e2e/support/stack-teardown.mjs',
  // `--shard` deals the files out by their weight (both accessibility files are minutes long).
  testSequencer: '<rootDir>/test/e2e/support/e2e-sequencer.mjs',
  testTimeout: 60000,
};
