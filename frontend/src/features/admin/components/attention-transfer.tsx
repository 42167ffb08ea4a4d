import { CountryName } from '@/components/country-flag';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format-money';
import type { AttentionTransfer } from '../api/admin-attention';
import { deliveryText, methodText, shortId } from './admin-format';
import { AdminTransactionStatusBadge } from './status-badges';

type AttentionTransferSummaryProps = {
  transfer: AttentionTransfer;
  onTimeline: (id: AttentionTransfer['id']) => void;
};

/** The transfer an item is about, in a table cell: who to whom, how much, how, where it stands. */
export function AttentionTransferSummary({ transfer, onTimeline }: AttentionTransferSummaryProps) {
  return (
    <div className="space-y-1">
      <p className="font-medium text-slate-900">
        {transfer.senderName} → {transfer.recipientName}
      </p>
      {transfer.senderEmail && <p className="text-xs text-slate-500">{transfer.senderEmail}</p>}
      <p className="whitespace-nowrap">
        {formatMoney(transfer.amount)} → {formatMoney(transfer.recipientAmount, transfer.currencyCode)}
      </p>
      <p className="text-xs text-slate-500">
        {formatMoney(transfer.totalAmount)} charged by {methodText(transfer.paymentMethod)} · paid out by{' '}
        {deliveryText(transfer.country, transfer.deliveryMethod)} in <CountryName country={transfer.country} />
      </p>
      <div className="flex flex-wrap items-center gap-2 pt-1">
        <AdminTransactionStatusBadge status={transfer.status} />
        <span title={String(transfer.id)} className="font-mono text-xs text-slate-500">
          {shortId(transfer.id)}
        </span>
        <Button variant="secondary" size="sm" onClick={() => onTimeline(transfer.id)}>
          Timeline
        </Button>
      </div>
    </div>
  );
}
