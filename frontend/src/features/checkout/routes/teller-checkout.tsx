import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useTellerAccounts } from '@/lib/data/teller-accounts';
import type { CheckoutSession } from '../api/checkout-session';
import { BankPaymentForm } from '../components/bank-payment-form';
import { CheckoutPage } from '../components/checkout-page';
import { TellerConnectPrompt } from '../components/teller-connect-prompt';
import { m } from '@/lib/i18n/messages';

/**
 * /teller-checkout?session_id=…[&access_token=…]: pay a pending transfer from a bank account
 * (spec section 2). Without a token the bank is connected first; the token then lives in the
 * URL so a reload keeps the connection.
 */
export default function TellerCheckoutRoute() {
  const [query, setQuery] = useSearchParams();
  const sessionId = query.get('session_id');
  const accessToken = query.get('access_token');
  const navigate = useNavigate();
  const { toast } = useToast();

  useEffect(() => {
    if (sessionId) return;
    toast({ title: m('checkout.bank.noSession'), description: m('checkout.bank.startAgain'), variant: 'destructive' });
    navigate(paths.home, { replace: true });
  }, [sessionId, toast, navigate]);

  if (!sessionId) return null;

  const setAccessToken = (token: string | null) =>
    setQuery(token ? { session_id: sessionId, access_token: token } : { session_id: sessionId }, { replace: true });

  return (
    <CheckoutPage sessionId={sessionId} title={m('checkout.bank.title')}>
      {(session) =>
        accessToken ? (
          <LinkedBankPayment
            key={accessToken}
            session={session}
            accessToken={accessToken}
            onConnected={setAccessToken}
            onConnectionLost={() => setAccessToken(null)}
          />
        ) : (
          <TellerConnectPrompt onConnected={setAccessToken} />
        )
      }
    </CheckoutPage>
  );
}

type LinkedBankPaymentProps = {
  session: CheckoutSession;
  accessToken: string;
  onConnected: (accessToken: string) => void;
  /** The token no longer works (expired, revoked): connect again. */
  onConnectionLost: () => void;
};

function LinkedBankPayment({ session, accessToken, onConnected, onConnectionLost }: LinkedBankPaymentProps) {
  const { data: accounts, error } = useTellerAccounts(accessToken);
  const { toast } = useToast();

  useEffect(() => {
    if (!error) return;
    toast({
      title: m('bankLink.failed'),
      description: errorMessage(error, m('bankLink.failedDescription')),
      variant: 'destructive',
    });
    onConnectionLost();
    // Once per failed token; onConnectionLost is a new function on every render.
  }, [error]);

  if (error || !accounts) return <Spinner label={m('checkout.bank.loadingAccounts')} className="py-12" />;
  if (accounts.length === 0) return <TellerConnectPrompt noAccounts onConnected={onConnected} />;
  return (
    <BankPaymentForm
      sessionId={session.sessionId}
      totalAmount={session.totalAmount}
      accessToken={accessToken}
      accounts={accounts}
    />
  );
}
