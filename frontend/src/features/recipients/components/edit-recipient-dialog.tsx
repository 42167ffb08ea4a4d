import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast/use-toast';
import { errorMessage } from '@/lib/api-error';
import type { Recipient } from '@/lib/data/recipients';
import { focusFirstError, type FieldErrors } from '@/lib/form';
import { effectiveDeliveryMethod } from '@/config/delivery-methods';
import {
  errorsAfterChange,
  RECIPIENT_FIELDS,
  serverRecipientErrors,
  withChange,
  type RecipientField,
  type RecipientFormValues,
} from '../api/recipient-input';
import { useUpdateRecipient } from '../api/recipient-writes';
import { RecipientFields } from './recipient-fields';
import { m, useT } from '@/lib/i18n/messages';

type EditRecipientDialogProps = {
  /** The recipient being edited; null when the dialog is closed. */
  recipient: Recipient | null;
  onClose: () => void;
};

/** "Edit Recipient": the server checks what is sent (spec: the edit form has no messages of its own). */
export function EditRecipientDialog({ recipient, onClose }: EditRecipientDialogProps) {
  const [busy, setBusy] = useState(false);
  const t = useT();
  return (
    <Dialog
      open={recipient !== null}
      title={t('recipients.edit.title')}
      onClose={() => {
        if (!busy) onClose();
      }}
    >
      {recipient && (
        <EditRecipientForm key={recipient.id} recipient={recipient} busy={busy} setBusy={setBusy} onDone={onClose} />
      )}
    </Dialog>
  );
}

type EditRecipientFormProps = {
  recipient: Recipient;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onDone: () => void;
};

function EditRecipientForm({ recipient, busy, setBusy, onDone }: EditRecipientFormProps) {
  const [values, setValues] = useState<RecipientFormValues>({
    firstName: recipient.firstName,
    lastName: recipient.lastName,
    phone: recipient.phone,
    country: recipient.country,
    deliveryMethod: effectiveDeliveryMethod(recipient.country, recipient.deliveryMethod) ?? '',
    bankId: recipient.bankId ?? '',
    accountNumber: recipient.accountNumber ?? '',
    language: recipient.language ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<RecipientField>>({});
  const [formError, setFormError] = useState<string>();
  const updateRecipient = useUpdateRecipient();
  const { toast } = useToast();
  const t = useT();

  function update(field: RecipientField, value: string) {
    setValues((current) => withChange(current, field, value));
    setErrors((current) => errorsAfterChange(current, field));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setBusy(true);
    setFormError(undefined);
    try {
      await updateRecipient(recipient.id, values);
      toast({ title: m('recipients.updated') });
      setBusy(false);
      onDone();
    } catch (error) {
      const message = errorMessage(error, '');
      toast({ title: m('recipients.updateFailed'), description: message || undefined, variant: 'destructive' });
      const fromServer = serverRecipientErrors(error);
      setErrors(fromServer);
      // A message that names no field of this form shows above the buttons.
      if (message && Object.keys(fromServer).length === 0) setFormError(message);
      focusFirstError(form, RECIPIENT_FIELDS, fromServer);
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <RecipientFields values={values} errors={errors} onChange={update} bankName={recipient.bankName} />
      {formError && <p className="rounded-lg bg-red-50 p-3 text-sm text-red-700">{formError}</p>}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" disabled={busy} onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
