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

const SELECT_ACCOUNT = 'Please select a bank account';

/**
 * A bank account linked through the bank (Teller Connect): signing in to the bank proves the
 * sender owns it, so it is saved verified. Typing the numbers is the fallback, under the button.
 */
export function LinkedBankAccountForm({ onEnterNumbers }: { onEnterNumbers: () => void }) {
  const [accessToken, setAccessToken] = useState<string | null>(null);
  const { link, busy: connecting } = useBankLink({
    nextStep: 'Choose the account to save.',
    onConnected: setAccessToken,
  });
  const { data: accounts, error } = useTellerAccounts(accessToken);
  const { toast } = useToast();

  useEffect(() => {
    if (!error) return;
    toast({
      title: 'Connection Failed',
      description: errorMessage(error, 'Failed to connect your bank account. Please try again.'),
      variant: 'destructive',
    });
    setAccessToken(null);
    // Once per failed token.
  }, [error]);

  if (accessToken && !error && !accounts) return <Spinner label="Loading your bank accounts" className="py-12" />;
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
          Link your bank
        </h2>
      </div>
      {accounts?.length === 0 && (
        <p className="text-sm font-medium text-slate-900">
          We couldn't find an account to pay from at that bank. Please link another account.
        </p>
      )}
      <p className="text-sm text-slate-600">
        Sign in to your bank through our bank-linking provider, Teller, and choose the account. It is verified at once
        and ready to pay with; we never see your bank sign-in details.
      </p>
      <Button size="lg" className="w-full" onClick={link} busy={connecting}>
        Link your bank account
      </Button>
      <div className="text-center">
        <button
          type="button"
          onClick={onEnterNumbers}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          Enter account numbers instead
        </button>
        <p className="mt-1 text-xs text-slate-500">Takes 1–2 business days to verify with a small deposit.</p>
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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!accountId) {
      setFormError(SELECT_ACCOUNT);
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
    <form noValidate onSubmit={onSubmit} aria-label="Linked bank account" className="space-y-6">
      <fieldset className="space-y-3">
        <legend className="mb-3 text-base font-semibold text-slate-900">Choose the account to save</legend>
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
