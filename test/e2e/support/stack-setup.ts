import { startStack } from './stack.js';

/** Starts the stack once for the run; test files read its URLs from the environment. */
export default async function stackSetup(): Promise<void> {
  const stack = await startStack();
  (globalThis as { __E2E_STACK__?: unknown }).__E2E_STACK__ = stack;
  process.env.E2E_APP_URL = stack.appUrl;
  process.env.E2E_SANDBOX_URL = stack.sandboxUrl;
  process.env.E2E_DATABASE_URL = stack.databaseUrl;
}
