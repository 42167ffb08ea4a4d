import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast/use-toast';
import type { Recipient } from '@/lib/data/recipients';
import { useDeleteRecipient } from '../api/recipient-writes';

type DeleteRecipientDialogProps = {
  /** The recipient to delete once confirmed; null when the dialog is closed. */
  recipient: Recipient | null;
  onClose: () => void;
};

/** "Delete recipient?": nothing is deleted until the sender confirms (spec section 5). */
export function DeleteRecipientDialog({ recipient, onClose }: DeleteRecipientDialogProps) {
  const [busy, setBusy] = useState(false);
  const deleteRecipient = useDeleteRecipient();
  const { toast } = useToast();

  async function onConfirm() {
    if (!recipient || busy) return;
    setBusy(true);
    try {
      await deleteRecipient(recipient.id);
      toast({ title: 'Recipient deleted successfully' });
    } catch {
      toast({ title: 'Failed to delete recipient', variant: 'destructive' });
    } finally {
      setBusy(false);
      onClose();
    }
  }

  return (
    <ConfirmDialog
      open={recipient !== null}
      title="Delete recipient?"
      description={
        recipient && (
          <>
            {recipient.firstName} {recipient.lastName} will be removed from your recipients. Past transfers
            are not affected.
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
