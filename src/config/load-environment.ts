import { environmentSchema, productionProblems, type Environment } from './environment.schema.js';

export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'InvalidEnvironmentError';
  }
}

/**
 * Parses the process environment once. Empty strings count as unset so that
 * `FOO=` in a compose file falls back to the default rather than failing.
 */
export function loadEnvironment(raw: Record<string, string | undefined> = process.env): Environment {
  const present = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new InvalidEnvironmentError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  if (parsed.data.NODE_ENV === 'production') {
    const problems = productionProblems(parsed.data, present);
    if (problems.length > 0) throw new InvalidEnvironmentError(problems);
  }
  return parsed.data;
}
