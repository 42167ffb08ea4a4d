import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format-money';
import { recipientFullName, useCheckoutSession, type CheckoutSession } from '../api/checkout-session';
import { CardPaymentForm } from '../components/card-payment-form';
import { SummaryRow, Unavailable } from '../components/checkout-layout';

/** /card-checkout?session_id=…: pay a pending transfer by card (spec section 2). */
export default function CardCheckoutRoute() {
  const [query] = useSearchParams();
  const sessionId = query.get('session_id');
  const { data: session, error } = useCheckoutSession(sessionId);

  if (!sessionId) {
    return <Unavailable title="Payment Unavailable" message="No session ID found. Please start your transfer again." />;
  }
  if (error) {
    return (
      <Unavailable
        title="Payment Unavailable"
        message="We couldn't find this payment. Please start your transfer again or contact support."
      />
    );
  }
  if (!session) return <Spinner label="Loading payment details" className="py-24" />;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Pay by Card</h1>
      <p className="mt-1 text-slate-600">Sending money to {recipientFullName(session)}.</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-5">
        <Card className="p-6 lg:col-span-3">
          {session.status === 'pending' ? (
            <CardPaymentForm sessionId={session.sessionId} totalAmount={session.totalAmount} />
          ) : (
            <NotPayable session={session} />
          )}
        </Card>
        <PaymentSummary session={session} />
      </div>
    </div>
  );
}

function PaymentSummary({ session }: { session: CheckoutSession }) {
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
          <SummaryRow testId="checkout-recipient" label="Recipient" value={recipientFullName(session)} />
          <SummaryRow
            testId="checkout-recipient-gets"
            label="Recipient gets"
            value={formatMoney(session.recipientAmount, session.currencyCode)}
          />
        </dl>
      </section>
    </Card>
  );
}

/** A transfer that was paid already (a second tab, the back button) or can no longer be. */
function NotPayable({ session }: { session: CheckoutSession }) {
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
