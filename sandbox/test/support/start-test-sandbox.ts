import { pino } from 'pino';
import { startSandbox, type RunningSandbox, type StartSandboxOptions } from '../../src/main.js';

export type TestSandboxOptions = Partial<Omit<StartSandboxOptions, 'httpPort' | 'smtpPort' | 'logger'>>;

export function startTestSandbox(options: TestSandboxOptions = {}): Promise<RunningSandbox> {
  return startSandbox({ httpPort: 0, smtpPort: 0, logger: pino({ level: 'silent' }), ...options });
}

/**
 * Registers the hooks every sandbox spec needs: one sandbox for the file, an empty inbox,
 * no planned faults, no webhook deliveries (pending retries stopped), no payout activity or
 * planned lost callbacks (pending payout work stopped) before each test.
 * `options` is read when the sandbox starts, so it may use what an earlier beforeAll set up
 * (a webhook receiver's URL). Read `.current` inside tests.
 */
export function useTestSandbox(options: () => TestSandboxOptions = () => ({})): { current: RunningSandbox } {
  const holder = {} as { current: RunningSandbox };
  beforeAll(async () => {
    holder.current = await startTestSandbox(options());
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  beforeEach(async () => {
    await fetch(`${holder.current.httpUrl}/api/messages`, { method: 'DELETE' });
    await fetch(`${holder.current.httpUrl}/api/faults`, { method: 'DELETE' });
    await fetch(`${holder.current.httpUrl}/api/webhooks`, { method: 'DELETE' });
    await fetch(`${holder.current.httpUrl}/api/payouts`, { method: 'DELETE' });
    await fetch(`${holder.current.httpUrl}/api/payouts/lost-callbacks`, { method: 'DELETE' });
  });
  return holder;
}
