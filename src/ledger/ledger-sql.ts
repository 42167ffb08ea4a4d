import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs one SQL statement (`?` placeholders) in the caller's database transaction and answers
 * its rows: how the PostgreSQL books reach the transaction of the events they book, from a
 * MikroORM EntityManager, a migration, or a plain `pg` client (tests, the fault suite).
 */
export type LedgerSql = <Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]) => Promise<Row[]>;

/** `em`'s transaction (or, outside one, its connection). */
export function sqlOf(em: EntityManager): LedgerSql {
  return async <Row>(sql: string, params: readonly unknown[] = []) =>
    (await em.getConnection().execute(sql, [...params], 'all', em.getTransactionContext())) as Row[];
}

/** A `pg` client or pool (`$1` placeholders): each `?` becomes the next one. */
export function sqlOfPgClient(client: { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> }): LedgerSql {
  return async <Row>(sql: string, params: readonly unknown[] = []) => {
    let n = 0;
    return (await client.query(sql.replace(/\?/g, () => `$${(n += 1)}`), [...params])).rows as Row[];
  };
}

/** A list as one parameter, read in SQL as `(select value from jsonb_array_elements_text(?::jsonb))`. */
export const listParam = (values: readonly (string | number)[]) => JSON.stringify(values);
