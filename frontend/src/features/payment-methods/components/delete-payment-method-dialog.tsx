import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast/use-toast';
import { errorMessage } from '@/lib/api-error';
import type { PaymentMethod } from '@/lib/data/payment-methods';
import { useDeletePaymentMethod } from '../api/payment-method-writes';
import { useT } from '@/lib/i18n/messages';

type DeletePaymentMethodDialogProps = {
  /** The method to delete once confirmed; null when the dialog is closed. */
  method: PaymentMethod | null;
  onClose: () => void;
};

/** "Delete payment method?": nothing is deleted until the sender confirms (spec section 5). */
export function DeletePaymentMethodDialog({ method, onClose }: DeletePaymentMethodDialogProps) {
  const [busy, setBusy] = useState(false);
  const deletePaymentMethod = useDeletePaymentMethod();
  const { toast } = useToast();
  const t = useT();

  async function onConfirm() {
    if (!method || busy) return;
    setBusy(true);
    try {
      await deletePaymentMethod(method.id);
      toast({ title: t('paymentMethods.deleted') });
    } catch (error) {
      toast({
        title: t('paymentMethods.error'),
        description: errorMessage(error, t('paymentMethods.deleteFailed')),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
      onClose();
    }
  }

  return (
    <ConfirmDialog
      open={method !== null}
      title={t('paymentMethods.delete.title')}
      description={
        method &&
        (method.lastFour
          ? t('paymentMethods.delete.descriptionEnding', { name: method.name, lastFour: method.lastFour })
          : t('paymentMethods.delete.description', { name: method.name }))
      }
      confirmLabel={t('recipients.card.delete')}
      cancelLabel={t('common.cancel')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
