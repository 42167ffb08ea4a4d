/**
 * The committed migrations a database has not applied, in their committed order. MikroORM
 * records a migration's name without its file extension (older versions kept `.js`/`.ts`), so
 * both spellings count as applied.
 */
export function pendingMigrations(committed: readonly string[], applied: Iterable<string>): string[] {
  const done = new Set<string>();
  for (const name of applied) done.add(name.replace(/\.(js|ts)$/, ''));
  return committed.filter((name) => !done.has(name));
}
