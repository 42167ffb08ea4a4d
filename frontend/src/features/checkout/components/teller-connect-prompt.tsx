import { useEffect, useEffectEvent } from 'react';
import { Button } from '@/components/ui/button';
import { BanknoteIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast/use-toast';
import { useProviderConfig } from '@/lib/data/provider-config';
import { useTellerConnect } from '@/lib/teller-connect';
import { readTellerCallbackMessage } from '../api/teller-callback-message';

type TellerConnectPromptProps = {
  /** The linked bank has no account to pay from: say so above the prompt. */
  noAccounts?: boolean;
  onConnected: (accessToken: string) => void;
};

/**
 * Spec section 2, "Bank checkout": link a bank account through Teller Connect. Connect is set
 * up as soon as the prompt shows, so the click opens its popup synchronously.
 */
export function TellerConnectPrompt({ noAccounts = false, onConnected }: TellerConnectPromptProps) {
  const { toast } = useToast();
  const { data: provider, error: configError, mutate: reloadConfig } = useProviderConfig();
  const connect = useTellerConnect(
    provider && {
      scriptUrl: provider.tellerConnectScriptUrl,
      applicationId: provider.tellerApplicationId,
      environment: provider.tellerEnvironment,
    },
    {
      onSuccess: (enrollment) => linked(enrollment.accessToken),
      onFailure: () => linkFailed(),
      onInitError: () => toastConnectionError(),
    },
  );

  // Connect's own callbacks and a popup reporting through /teller-callback end the same way.
  function linked(accessToken: string) {
    toast({ title: 'Bank Account Connected', description: 'Choose the account to pay from.' });
    onConnected(accessToken);
  }

  function linkFailed() {
    toast({
      title: 'Connection Failed',
      description: 'Failed to connect your bank account. Please try again.',
      variant: 'destructive',
    });
  }

  function toastConnectionError() {
    toast({
      title: 'Connection Error',
      description: "We couldn't start the bank connection. Please try again.",
      variant: 'destructive',
    });
  }

  useEffect(() => {
    if (configError) toastConnectionError();
    // Once per failed config load, not on every render.
  }, [configError]);

  // A bank-linking popup that came back through /teller-callback reports here (same origin only).
  const onCallbackMessage = useEffectEvent((event: MessageEvent) => {
    const result = readTellerCallbackMessage(event);
    if (!result) return;
    if ('accessToken' in result) linked(result.accessToken);
    else linkFailed();
  });
  useEffect(() => {
    const listener = (event: MessageEvent) => onCallbackMessage(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  function onClick() {
    if (configError) {
      void reloadConfig();
    } else if (connect.status === 'failed') {
      connect.retry();
    } else {
      connect.open();
    }
  }

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
      <Button
        size="lg"
        onClick={onClick}
        busy={!configError && connect.status === 'loading'}
        data-testid="connect-bank-button"
      >
        Connect Bank Account
      </Button>
    </section>
  );
}
