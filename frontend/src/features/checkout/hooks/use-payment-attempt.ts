import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useToast } from '@/components/ui/toast/use-toast';
import type { ToastInput } from '@/components/ui/toast/toast-context';
import { paths } from '@/config/paths';
import { useRevalidateTransactions } from '@/lib/data/transactions';
import { m } from '@/lib/i18n/messages';
import { checkoutSessionKey } from '../api/checkout-session';

/** Where a payment form stands: `success` stays busy while the page moves on to /success. */
export type PaymentState = 'idle' | 'processing' | 'success' | 'error';

/**
 * One payment attempt on a checkout form, card or bank: at most one request at a time, a
 * "Payment Failed" toast that leaves the form usable, and on success the transaction lists
 * refreshed and /success?session_id=…&provider=… (the provider tells the result page how it was paid).
 */
export function usePaymentAttempt({ sessionId, provider }: { sessionId: string; provider: 'card' | 'teller' }) {
  const [state, setState] = useState<PaymentState>('idle');
  // A second click can land before the re-render disables the button.
  const inFlight = useRef(false);
  const { toast } = useToast();
  const navigate = useNavigate();
  const revalidateTransactions = useRevalidateTransactions();
  const { mutate } = useSWRConfig();

  return {
    state,
    busy: state === 'processing' || state === 'success',
    /** False while an attempt is already under way: do not send another request. */
    start(): boolean {
      if (inFlight.current) return false;
      inFlight.current = true;
      setState('processing');
      return true;
    },
    /** Back to the form without a toast: the form itself shows what to fix. */
    stop() {
      inFlight.current = false;
      setState('idle');
    },
    fail(message: string) {
      inFlight.current = false;
      setState('error');
      toast({ title: m('send.toast.paymentFailed'), description: message, variant: 'destructive' });
    },
    succeed(confirmation: Pick<ToastInput, 'title' | 'description'>) {
      setState('success');
      void revalidateTransactions();
      // The checkout page cached this session as pending; the result page must not show that.
      void mutate(checkoutSessionKey(sessionId), undefined, { revalidate: true });
      toast(confirmation);
      navigate(`${paths.success}?${new URLSearchParams({ session_id: sessionId, provider }).toString()}`);
    },
  };
}
