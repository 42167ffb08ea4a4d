/**
 * What an update changed, as Stripe shows it in `data.previous_attributes`: each top-level
 * field whose value differs, with its value before the update. A field the object did not
 * have before shows as null (e.g. `failure_reason: null` when a refund fails).
 */
export function previousAttributes(before: object, after: object): Record<string, unknown> {
  const old = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const changed: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(old), ...Object.keys(now)])) {
    if (JSON.stringify(old[key]) !== JSON.stringify(now[key])) changed[key] = old[key] ?? null;
  }
  return changed;
}
