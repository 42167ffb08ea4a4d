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
import { activeLocale } from '@/lib/i18n/active-language';
import { T, useT } from '@/lib/i18n/messages';

const until = (iso: string) => new Date(iso).toLocaleTimeString(activeLocale(), { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/**
 * "Cancel transfer" while the sender may still cancel (within 30 minutes of payment, before the
 * payout went: `cancellableUntil`), after a confirmation. The server decides; its refusal (the
 * window passed meanwhile, the money went) is shown as it says it.
 */
export function CancelTransfer({ transaction, onCancelled }: { transaction: TransactionDetails; onCancelled: () => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const t = useT();
  if (!transaction.cancellableUntil) {
    if (refusal) return <p role="alert" className="text-sm text-red-700">{refusal}</p>;
    // The receipt promises a right to cancel: where it no longer holds, the page says why.
    if (!transaction.notCancellableReason) return null;
    return (
      <p className="w-full text-sm text-slate-600" data-testid="not-cancellable">
        <T
          id="transactions.notCancellable"
          values={{
            b: (chunks) => <strong className="text-slate-800">{chunks}</strong>,
            reason: transaction.notCancellableReason,
            link: (chunks) => (
              <Link className="font-medium text-brand-700 underline" to={paths.support}>
                {chunks}
              </Link>
            ),
          }}
        />
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
      setRefusal(errorMessage(error, t('transactions.cancelFailed')));
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
          {t('transactions.cancel')}
        </Button>
        <p className="text-xs text-slate-500" data-testid="cancellable-until">
          {t('transactions.cancellableUntil', { time: until(transaction.cancellableUntil) })}
        </p>
        {refusal && (
          <p role="alert" className="text-sm text-red-700">
            {refusal}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={asking}
        title={t('transactions.cancelTitle')}
        description={t('transactions.cancelDescription', { name: transaction.recipientInfo.firstName, amount: formatMoney(transaction.totalAmount) })}
        confirmLabel={t('transactions.cancel')}
        cancelLabel={t('transactions.keep')}
        busy={busy}
        onConfirm={() => void cancel()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
