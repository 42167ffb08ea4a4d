import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { deliveryDescription, effectiveDeliveryMethod } from '@/config/delivery-methods';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format-money';
import { recipientFullName, type CheckoutSession } from '../api/checkout-session';
import { SummaryRow } from './checkout-layout';
import { DisclosureRows } from './disclosure-rows';
import { useT } from '@/lib/i18n/messages';

/** What the sender is about to pay, beside the payment form of either checkout. */
export function PaymentSummary({ session }: { session: CheckoutSession }) {
  const deliveryMethod = effectiveDeliveryMethod(session.country, session.deliveryMethod);
  const t = useT();
  return (
    <Card className="p-6 lg:col-span-2 lg:self-start">
      <section aria-labelledby="payment-summary">
        <h2 id="payment-summary" className="text-lg font-semibold text-slate-900">
          {t('checkout.summary.title')}
        </h2>
        <dl className="mt-4 divide-y divide-slate-100">
          <SummaryRow testId="checkout-amount" label={t('checkout.summary.amount')} value={formatMoney(session.amount)} />
          <SummaryRow testId="checkout-fee" label={t('checkout.summary.fee')} value={formatMoney(session.feeAmount)} />
          <SummaryRow testId="checkout-total" label={t('checkout.summary.total')} value={formatMoney(session.totalAmount)} strong />
          <DisclosureRows session={session} beforePayment={session.status === 'pending'} />
          <SummaryRow testId="checkout-recipient" label={t('checkout.summary.recipient')} value={recipientFullName(session)} />
          <SummaryRow
            testId="checkout-recipient-gets"
            label={t('checkout.summary.recipientGets')}
            value={formatMoney(session.recipientAmount, session.currencyCode)}
          />
          {deliveryMethod && (
            <SummaryRow
              testId="checkout-receives-by"
              label={t('checkout.summary.receivesBy')}
              value={deliveryDescription(deliveryMethod, session.bankName, t)}
            />
          )}
        </dl>
      </section>
    </Card>
  );
}

/** A transfer that was paid already (a second tab, the back button) or can no longer be. */
export function NotPayable({ session }: { session: CheckoutSession }) {
  const paid = session.status === 'processing' || session.status === 'completed';
  const t = useT();
  return (
    <div className="space-y-4 text-center">
      <p className="font-semibold text-slate-900">
        {paid ? t('checkout.alreadyPaid') : t('checkout.notPayable')}
      </p>
      {session.failureReason && !paid && <p className="text-sm text-slate-600">{session.failureReason}</p>}
      <ButtonLink
        to={paid ? `${paths.success}?${new URLSearchParams({ session_id: session.sessionId }).toString()}` : paths.transfer}
        variant="secondary"
      >
        {paid ? t('checkout.viewTransfer') : t('checkout.backToForm')}
      </ButtonLink>
    </div>
  );
}
