import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { deliveryDescription, effectiveDeliveryMethod } from '@/config/delivery-methods';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format-money';
import { recipientFullName, type CheckoutSession } from '../api/checkout-session';
import { SummaryRow } from './checkout-layout';
import { DisclosureRows } from './disclosure-rows';

/** What the sender is about to pay, beside the payment form of either checkout. */
export function PaymentSummary({ session }: { session: CheckoutSession }) {
  const deliveryMethod = effectiveDeliveryMethod(session.country, session.deliveryMethod);
  return (
    <Card className="p-6 lg:col-span-2 lg:self-start">
      <section aria-labelledby="payment-summary">
        <h2 id="payment-summary" className="text-lg font-semibold text-slate-900">
          Payment Summary
        </h2>
        <dl className="mt-4 divide-y divide-slate-100">
          <SummaryRow testId="checkout-amount" label="Amount" value={formatMoney(session.amount)} />
          <SummaryRow testId="checkout-fee" label="Service fee" value={formatMoney(session.feeAmount)} />
          <SummaryRow testId="checkout-total" label="Total" value={formatMoney(session.totalAmount)} strong />
          <DisclosureRows session={session} beforePayment={session.status === 'pending'} />
          <SummaryRow testId="checkout-recipient" label="Recipient" value={recipientFullName(session)} />
          <SummaryRow
            testId="checkout-recipient-gets"
            label="Recipient gets"
            value={formatMoney(session.recipientAmount, session.currencyCode)}
          />
          {deliveryMethod && (
            <SummaryRow
              testId="checkout-receives-by"
              label="Receives by"
              value={deliveryDescription(deliveryMethod, session.bankName)}
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
  return (
    <div className="space-y-4 text-center">
      <p className="font-semibold text-slate-900">
        {paid ? 'This transfer has already been paid.' : 'This transfer can no longer be paid.'}
      </p>
      {session.failureReason && !paid && <p className="text-sm text-slate-600">{session.failureReason}</p>}
      <ButtonLink
        to={paid ? `${paths.success}?${new URLSearchParams({ session_id: session.sessionId }).toString()}` : paths.transfer}
        variant="secondary"
      >
        {paid ? 'View Transfer' : 'Back to Transfer Form'}
      </ButtonLink>
    </div>
  );
}
