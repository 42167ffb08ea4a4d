import { useState, type FormEvent } from 'react';
import { LinkedAccountOption } from '@/components/linked-account-option';
import { useToast } from '@/components/ui/toast/use-toast';
import { errorMessage } from '@/lib/api-error';
import type { TellerAccount } from '@/lib/data/teller-accounts';
import { payByBank } from '../api/pay-by-bank';
import { usePaymentAttempt } from '../hooks/use-payment-attempt';
import { PaymentActions, SavePaymentMethodCheckbox } from './checkout-layout';

type BankPaymentFormProps = {
  sessionId: string;
  totalAmount: number;
  accessToken: string;
  accounts: TellerAccount[];
};

/** Spec section 2, "Bank checkout": pick one linked account and pay from it (ACH). */
export function BankPaymentForm({ sessionId, totalAmount, accessToken, accounts }: BankPaymentFormProps) {
  const [accountId, setAccountId] = useState<string>();
  const [savePaymentMethod, setSavePaymentMethod] = useState(false);
  const { toast } = useToast();
  const { state, busy, start, fail, succeed } = usePaymentAttempt({ sessionId, provider: 'teller' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!accountId) {
      toast({
        title: 'Selection Required',
        description: 'Please select a bank account to continue.',
        variant: 'destructive',
      });
      return;
    }

    if (!start()) return;
    try {
      const result = await payByBank({ sessionId, accountId, accessToken, savePaymentMethod });
      if (!result.success) {
        fail(result.message || 'Payment processing failed');
        return;
      }
    } catch (error) {
      fail(errorMessage(error, 'Unable to process payment. Please try again.'));
      return;
    }

    succeed({ title: 'Payment Submitted', description: 'Your bank payment is being processed.' });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Bank account" className="space-y-5" data-state={state}>
      <fieldset className="space-y-3">
        <legend className="mb-3 text-lg font-semibold text-slate-900">Choose the account to pay from</legend>
        {accounts.map((account) => (
          <LinkedAccountOption
            key={account.id}
            account={account}
            checked={account.id === accountId}
            disabled={busy}
            onSelect={() => setAccountId(account.id)}
          />
        ))}
      </fieldset>

      <SavePaymentMethodCheckbox checked={savePaymentMethod} onChange={setSavePaymentMethod}>
        Save this account for future transfers
      </SavePaymentMethodCheckbox>

      <div className="space-y-1 rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
        <p>Bank transfers (ACH) cost a 5% service fee, with no card processing fee.</p>
        <p>The payment usually takes 1–3 business days to clear; we start the delivery as soon as it does.</p>
      </div>

      <PaymentActions busy={busy} totalAmount={totalAmount} />
    </form>
  );
}
