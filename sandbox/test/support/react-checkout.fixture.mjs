// A React checkout as the product writes one: <Elements stripe={stripePromise}> around a
// <CardElement>, paying with useStripe()/useElements(). Bundled for the browser by
// support/react-checkout.ts; plain JavaScript so no JSX transform is needed.
import React from 'react';
import { createRoot } from 'react-dom/client';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';

function Pay() {
  const stripe = useStripe();
  const elements = useElements();
  window.pay = () =>
    stripe.createPaymentMethod({ type: 'card', card: elements.getElement(CardElement), billing_details: { name: 'Amina Okello' } });
  return null;
}

window.mountCheckout = (stripePromise) =>
  createRoot(document.getElementById('card')).render(
    React.createElement(
      Elements,
      { stripe: stripePromise },
      React.createElement(CardElement, {
        options: { hidePostalCode: true, style: { base: { fontSize: '18px', color: '#1d2330' } } },
        onReady: () => {
          window.reactReady = true;
        },
        onChange: (event) => {
          window.reactChange = event;
        },
      }),
      React.createElement(Pay),
    ),
  );
