import { z } from 'zod';
import { describeIssues } from '../http/describe-issues.js';

// An exported-but-empty variable means "not set", not port 0.
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);
const port = (fallback: number) =>
  z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(65535).default(fallback));

const environmentSchema = z.object({
  SANDBOX_HOST: z.preprocess(emptyAsUnset, z.string().trim().min(1).default('127.0.0.1')),
  SANDBOX_PORT: port(4010),
  SANDBOX_SMTP_PORT: port(2525),
  SANDBOX_LOG_LEVEL: z.preprocess(
    emptyAsUnset,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

export interface SandboxConfig {
  host: string;
  httpPort: number;
  smtpPort: number;
  logLevel: string;
}

export function loadSandboxConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid sandbox environment: ${describeIssues(parsed.error)}`);
  }
  const { SANDBOX_HOST, SANDBOX_PORT, SANDBOX_SMTP_PORT, SANDBOX_LOG_LEVEL } = parsed.data;
  return { host: SANDBOX_HOST, httpPort: SANDBOX_PORT, smtpPort: SANDBOX_SMTP_PORT, logLevel: SANDBOX_LOG_LEVEL };
}
