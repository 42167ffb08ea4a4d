import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast/use-toast';
import type { Recipient } from '@/lib/data/recipients';
import { useDeleteRecipient } from '../api/recipient-writes';
import { m, useT } from '@/lib/i18n/messages';

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
  const t = useT();

  async function onConfirm() {
    if (!recipient || busy) return;
    setBusy(true);
    try {
      await deleteRecipient(recipient.id);
      toast({ title: m('recipients.deleted') });
    } catch {
      toast({ title: m('recipients.deleteFailed'), variant: 'destructive' });
    } finally {
      setBusy(false);
      onClose();
    }
  }

  return (
    <ConfirmDialog
      open={recipient !== null}
      title={t('recipients.delete.title')}
      description={
        recipient && t('recipients.delete.description', { name: `${recipient.firstName} ${recipient.lastName}` })
      }
      confirmLabel={t('recipients.card.delete')}
      cancelLabel={t('common.cancel')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
