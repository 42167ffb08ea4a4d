import { pino } from 'pino';
import { startSandbox, type RunningSandbox } from '../../src/main.js';

export function startTestSandbox(): Promise<RunningSandbox> {
  return startSandbox({ httpPort: 0, smtpPort: 0, logger: pino({ level: 'silent' }) });
}

/**
 * Registers the hooks every sandbox spec needs: one sandbox for the file, an empty inbox
 * and no planned faults before each test. Read `.current` inside tests.
 */
export function useTestSandbox(): { current: RunningSandbox } {
  const holder = {} as { current: RunningSandbox };
  beforeAll(async () => {
    holder.current = await startTestSandbox();
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  beforeEach(async () => {
    await fetch(`${holder.current.httpUrl}/api/messages`, { method: 'DELETE' });
    await fetch(`${holder.current.httpUrl}/api/faults`, { method: 'DELETE' });
  });
  return holder;
}
