import { useSearchParams } from 'react-router-dom';
import { CardPaymentForm } from '../components/card-payment-form';
import { Unavailable } from '../components/checkout-layout';
import { CheckoutPage } from '../components/checkout-page';
import { m } from '@/lib/i18n/messages';

/** /card-checkout?session_id=…: pay a pending transfer by card (spec section 2). */
export default function CardCheckoutRoute() {
  const [query] = useSearchParams();
  const sessionId = query.get('session_id');

  if (!sessionId) {
    return <Unavailable title={m('checkout.unavailable')} message={m('checkout.noSession')} />;
  }
  return (
    <CheckoutPage sessionId={sessionId} title={m('checkout.card.title')}>
      {(session) => <CardPaymentForm sessionId={session.sessionId} totalAmount={session.totalAmount} />}
    </CheckoutPage>
  );
}
