import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { useToast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { focusFirstError, type FieldErrors } from '@/lib/form';
import {
  DEFAULT_RECIPIENT_COUNTRY,
  errorsAfterChange,
  parseRecipientInput,
  RECIPIENT_FIELDS,
  serverRecipientErrors,
  withChange,
  type RecipientField,
  type RecipientFormValues,
} from '../api/recipient-input';
import { useAddRecipient } from '../api/recipient-writes';
import { RecipientFields } from './recipient-fields';
import { m, useT } from '@/lib/i18n/messages';

const EMPTY: RecipientFormValues = {
  firstName: '',
  lastName: '',
  phone: '',
  country: DEFAULT_RECIPIENT_COUNTRY,
  deliveryMethod: '',
  bankId: '',
  accountNumber: '',
  language: '',
};

export function AddRecipientForm() {
  const [values, setValues] = useState<RecipientFormValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<RecipientField>>({});
  const [busy, setBusy] = useState(false);
  const addRecipient = useAddRecipient();
  const { toast } = useToast();
  const navigate = useNavigate();
  const t = useT();

  function update(field: RecipientField, value: string) {
    setValues((current) => withChange(current, field, value));
    // A new country or method can make the phone valid again.
    setErrors((current) => errorsAfterChange(current, field));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const parsed = parseRecipientInput(values);
    if (parsed.errors) {
      setErrors(parsed.errors);
      focusFirstError(form, RECIPIENT_FIELDS, parsed.errors);
      return;
    }

    setBusy(true);
    try {
      await addRecipient(parsed.data);
      toast({ title: m('recipients.added') });
      navigate(paths.recipients);
    } catch (error) {
      const message = errorMessage(error, '');
      toast({
        title: m('recipients.addFailed'),
        description: message || undefined,
        variant: 'destructive',
      });
      const fromServer = serverRecipientErrors(error);
      setErrors(fromServer);
      focusFirstError(form, RECIPIENT_FIELDS, fromServer);
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <RecipientFields values={values} errors={errors} onChange={update} />
      <div className="flex flex-wrap justify-end gap-3">
        <ButtonLink to={paths.recipients} variant="secondary">
          {t('common.cancel')}
        </ButtonLink>
        <Button type="submit" busy={busy}>
          {t('recipients.add')}
        </Button>
      </div>
    </form>
  );
}
