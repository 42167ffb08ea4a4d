import { ButtonLink } from '@/components/ui/button-link';
import type { ButtonStyleProps } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import type { Transaction } from '@/lib/data/transactions';
import { useT } from '@/lib/i18n/messages';

/** The checkout that takes each way to pay: cards on the card checkout, bank (ACH) debits on the bank one. */
function checkoutPath(paymentMethod: string | null | undefined): string | undefined {
  if (paymentMethod === 'card') return paths.cardCheckout;
  if (paymentMethod === 'ach') return paths.tellerCheckout;
  return undefined;
}

type UnpaidTransfer = Pick<Transaction, 'status' | 'sessionId' | 'paymentMethod'>;

/**
 * Where a sender who left the checkout without paying goes back to pay:
 * /card-checkout?session_id=… or /teller-checkout?session_id=…. `null` once the transfer is
 * no longer pending, or when it has no checkout session to return to.
 */
export function completePaymentHref({ status, sessionId, paymentMethod }: UnpaidTransfer): string | null {
  const checkout = checkoutPath(paymentMethod);
  if (status !== 'pending' || !sessionId || !checkout) return null;
  return `${checkout}?${new URLSearchParams({ session_id: sessionId }).toString()}`;
}

/** "Complete Payment" on a pending transfer; nothing for any other. */
export function CompletePaymentLink({ transaction, size }: { transaction: UnpaidTransfer; size?: ButtonStyleProps['size'] }) {
  const href = completePaymentHref(transaction);
  const t = useT();
  if (!href) return null;
  return (
    <ButtonLink to={href} size={size}>
      {t('transactions.completePayment')}
    </ButtonLink>
  );
}
