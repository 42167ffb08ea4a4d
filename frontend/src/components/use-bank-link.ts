import { useEffect, useEffectEvent } from 'react';
import { useToast } from '@/components/ui/toast/use-toast';
import { useProviderConfig } from '@/lib/data/provider-config';
import { readTellerCallbackMessage } from '@/lib/teller-callback-message';
import { useTellerConnect } from '@/lib/teller-connect';
import { m } from '@/lib/i18n/messages';

type BankLinkOptions = {
  /** What the sender does next, under "Bank Account Connected". */
  nextStep: string;
  onConnected: (accessToken: string) => void;
};

/**
 * Links a bank account through Teller Connect (the bank checkout and the payment-methods page
 * alike). Connect is set up as soon as the caller mounts, so `link()` opens its popup
 * synchronously from a click; failures are toasted here, success is handed to `onConnected`.
 */
export function useBankLink({ nextStep, onConnected }: BankLinkOptions) {
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
    toast({ title: m('bankLink.connected'), description: nextStep });
    onConnected(accessToken);
  }

  function linkFailed() {
    toast({
      title: m('bankLink.failed'),
      description: m('bankLink.failedDescription'),
      variant: 'destructive',
    });
  }

  function toastConnectionError() {
    toast({
      title: m('bankLink.error'),
      description: m('bankLink.errorDescription'),
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

  function link() {
    if (configError) {
      void reloadConfig();
    } else if (connect.status === 'failed') {
      connect.retry();
    } else {
      connect.open();
    }
  }

  return { link, busy: !configError && connect.status === 'loading' };
}
