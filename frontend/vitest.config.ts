import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup-tests.ts'],
      // Above testing-library's 5-second waits (setup-tests.ts), so a slow wait fails with its own message.
      testTimeout: 15_000,
      restoreMocks: true,
      unstubGlobals: true,
    },
  }),
);
