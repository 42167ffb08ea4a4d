import { Button } from '@/components/ui/button';
import { BanknoteIcon } from '@/components/ui/icons';
import { useBankLink } from '@/components/use-bank-link';

type TellerConnectPromptProps = {
  /** The linked bank has no account to pay from: say so above the prompt. */
  noAccounts?: boolean;
  onConnected: (accessToken: string) => void;
};

/** Spec section 2, "Bank checkout": link a bank account through Teller Connect. */
export function TellerConnectPrompt({ noAccounts = false, onConnected }: TellerConnectPromptProps) {
  const { link, busy } = useBankLink({ nextStep: 'Choose the account to pay from.', onConnected });

  return (
    <section aria-labelledby="connect-bank" className="space-y-5 text-center">
      <span
        aria-hidden="true"
        className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700"
      >
        <BanknoteIcon className="size-7" />
      </span>
      <h2 id="connect-bank" className="text-xl font-semibold text-slate-900">
        Connect your bank
      </h2>
      {noAccounts && (
        <p className="text-sm font-medium text-slate-900">
          We couldn't find an account to pay from at that bank. Please connect another account.
        </p>
      )}
      <p className="text-sm text-slate-600">
        Bank transfers (ACH) cost a 5% fee. Your account is linked securely through our bank-linking provider,
        Teller; we never see your bank sign-in details.
      </p>
      <Button size="lg" onClick={link} busy={busy} data-testid="connect-bank-button">
        Connect Bank Account
      </Button>
    </section>
  );
}
