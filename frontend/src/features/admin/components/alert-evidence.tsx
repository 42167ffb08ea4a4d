import { DetailList, DetailRow } from './admin-table';

/** A line of evidence: a value in words, or a nested one (a list of attempts...) as pretty JSON. */
export type EvidenceEntry = { label: string; text: string } | { label: string; json: string };

/** Plain objects are opened this many levels deep into their own lines; anything deeper is JSON. */
const MAX_DEPTH = 2;

/** `paymentIntentId` or `payment_intent_id` as "Payment intent id". */
function words(key: string): string {
  const spaced = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return spaced === '' ? key : spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isScalar(value: unknown): value is string | number | boolean | null | undefined {
  return value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value);
}

/**
 * An alert's evidence as readable lines: `{transfer: {status: 'failed'}}` is "Transfer › status:
 * failed"; a list of scalars is joined; a list of objects, or anything deeper, is pretty JSON.
 */
export function evidenceEntries(evidence: Record<string, unknown>, path: string[] = []): EvidenceEntry[] {
  return Object.entries(evidence).flatMap(([key, value]): EvidenceEntry[] => {
    const label = [...path, key].map((part, index) => (index === 0 ? words(part) : words(part).toLowerCase())).join(' › ');
    if (isScalar(value)) return [{ label, text: value === null || value === undefined || value === '' ? '—' : String(value) }];
    if (Array.isArray(value) && value.every(isScalar)) {
      return [{ label, text: value.length === 0 ? 'none' : value.map((item) => String(item ?? '—')).join(', ') }];
    }
    if (isPlainObject(value) && path.length + 1 < MAX_DEPTH) return evidenceEntries(value, [...path, key]);
    return [{ label, json: JSON.stringify(value, null, 2) }];
  });
}

/** What the alert was raised on, one line per fact; nested records fold open as JSON. */
export function AlertEvidence({ evidence }: { evidence: Record<string, unknown> }) {
  const entries = evidenceEntries(evidence);
  if (entries.length === 0) return <p className="text-sm text-slate-500">No evidence recorded.</p>;
  return (
    <DetailList>
      {entries.map((entry) =>
        'text' in entry ? (
          <DetailRow key={entry.label} label={entry.label} mono>
            {entry.text}
          </DetailRow>
        ) : (
          <div key={entry.label} className="py-2 text-sm">
            <dt className="text-slate-500">{entry.label}</dt>
            <dd className="mt-1">
              <details>
                <summary className="cursor-pointer text-xs font-medium text-brand-700">Show the record</summary>
                <pre className="mt-2 overflow-x-auto rounded-lg bg-white p-3 font-mono text-xs text-slate-800">
                  {entry.json}
                </pre>
              </details>
            </dd>
          </div>
        ),
      )}
    </DetailList>
  );
}
