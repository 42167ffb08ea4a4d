import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { formatMoney } from '@/lib/format-money';
import type { MoneyAlert } from '../api/admin-timeline';
import { formatDateTime } from './admin-format';
import { DetailList, DetailRow } from './admin-table';
import { AlertEvidence } from './alert-evidence';

/** Money that went where it should not have (paid twice, paid after a refund...): what, how much, since when, and the evidence. */
export function MoneyAlerts({ alerts }: { alerts: readonly MoneyAlert[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        Alerts
      </h4>
      <ul className="space-y-3">
        {alerts.map((alert) => (
          <MoneyAlertItem key={alert.id} alert={alert} />
        ))}
      </ul>
    </section>
  );
}

function MoneyAlertItem({ alert }: { alert: MoneyAlert }) {
  const resolved = Boolean(alert.resolvedAt);
  return (
    <li
      data-kind={alert.kind}
      className={resolved ? 'rounded-xl bg-slate-50 px-4 py-3' : 'rounded-xl border border-red-200 bg-red-50 px-4 py-3'}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h5 className="text-sm font-semibold text-slate-900">{alert.title}</h5>
        <Badge tone={resolved ? 'neutral' : 'danger'}>{resolved ? 'Resolved' : 'Open'}</Badge>
      </div>
      <DetailList className="mt-1">
        <DetailRow label="Amount">{formatMoney(alert.amount, alert.currency.toUpperCase())}</DetailRow>
        <DetailRow label="Raised">
          <time dateTime={alert.raisedAt}>{formatDateTime(alert.raisedAt)}</time>
        </DetailRow>
        <DetailRow label="Resolved">
          {alert.resolvedAt ? <time dateTime={alert.resolvedAt}>{formatDateTime(alert.resolvedAt)}</time> : 'Not yet'}
        </DetailRow>
        {alert.resolutionNote && <DetailRow label="Resolution">{alert.resolutionNote}</DetailRow>}
      </DetailList>
      <p className="mt-3 text-xs font-semibold uppercase tracking-wide text-slate-500">Evidence</p>
      <AlertEvidence evidence={alert.evidence} />
    </li>
  );
}
