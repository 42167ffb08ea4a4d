import { useNavigate } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button-link';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import type { PaymentMethod } from '@/lib/data/payment-methods';
import { microdepositInstructions } from '../api/payment-method-input';
import { m, useT, type MessageId } from '@/lib/i18n/messages';

/** A message id: the toast shows it in the language showing. */
export const ADD_FAILED = m('paymentMethods.addFailed');

/** Spec section 8: a message mentioning "already saved" is a duplicate (the server's messages are English). */
function failureTitle(message: string): MessageId {
  return message.includes('already saved') ? m('paymentMethods.duplicate') : m('paymentMethods.error');
}

/**
 * How saving a method ends: a failure toast (the sender stays on the form), or back to the
 * list with a toast that says what happens next. A bank account typed by its numbers is
 * pending until the sender confirms the micro-deposits, and is told how.
 */
export function useAddOutcome() {
  const { toast } = useToast();
  const navigate = useNavigate();
  return {
    failed(message: string) {
      toast({ title: failureTitle(message), description: message, variant: 'destructive' });
    },
    added(method: PaymentMethod) {
      if (method.verification === 'pending') {
        toast({ title: m('paymentMethods.bankAdded'), description: microdepositInstructions(method.microdepositType) });
      } else {
        toast({ title: m('paymentMethods.added') });
      }
      navigate(paths.paymentMethods);
    },
  };
}

/** Cancel (back to the list) and the submit button, at the foot of each add form. */
export function AddFormActions({ busy, submitDisabled = false }: { busy: boolean; submitDisabled?: boolean }) {
  const t = useT();
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <ButtonLink to={paths.paymentMethods} variant="secondary">
        {t('common.cancel')}
      </ButtonLink>
      <Button type="submit" busy={busy} disabled={submitDisabled}>
        {t('paymentMethods.add.title')}
      </Button>
    </div>
  );
}
