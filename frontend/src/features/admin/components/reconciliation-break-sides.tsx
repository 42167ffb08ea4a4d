import { Badge } from '@/components/ui/badge';
import { formatMoney } from '@/lib/format-money';
import { breakKindText, type BreakLine, type ReconciliationBreak } from '../api/reconciliation';
import { formatDateTime } from './admin-format';

const PROVIDERS: Record<string, string> = { stripe: 'Stripe', daraja: 'M-Pesa (Daraja)', mtn_momo: 'MTN MoMo', thunes: 'Thunes' };

function Side({ title, lines, currency, empty }: { title: string; lines: BreakLine[]; currency: string; empty: string }) {
  return (
    <div className="min-w-0 flex-1">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</p>
      {lines.length === 0 ? (
        <p className="text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="space-y-1">
          {lines.map((line) => (
            <li key={line.id} className="text-sm">
              <span className="font-medium text-slate-900">{formatMoney(line.amount, currency)}</span> {line.what}
              <span className="block break-all font-mono text-xs text-slate-500" title={formatDateTime(line.at)}>
                {line.id}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Both sides of a reconciliation break, its difference and age: what the provider's records say beside what the books hold. */
export function ReconciliationBreakSides({ brk }: { brk: ReconciliationBreak }) {
  const provider = PROVIDERS[brk.provider] ?? brk.provider;
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-3" data-break-id={brk.id}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="info">{breakKindText(brk.kind)}</Badge>
        {brk.late && (
          <Badge tone="danger" data-late="true">
            Late
          </Badge>
        )}
        {brk.status === 'escalated' && <Badge tone="warning">Escalated</Badge>}
        <span className="text-sm text-slate-700">
          Difference <strong>{formatMoney(brk.difference, brk.currency)}</strong>, open {brk.ageHours} h
        </span>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Side title={`${provider} says`} lines={brk.providerRecords} currency={brk.currency} empty="No record." />
        <Side title="Our books" lines={brk.ourEntries} currency={brk.currency} empty="No entry." />
      </div>
      {brk.note && <p className="text-sm text-slate-600">Note: {brk.note}</p>}
    </div>
  );
}
