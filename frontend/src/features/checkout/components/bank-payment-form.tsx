import { useState, type FormEvent } from 'react';
import { LinkedAccountOption } from '@/components/linked-account-option';
import { useToast } from '@/components/ui/toast/use-toast';
import { errorMessage } from '@/lib/api-error';
import type { TellerAccount } from '@/lib/data/teller-accounts';
import { payByBank } from '../api/pay-by-bank';
import { usePaymentAttempt } from '../hooks/use-payment-attempt';
import { PaymentActions, SavePaymentMethodCheckbox } from './checkout-layout';
import { m, useT } from '@/lib/i18n/messages';

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
  const t = useT();
  const { state, busy, start, fail, succeed } = usePaymentAttempt({ sessionId, provider: 'teller' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!accountId) {
      toast({
        title: m('checkout.bank.selectionRequired'),
        description: m('checkout.bank.selectAccount'),
        variant: 'destructive',
      });
      return;
    }

    if (!start()) return;
    try {
      const result = await payByBank({ sessionId, accountId, accessToken, savePaymentMethod });
      if (!result.success) {
        fail(result.message || t('checkout.bank.processingFailed'));
        return;
      }
    } catch (error) {
      fail(errorMessage(error, t('checkout.bank.unable')));
      return;
    }

    succeed({ title: t('checkout.bank.submitted'), description: t('checkout.bank.submittedDescription') });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('checkout.bank.formLabel')} className="space-y-5" data-state={state}>
      <fieldset className="space-y-3">
        <legend className="mb-3 text-lg font-semibold text-slate-900">{t('checkout.bank.chooseAccount')}</legend>
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
        {t('checkout.bank.saveAccount')}
      </SavePaymentMethodCheckbox>

      <div className="space-y-1 rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
        <p>{t('checkout.bank.feeNote')}</p>
        <p>{t('checkout.bank.clearingNote')}</p>
      </div>

      <PaymentActions busy={busy} totalAmount={totalAmount} />
    </form>
  );
}
