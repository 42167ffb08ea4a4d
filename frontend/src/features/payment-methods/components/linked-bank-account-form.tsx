import { useEffect, useState, type FormEvent } from 'react';
import { LinkedAccountOption } from '@/components/linked-account-option';
import { Button } from '@/components/ui/button';
import { BanknoteIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast/use-toast';
import { useBankLink } from '@/components/use-bank-link';
import { errorMessage } from '@/lib/api-error';
import { useTellerAccounts, type TellerAccount } from '@/lib/data/teller-accounts';
import { useAddPaymentMethod } from '../api/payment-method-writes';
import { ADD_FAILED, AddFormActions, useAddOutcome } from './add-method-outcome';
import { m, useT } from '@/lib/i18n/messages';


/**
 * A bank account linked through the bank (Teller Connect): signing in to the bank proves the
 * sender owns it, so it is saved verified. Typing the numbers is the fallback, under the button.
 */
export function LinkedBankAccountForm({ onEnterNumbers }: { onEnterNumbers: () => void }) {
  const [accessToken, setAccessToken] = useState<string | null>(null);
  const { link, busy: connecting } = useBankLink({
    nextStep: m('paymentMethods.link.nextStep'),
    onConnected: setAccessToken,
  });
  const { data: accounts, error } = useTellerAccounts(accessToken);
  const { toast } = useToast();
  const t = useT();

  useEffect(() => {
    if (!error) return;
    toast({
      title: m('bankLink.failed'),
      description: errorMessage(error, m('bankLink.failedDescription')),
      variant: 'destructive',
    });
    setAccessToken(null);
    // Once per failed token.
  }, [error]);

  if (accessToken && !error && !accounts) return <Spinner label={t('checkout.bank.loadingAccounts')} className="py-12" />;
  if (accessToken && accounts && accounts.length > 0) {
    return <ChooseLinkedAccount key={accessToken} accessToken={accessToken} accounts={accounts} />;
  }

  return (
    <section aria-labelledby="link-bank-heading" className="space-y-4 rounded-xl border border-slate-200 p-5">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-brand-100 text-brand-700"
        >
          <BanknoteIcon />
        </span>
        <h2 id="link-bank-heading" className="text-base font-semibold text-slate-900">
          {t('paymentMethods.link.title')}
        </h2>
      </div>
      {accounts?.length === 0 && (
        <p className="text-sm font-medium text-slate-900">
          {t('paymentMethods.link.noAccounts')}
        </p>
      )}
      <p className="text-sm text-slate-600">
        {t('paymentMethods.link.text')}
      </p>
      <Button size="lg" className="w-full" onClick={link} busy={connecting}>
        {t('paymentMethods.link.button')}
      </Button>
      <div className="text-center">
        <button
          type="button"
          onClick={onEnterNumbers}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('paymentMethods.link.numbersInstead')}
        </button>
        <p className="mt-1 text-xs text-slate-500">{t('paymentMethods.link.numbersNote')}</p>
      </div>
    </section>
  );
}

type ChooseLinkedAccountProps = { accessToken: string; accounts: TellerAccount[] };

/** The linked bank's accounts: the sender picks the one to save (the only one is picked already). */
function ChooseLinkedAccount({ accessToken, accounts }: ChooseLinkedAccountProps) {
  const [accountId, setAccountId] = useState(accounts.length === 1 ? accounts[0]?.id : undefined);
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const addPaymentMethod = useAddPaymentMethod();
  const outcome = useAddOutcome();
  const t = useT();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!accountId) {
      setFormError(t('paymentMethods.link.selectAccount'));
      return;
    }
    setBusy(true);
    try {
      outcome.added(await addPaymentMethod({ type: 'linked_bank_account', accessToken, accountId }));
    } catch (error) {
      outcome.failed(errorMessage(error, ADD_FAILED));
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('paymentMethods.link.formLabel')} className="space-y-6">
      <fieldset className="space-y-3">
        <legend className="mb-3 text-base font-semibold text-slate-900">{t('paymentMethods.link.choose')}</legend>
        {accounts.map((account) => (
          <LinkedAccountOption
            key={account.id}
            account={account}
            checked={account.id === accountId}
            disabled={busy}
            onSelect={() => {
              setAccountId(account.id);
              setFormError(undefined);
            }}
          />
        ))}
      </fieldset>
      {formError && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {formError}
        </p>
      )}
      <AddFormActions busy={busy} />
    </form>
  );
}
