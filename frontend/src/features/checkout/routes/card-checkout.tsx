import { useSearchParams } from 'react-router-dom';
import { CardPaymentForm } from '../components/card-payment-form';
import { Unavailable } from '../components/checkout-layout';
import { CheckoutPage } from '../components/checkout-page';

/** /card-checkout?session_id=…: pay a pending transfer by card (spec section 2). */
export default function CardCheckoutRoute() {
  const [query] = useSearchParams();
  const sessionId = query.get('session_id');

  if (!sessionId) {
    return <Unavailable title="Payment Unavailable" message="No session ID found. Please start your transfer again." />;
  }
  return (
    <CheckoutPage sessionId={sessionId} title="Pay by Card">
      {(session) => <CardPaymentForm sessionId={session.sessionId} totalAmount={session.totalAmount} />}
    </CheckoutPage>
  );
}
