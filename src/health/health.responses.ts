import { z } from 'zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down']),
});

export const readinessResponse = z.object({
  status: z.enum(['ready', 'not_ready']).describe('`ready` only when the database and Redis answer and every committed migration is applied.'),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down']),
  migrations: z
    .enum(['applied', 'pending', 'unknown'])
    .describe('Whether the database has every migration this build commits; `unknown` while the database does not answer.'),
  pendingMigrations: z.number().int().nonnegative().describe('Committed migrations the database has not applied (0 when unknown).'),
});
