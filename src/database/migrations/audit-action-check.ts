/**
 * Rebuilds the audit log's action check from the actions it allows now, plus or minus
 * `added`/`removed`: other migrations of the same release may have extended the list too. Every
 * action has a dot; the definition lists them quoted (`in ('a.b', ...)`) or, once rebuilt here, as
 * an array literal (`any ('{a.b,...}')`), so the actions are read as dotted words, not quoted ones.
 */
export function rebuildAuditActionCheck({ added = [], removed = [] }: { added?: string[]; removed?: string[] }): string {
  const list = (actions: string[]) => `array[${actions.map((a) => `'${a}'`).join(', ')}]::text[]`;
  return `
    do $$
    declare
      allowed text[];
    begin
      select coalesce(array_agg(distinct m[1]), array[]::text[]) into allowed
        from pg_constraint c, regexp_matches(pg_get_constraintdef(c.oid), '([a-z_]+[.][a-z_.]+)', 'g') as m
       where c.conname = 'admin_audit_log_action_check' and c.conrelid = 'admin_audit_log'::regclass;
      allowed := array(select distinct a from unnest(allowed || ${list(added)}) as a where a <> all (${list(removed.length ? removed : ['-'])}) order by a);
      alter table "admin_audit_log" drop constraint if exists "admin_audit_log_action_check";
      execute format('alter table "admin_audit_log" add constraint "admin_audit_log_action_check" check ("action" = any (%L::text[]))', allowed);
    end $$;`;
}
