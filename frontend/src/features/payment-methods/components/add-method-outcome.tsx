import { useNavigate } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button-link';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import type { PaymentMethod } from '@/lib/data/payment-methods';
import { microdepositInstructions } from '../api/payment-method-input';

export const ADD_FAILED = 'Failed to add payment method';

/** Spec section 8: a message mentioning "already saved" is a duplicate. */
function failureTitle(message: string): string {
  return message.includes('already saved') ? 'Duplicate Payment Method' : 'Error';
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
        toast({ title: 'Bank account added', description: microdepositInstructions(method.microdepositType) });
      } else {
        toast({ title: 'Payment method added successfully' });
      }
      navigate(paths.paymentMethods);
    },
  };
}

/** Cancel (back to the list) and the submit button, at the foot of each add form. */
export function AddFormActions({ busy, submitDisabled = false }: { busy: boolean; submitDisabled?: boolean }) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <ButtonLink to={paths.paymentMethods} variant="secondary">
        Cancel
      </ButtonLink>
      <Button type="submit" busy={busy} disabled={submitDisabled}>
        Add Payment Method
      </Button>
    </div>
  );
}
