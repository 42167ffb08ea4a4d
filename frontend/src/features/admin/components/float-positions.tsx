import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import type { PartnerFloatPosition } from '../api/admin-float';
import { formatAmount, railName } from '../api/top-up-form';
import { formatDateTime, formatTimeAgo } from './admin-format';
import { DetailList, DetailRow } from './admin-table';

const PAUSE_WORDS = {
  float_short: 'the float cannot cover the next payout',
  partner_refused: 'the partner refused a payout for want of balance',
} as const;

/** One card per partner float: the books, what the partner says, how long it lasts, and whether dispatch runs. */
export function FloatPositions({ floats }: { floats: readonly PartnerFloatPosition[] }) {
  return (
    <ul className="grid gap-4 lg:grid-cols-2" aria-label="Partner floats">
      {floats.map((float) => (
        <li key={`${float.rail}-${float.currency}`}>
          <FloatCard float={float} />
        </li>
      ))}
    </ul>
  );
}

function FloatCard({ float }: { float: PartnerFloatPosition }) {
  const { currency, paused, partnerReported } = float;
  const title = `${railName(float.rail)} · ${currency}`;
  const amount = (value: string) => `${formatAmount(value, currency)} ${currency}`;
  return (
    <Card className="h-full p-4 sm:p-5" role="region" aria-label={title} data-testid={`float-${float.rail}-${currency}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">{title}</h3>
        {paused ? (
          <Badge tone="danger">Paused</Badge>
        ) : (
          <Badge tone="success">Running</Badge>
        )}
      </div>
      {paused && (
        <p className="mt-2 text-sm text-red-700">
          Paused {formatTimeAgo(paused.since)}: {PAUSE_WORDS[paused.reason]}. {waitingWords(float.waitingPayouts)} A confirmed top-up resumes it.
        </p>
      )}
      {!paused && float.waitingPayouts > 0 && <p className="mt-2 text-sm text-slate-600">{waitingWords(float.waitingPayouts)}</p>}
      <DetailList className="mt-3">
        <DetailRow label="Ledger balance">{amount(float.ledgerBalance)}</DetailRow>
        <DetailRow label="Pending payouts">{amount(float.pendingPayouts)}</DetailRow>
        <DetailRow label="Available">
          <strong>{amount(float.available)}</strong>
        </DetailRow>
        {float.pendingTopUps !== '0.00' && <DetailRow label="Top-ups not shown by the partner yet">{amount(float.pendingTopUps)}</DetailRow>}
        <DetailRow label="Partner reports">
          {partnerReported ? (
            <>
              {amount(partnerReported.available)}
              <span className="block text-xs font-normal text-slate-500">as of {formatDateTime(partnerReported.asOf)}</span>
            </>
          ) : (
            <span className="font-normal text-slate-500">Not reported yet</span>
          )}
        </DetailRow>
        <DetailRow label="Days left">
          {float.daysLeft === null ? (
            <span className="font-normal text-slate-500">No payouts in the last 7 days</span>
          ) : (
            `${float.daysLeft.toFixed(1)} (at ${amount(float.averageDailyPayouts)} a day)`
          )}
        </DetailRow>
        <DetailRow label="Cost rate">
          {float.costRate === null ? <span className="font-normal text-slate-500">No top-up confirmed yet</span> : `1 USD = ${float.costRate} ${currency}`}
        </DetailRow>
      </DetailList>
    </Card>
  );
}

function waitingWords(count: number): string {
  if (count === 0) return 'No payout is waiting.';
  return count === 1 ? '1 payout is waiting.' : `${count} payouts are waiting.`;
}
