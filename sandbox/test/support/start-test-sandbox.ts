import { pino } from 'pino';
import { startSandbox, type RunningSandbox } from '../../src/main.js';

export function startTestSandbox(): Promise<RunningSandbox> {
  return startSandbox({ httpPort: 0, smtpPort: 0, logger: pino({ level: 'silent' }) });
}
