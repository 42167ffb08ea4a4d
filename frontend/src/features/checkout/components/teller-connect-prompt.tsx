import { Button } from '@/components/ui/button';
import { BanknoteIcon } from '@/components/ui/icons';
import { useBankLink } from '@/components/use-bank-link';
import { m, useT } from '@/lib/i18n/messages';

type TellerConnectPromptProps = {
  /** The linked bank has no account to pay from: say so above the prompt. */
  noAccounts?: boolean;
  onConnected: (accessToken: string) => void;
};

/** Spec section 2, "Bank checkout": link a bank account through Teller Connect. */
export function TellerConnectPrompt({ noAccounts = false, onConnected }: TellerConnectPromptProps) {
  const t = useT();
  const { link, busy } = useBankLink({ nextStep: m('checkout.bank.nextStep'), onConnected });

  return (
    <section aria-labelledby="connect-bank" className="space-y-5 text-center">
      <span
        aria-hidden="true"
        className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700"
      >
        <BanknoteIcon className="size-7" />
      </span>
      <h2 id="connect-bank" className="text-xl font-semibold text-slate-900">
        {t('checkout.bank.connectTitle')}
      </h2>
      {noAccounts && (
        <p className="text-sm font-medium text-slate-900">
          {t('checkout.bank.noAccounts')}
        </p>
      )}
      <p className="text-sm text-slate-600">
        {t('checkout.bank.connectText')}
      </p>
      <Button size="lg" onClick={link} busy={busy} data-testid="connect-bank-button">
        {t('checkout.bank.connect')}
      </Button>
    </section>
  );
}
