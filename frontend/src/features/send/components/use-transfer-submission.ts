import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useToast } from '@/components/ui/toast/use-toast';
import { paths } from '@/config/paths';
import { errorBody, errorCode, errorMessage } from '@/lib/api-error';
import type { Quote } from '@/lib/data/quote';
import { hardRedirect } from '@/lib/redirect';
import type { PaymentMethod } from '@/lib/data/payment-methods';
import { RECIPIENTS_KEY } from '@/lib/data/recipients';
import { useRevalidateTransactions } from '@/lib/data/transactions';
import { authenticateCardPayment } from '../api/authenticate-card-payment';
import {
  buildTransferPayload,
  checkoutOutcome,
  isExternalUrl,
  isQuoteChanged,
  isRetryable,
  recipientFieldErrors,
  sendTransferRequest,
  transferRequest,
  TransferRequestError,
  type CheckoutResult,
  type TransferParties,
  type TransferRequest,
} from '../api/submit-transfer';
import { m } from '@/lib/i18n/messages';

/** The card's bank did not confirm the payment; the message is Stripe's, for the sender. */
class CardActionError extends Error {}

type Submission = {
  parties: TransferParties;
  paymentMethod: string;
  savedMethods: readonly PaymentMethod[];
  /** The figures on screen for exactly this request; fetched first when they are still loading. */
  quote: () => Promise<Quote | undefined>;
  /** Asks the server for the new figures after it said the old ones changed. */
  refreshQuote: () => Promise<unknown>;
  /** Told the recipient fields the server refused (a phone the method cannot pay...), to show under them. */
  onFieldErrors?: (errors: Partial<Record<keyof TransferParties, string>>) => void;
  /** The server found the account held by someone else than the typed recipient, unconfirmed: the form asks. */
  onNameMismatch?: (registeredName: string) => void;
};

/**
 * Sends the transfer and follows the server's answer (spec section 4, "Submission outcomes").
 * Resolves true when the browser is on its way elsewhere, false when the sender stays on the
 * form after an error toast.
 */
export function useTransferSubmission() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const revalidateTransactions = useRevalidateTransactions();
  const { toast } = useToast();
  // The submission whose answer was lost (network failure, 5xx), with the key it went under:
  // sending exactly the same request again reuses the key, so the server does it only once.
  const unanswered = useRef<{ request: string; key: string } | null>(null);

  async function send(request: TransferRequest): Promise<CheckoutResult> {
    const fingerprint = JSON.stringify(request);
    const key = unanswered.current?.request === fingerprint ? unanswered.current.key : crypto.randomUUID();
    unanswered.current = { request: fingerprint, key };
    try {
      const result = await sendTransferRequest(request, key);
      unanswered.current = null;
      return result;
    } catch (error) {
      if (!isRetryable(error)) unanswered.current = null;
      throw error;
    }
  }

  return async function submit({ parties, paymentMethod, savedMethods, quote, refreshQuote, onFieldErrors, onNameMismatch }: Submission) {
    try {
      const figures = await quote();
      if (!figures) throw new TransferRequestError(m('send.toast.priceFailed'));
      const result = await send(transferRequest(paymentMethod, buildTransferPayload(parties, figures), savedMethods));
      if (result.requiresAction && result.clientSecret) {
        const authentication = await authenticateCardPayment(result.clientSecret);
        if (!authentication.ok) {
          // The transfer waits, unpaid, in the history ("Complete Payment").
          void revalidateTransactions();
          throw new CardActionError(authentication.message);
        }
      }
      const outcome = checkoutOutcome(result);
      switch (outcome.kind) {
        case 'redirect':
          if (isExternalUrl(outcome.url)) hardRedirect(outcome.url);
          else navigate(outcome.url);
          return true;
        case 'paid':
          // The transfer is a new history row and bumps its recipient's use count.
          void revalidateTransactions();
          void mutate(RECIPIENTS_KEY);
          toast({ title: m('send.toast.successTitle'), description: m('send.toast.successText') });
          navigate(`${paths.success}?${new URLSearchParams({ session_id: outcome.sessionId }).toString()}`);
          return true;
        case 'done':
          navigate(paths.home);
          return true;
        default: {
          const unhandled: never = outcome;
          throw new Error(`Unhandled outcome ${String(unhandled)}`);
        }
      }
    } catch (error) {
      if (isQuoteChanged(error)) {
        // Show the new figures under the message that asks the sender to review them.
        await refreshQuote().catch(() => undefined);
      }
      const registeredName = errorCode(error) === 'TRANSFER.RECIPIENT_NAME_MISMATCH' ? errorBody(error)?.registeredName : undefined;
      if (typeof registeredName === 'string' && onNameMismatch) {
        // The form's own check had not named the holder (the partner slow, lookups used up): it asks now.
        onNameMismatch(registeredName);
        return false;
      }
      if (error instanceof CardActionError) {
        toast({ title: m('send.toast.paymentFailed'), description: error.message, variant: 'destructive' });
        return false;
      }
      const fieldErrors = recipientFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) onFieldErrors?.(fieldErrors);
      const message =
        error instanceof TransferRequestError ? error.message : errorMessage(error, m('send.toast.failed'));
      toast({ title: m('send.toast.error'), description: message, variant: 'destructive' });
      return false;
    }
  };
}
