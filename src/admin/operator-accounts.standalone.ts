import { MikroORM } from '@mikro-orm/postgresql';
import type { Environment } from '../config/environment.schema.js';
import { ormOptions } from '../database/orm-options.js';
import { PasswordHasher } from '../identity/password-hasher.js';
import { SecretBox } from '../shared/crypto/secret-box.js';
import { OperatorAccounts } from './operator-accounts.service.js';

/**
 * OperatorAccounts outside the api (the `npm run operator` command, and tests seeding an
 * operator into a running stack's database): its own small connection pool on `env`'s
 * database, sealing secrets with `env`'s ENCRYPTION_KEY as the api does. `close` ends the pool.
 */
export async function openOperatorAccounts(env: Pick<Environment, 'DATABASE_URL' | 'ENCRYPTION_KEY'>): Promise<{
  operators: OperatorAccounts;
  orm: MikroORM;
  secrets: SecretBox;
  close: () => Promise<void>;
}> {
  const orm = await MikroORM.init(ormOptions(env.DATABASE_URL, { pool: { min: 0, max: 2 } }));
  const secrets = new SecretBox(env.ENCRYPTION_KEY);
  return { operators: new OperatorAccounts(orm.em.fork(), secrets, new PasswordHasher()), orm, secrets, close: () => orm.close(true) };
}
