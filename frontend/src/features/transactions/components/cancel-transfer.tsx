import { useState } from 'react';
import { z } from 'zod';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ConfirmDialog } from '@/components/ui/dialog';
import { apiSend } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { formatMoney } from '@/lib/format-money';
import type { TransactionDetails } from '@/lib/data/transactions';

const until = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/**
 * "Cancel transfer" while the sender may still cancel (within 30 minutes of payment, before the
 * payout went: `cancellableUntil`), after a confirmation. The server decides; its refusal (the
 * window passed meanwhile, the money went) is shown as it says it.
 */
export function CancelTransfer({ transaction, onCancelled }: { transaction: TransactionDetails; onCancelled: () => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!transaction.cancellableUntil) {
    if (refusal) return <p role="alert" className="text-sm text-red-700">{refusal}</p>;
    // The receipt promises a right to cancel: where it no longer holds, the page says why.
    if (!transaction.notCancellableReason) return null;
    return (
      <p className="w-full text-sm text-slate-600" data-testid="not-cancellable">
        <strong className="text-slate-800">Cancel:</strong> {transaction.notCancellableReason}{' '}
        <Link className="font-medium text-brand-700 underline" to={paths.support}>
          Contact us
        </Link>{' '}
        if something is wrong.
      </p>
    );
  }

  async function cancel() {
    if (busy) return;
    setBusy(true);
    try {
      await apiSend('POST', `/api/transactions/${encodeURIComponent(String(transaction.id))}/cancel`, {}, z.unknown());
      setRefusal(null);
    } catch (error) {
      setRefusal(errorMessage(error, 'We could not cancel this transfer. Please try again.'));
    } finally {
      setBusy(false);
      setAsking(false);
      onCancelled();
    }
  }

  return (
    <>
      <div className="flex flex-col items-end gap-1">
        <Button variant="destructive" onClick={() => setAsking(true)}>
          Cancel transfer
        </Button>
        <p className="text-xs text-slate-500" data-testid="cancellable-until">
          You can cancel until {until(transaction.cancellableUntil)}
        </p>
        {refusal && (
          <p role="alert" className="text-sm text-red-700">
            {refusal}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title="Cancel this transfer?"
        description={`Nothing will be sent to ${transaction.recipientInfo.firstName}, and your whole payment of ${formatMoney(transaction.totalAmount)}, fees included, will be refunded to you.`}
        confirmLabel="Cancel transfer"
        cancelLabel="Keep transfer"
        busy={busy}
        onConfirm={() => void cancel()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
