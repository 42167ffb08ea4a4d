import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast/use-toast';
import { errorMessage } from '@/lib/api-error';
import type { PaymentMethod } from '@/lib/data/payment-methods';
import { useDeletePaymentMethod } from '../api/payment-method-writes';

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

  async function onConfirm() {
    if (!method || busy) return;
    setBusy(true);
    try {
      await deletePaymentMethod(method.id);
      toast({ title: 'Payment method deleted successfully' });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to delete payment method'),
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
      title="Delete payment method?"
      description={
        method && (
          <>
            {method.name}
            {method.lastFour ? ` ending in ${method.lastFour}` : ''} will be removed from your payment methods.
            Past transfers are not affected.
          </>
        )
      }
      confirmLabel="Delete"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
