import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeStripe, type FakeStripe } from '@/testing/fake-stripe';
import {
  callsTo,
  clearCsrfCookie,
  mockApiWith,
  setCsrfCookie,
  signedInAs,
  type MockAnswer,
  type MockRequest,
} from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { holdRequests } from '../testing/hold-requests';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const PUBLISHABLE_KEY = 'pk_test_sandbox_123';

const session = {
  sessionId: 'sess_4f8a2c19e7b3',
  status: 'pending',
  amount: 100,
  feeAmount: 9,
  totalAmount: 109,
  recipientAmount: 12925,
  currencyCode: 'KES',
  country: 'kenya',
  paymentMethod: 'card',
  senderInfo: { firstName: 'Amina', lastName: 'Okello' },
  recipientInfo: { firstName: 'Wanjiru', lastName: 'Kamau' },
  deliveryMethod: 'mpesa',
  bankName: null,
  failureReason: null,
};

const config = {
  stripePublishableKey: PUBLISHABLE_KEY,
  stripeJsUrl: 'http://localhost:4010/stripe/js/v3',
  tellerApplicationId: 'app_sandbox',
  tellerEnvironment: 'sandbox',
  tellerConnectScriptUrl: 'http://localhost:4010/teller/connect/connect.js',
};

const THREE_D_SECURE = {
  success: true,
  status: 'pending',
  sessionId: session.sessionId,
  message: 'Your bank asks you to confirm this payment.',
  requiresAction: true,
  clientSecret: 'pi_3ds_1_secret_abc',
};

/** Our API; `overrides` answers first. */
function serve(overrides: (request: MockRequest) => MockAnswer | undefined = () => undefined) {
  return mockApiWith((request) => {
    const answer = overrides(request);
    if (answer) return answer;
    switch (`${request.method} ${request.path}`) {
      case 'GET /api/auth/me':
        return signedInAs('Amina', 'Okello');
      case 'GET /api/config':
        return { body: config };
      case 'GET /api/checkout-session':
        return request.search.get('session_id') === session.sessionId ? { body: session } : undefined;
      case 'POST /api/process-card-payment':
        return { body: { success: true, message: 'Your card payment has been processed.', status: 'pending' } };
      default:
        return undefined;
    }
  });
}

let stripe: FakeStripe;

async function openCheckout(path = `/card-checkout?session_id=${session.sessionId}`) {
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Pay by Card' });
  // Stripe.js has loaded and mounted its Elements.
  await waitFor(() => expect(() => stripe.element('cardCvc')).not.toThrow());
}

/** The cardholder name is ours; the card itself is typed in Stripe.js's Elements. */
async function fillCard(user: ReturnType<typeof userEvent.setup>, name = 'Amina Okello') {
  if (name) await user.type(screen.getByLabelText('Cardholder Name'), name);
  await stripe.fillCard();
}

const payButton = () => screen.getByTestId('pay-button');

describe('/card-checkout', () => {
  beforeEach(() => {
    setCsrfCookie('csrf-card');
    stripe = installFakeStripe();
  });
  afterEach(clearCsrfCookie);

  it('shows what is being paid, the card fields, the card fee terms and the accepted cards', async () => {
    serve();
    await openCheckout();

    const summary = within(screen.getByRole('region', { name: 'Payment Summary' }));
    expect(summary.getByTestId('checkout-amount')).toHaveTextContent('$100.00');
    expect(summary.getByTestId('checkout-fee')).toHaveTextContent('$9.00');
    expect(summary.getByTestId('checkout-total')).toHaveTextContent('$109.00');
    expect(summary.getByTestId('checkout-recipient')).toHaveTextContent('Wanjiru Kamau');
    expect(summary.getByTestId('checkout-recipient-gets')).toHaveTextContent('12,925.00 KES');
    expect(summary.getByTestId('checkout-receives-by')).toHaveTextContent('Receives byM-Pesa');
    expect(screen.getByLabelText('Cardholder Name')).toHaveValue('');
    for (const label of ['Card Number', 'Expiry', 'CVV']) expect(screen.getByText(label)).toBeInTheDocument();
    expect(stripe.created.map((element) => element.type)).toEqual(['cardNumber', 'cardExpiry', 'cardCvc']);
    expect(screen.getByText(/4% processing fee on top of the 5% service fee \(9% total\)/)).toBeInTheDocument();
    expect(screen.getByText(/Visa and Mastercard/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Save this card for future transfers' })).not.toBeChecked();
    expect(payButton()).toHaveAccessibleName('Pay $109.00');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/cancel');
  });

  it("speaks the sender's language (Swahili): the card form's fields and box, how the recipient is paid, a failed payment's toast", async () => {
    stripe.createPaymentMethod.mockResolvedValueOnce({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    serve((request) =>
      request.path === '/api/auth/me' ? { body: { ...(signedInAs('Amina', 'Okello').body as object), language: 'sw' } } : undefined,
    );
    const user = userEvent.setup();
    renderApp(`/card-checkout?session_id=${session.sessionId}`);
    await screen.findByRole('heading', { level: 1, name: 'Lipa kwa Kadi' });
    await waitFor(() => expect(() => stripe.element('cardCvc')).not.toThrow());

    expect(screen.getByText('Unatuma pesa kwa Wanjiru Kamau.')).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Maelezo ya kadi' }));
    for (const label of ['Namba ya Kadi', 'Tarehe ya Mwisho', 'CVV']) expect(form.getByText(label)).toBeInTheDocument();
    expect(form.getByRole('checkbox', { name: 'Hifadhi kadi hii kwa uhamisho wa baadaye' })).not.toBeChecked();
    expect(screen.getByTestId('checkout-receives-by')).toHaveTextContent('Anapokea kupitiaM-Pesa');

    await user.type(form.getByLabelText('Jina la Mwenye Kadi'), 'Amina Okello');
    await stripe.fillCard();
    await user.click(payButton());
    // Stripe's own reason stays as Stripe wrote it; our title is in Swahili.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Malipo Yameshindikana');
    expect(alert).toHaveTextContent('Your card was declined.');
  });

  it('shows a transfer held for review instead of the card form, and asks for nothing', async () => {
    const api = serve((request) => (request.path === '/api/checkout-session' ? { body: { ...session, underReview: true } } : undefined));
    renderApp(`/card-checkout?session_id=${session.sessionId}`);
    expect(await screen.findByRole('heading', { name: 'Your transfer is under review' })).toBeInTheDocument();
    expect(screen.getByText(/We'll email you when you can continue/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Cardholder Name')).not.toBeInTheDocument();
    expect(screen.queryByTestId('pay-button')).not.toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/process-card-payment')).toHaveLength(0);
  });

  it('names the bank of a transfer paid into a bank account', async () => {
    serve(({ method, path }) =>
      method === 'GET' && path === '/api/checkout-session'
        ? {
            body: {
              ...session,
              country: 'ethiopia',
              currencyCode: 'ETB',
              recipientAmount: 5750,
              deliveryMethod: 'bank_account',
              bankName: 'Commercial Bank of Ethiopia',
            },
          }
        : undefined,
    );
    await openCheckout();

    const summary = within(screen.getByRole('region', { name: 'Payment Summary' }));
    expect(summary.getByTestId('checkout-receives-by')).toHaveTextContent(
      'Receives byBank account · Commercial Bank of Ethiopia',
    );
  });

  it("shows Stripe's message under a card field while it is wrong", async () => {
    serve();
    await openCheckout();

    await stripe.change('cardNumber', {
      complete: false,
      error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' },
    });
    expect(screen.getByTestId('card-number-error')).toHaveTextContent('Your card number is invalid.');

    await stripe.change('cardNumber', { complete: true });
    expect(screen.queryByTestId('card-number-error')).not.toBeInTheDocument();
  });

  it('asks for every card detail before anything is sent', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    await openCheckout();
    await user.type(screen.getByLabelText('Cardholder Name'), 'Amina Okello');
    await stripe.change('cardNumber', { complete: true });
    await stripe.change('cardExpiry', { complete: true });

    await user.click(payButton());

    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all card details');
    expect(stripe.createPaymentMethod).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, 'POST', '/api/process-card-payment')).toHaveLength(0);
  });

  it('does not send a card whose field says it is wrong', async () => {
    serve();
    const user = userEvent.setup();
    await openCheckout();
    await fillCard(user);
    await stripe.change('cardExpiry', {
      complete: false,
      error: { type: 'validation_error', code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." },
    });

    await user.click(payButton());

    expect(screen.getByText("Your card's expiration year is in the past.")).toBeInTheDocument();
    expect(stripe.createPaymentMethod).not.toHaveBeenCalled();
  });

  it('creates the payment method in Stripe.js, sends only its id to us, and shows the result', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    await openCheckout();
    await fillCard(user, '  Amina Okello ');
    await user.click(screen.getByRole('checkbox', { name: 'Save this card for future transfers' }));

    await user.click(payButton());

    expect(await screen.findByRole('heading', { name: 'Transfer Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Payment Successful!').parentElement).toHaveTextContent(
      'Your card payment has been processed.',
    );
    expect(stripe.createPaymentMethod).toHaveBeenCalledTimes(1);
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: stripe.created.find((element) => element.type === 'cardNumber'),
      billing_details: { name: 'Amina Okello' },
    });
    const [payment, ...others] = callsTo(fetchMock, 'POST', '/api/process-card-payment');
    expect(others).toHaveLength(0);
    expect(payment?.body).toEqual({
      session_id: session.sessionId,
      paymentMethodId: 'pm_card_visa_1',
      savePaymentMethod: true,
    });
    expect(payment?.headers.get('x-csrf-token')).toBe('csrf-card');
    expect(stripe.handleNextAction).not.toHaveBeenCalled();
  });

  it("shows Stripe's reason when it refuses the card, and charges nothing", async () => {
    stripe.createPaymentMethod.mockResolvedValueOnce({
      error: { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' },
    });
    const fetchMock = serve();
    const user = userEvent.setup();
    await openCheckout();
    await fillCard(user);

    await user.click(payButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment Failed');
    expect(alert).toHaveTextContent('Your card number is incorrect.');
    expect(callsTo(fetchMock, 'POST', '/api/process-card-payment')).toHaveLength(0);
    expect(payButton()).toBeEnabled();
  });

  it("shows a validation error of createPaymentMethod under its field, without a toast", async () => {
    stripe.createPaymentMethod.mockResolvedValueOnce({
      error: { type: 'validation_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete." },
    });
    const fetchMock = serve();
    const user = userEvent.setup();
    await openCheckout();
    await fillCard(user);

    await user.click(payButton());

    expect(await screen.findByTestId('card-cvc-error')).toHaveTextContent("Your card's security code is incomplete.");
    expect(screen.queryByText('Payment Failed')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/process-card-payment')).toHaveLength(0);
    expect(payButton()).toBeEnabled();
    expect(payButton()).toHaveAccessibleName('Pay $109.00');
  });

  it('keeps the form after a decline so the sender can pay with another card', async () => {
    let attempts = 0;
    stripe.createPaymentMethod
      .mockResolvedValueOnce({ paymentMethod: { id: 'pm_card_declined' } })
      .mockResolvedValueOnce({ paymentMethod: { id: 'pm_card_visa_2' } });
    const fetchMock = serve((request) => {
      if (request.path !== '/api/process-card-payment') return undefined;
      attempts += 1;
      return attempts === 1
        ? { status: 402, body: { message: 'Your card was declined.', code: 'PAYMENT.DECLINED' } }
        : undefined;
    });
    const user = userEvent.setup();
    await openCheckout();
    await fillCard(user);

    await user.click(payButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment Failed');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('heading', { level: 1, name: 'Pay by Card' })).toBeInTheDocument();
    expect(payButton()).toBeEnabled();
    expect(payButton()).toHaveAccessibleName('Pay $109.00');

    await stripe.change('cardNumber', { complete: true });
    await user.click(payButton());

    expect(await screen.findByRole('heading', { name: 'Transfer Successful!' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/process-card-payment').map((call) => call.body)).toEqual([
      expect.objectContaining({ paymentMethodId: 'pm_card_declined' }),
      expect.objectContaining({ paymentMethodId: 'pm_card_visa_2' }),
    ]);
  });

  it('falls back to a generic message when the failure carries none', async () => {
    serve((request) => (request.path === '/api/process-card-payment' ? { status: 500, body: '' } : undefined));
    const user = userEvent.setup();
    await openCheckout();
    await fillCard(user);

    await user.click(payButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an issue processing your payment. Please try again.',
    );
  });

  it('says "Processing..." while the payment is under way', async () => {
    const payment = holdRequests(serve(), '/api/process-card-payment');
    const user = userEvent.setup();
    await openCheckout();
    await fillCard(user);

    await user.click(payButton());

    await waitFor(() => expect(payButton()).toHaveAccessibleName('Processing...'));
    expect(payButton()).toBeDisabled();
    payment.release();
    expect(await screen.findByRole('heading', { name: 'Transfer Successful!' })).toBeInTheDocument();
  });

  describe('when the card needs 3-D Secure', () => {
    it("opens the bank's check with the client secret, then shows the result", async () => {
      const fetchMock = serve((request) =>
        request.path === '/api/process-card-payment' ? { body: THREE_D_SECURE } : undefined,
      );
      stripe.handleNextAction.mockResolvedValueOnce({ paymentIntent: { id: 'pi_3ds_1', status: 'succeeded' } });
      const user = userEvent.setup();
      await openCheckout();
      await fillCard(user);

      await user.click(payButton());

      expect(await screen.findByRole('heading', { name: 'Transfer Successful!' })).toBeInTheDocument();
      expect(stripe.handleNextAction).toHaveBeenCalledTimes(1);
      expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_3ds_1_secret_abc' });
      expect(callsTo(fetchMock, 'POST', '/api/process-card-payment')).toHaveLength(1);
    });

    it('stays "Processing..." while the check is open', async () => {
      serve((request) => (request.path === '/api/process-card-payment' ? { body: THREE_D_SECURE } : undefined));
      let answer: (value: unknown) => void = () => {};
      stripe.handleNextAction.mockReturnValueOnce(
        new Promise((resolve) => {
          answer = resolve;
        }),
      );
      const user = userEvent.setup();
      await openCheckout();
      await fillCard(user);

      await user.click(payButton());

      await waitFor(() => expect(stripe.handleNextAction).toHaveBeenCalled());
      expect(payButton()).toHaveAccessibleName('Processing...');
      answer({ paymentIntent: { id: 'pi_3ds_1', status: 'processing' } });
      expect(await screen.findByRole('heading', { name: 'Transfer Successful!' })).toBeInTheDocument();
    });

    it("shows why the check failed and keeps the form for another card", async () => {
      const message = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
      let attempts = 0;
      const fetchMock = serve((request) => {
        if (request.path !== '/api/process-card-payment') return undefined;
        attempts += 1;
        return attempts === 1 ? { body: THREE_D_SECURE } : undefined;
      });
      stripe.handleNextAction.mockResolvedValueOnce({
        error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message },
      });
      const user = userEvent.setup();
      await openCheckout();
      await fillCard(user);

      await user.click(payButton());

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Payment Failed');
      expect(alert).toHaveTextContent(message);
      expect(screen.getByRole('heading', { level: 1, name: 'Pay by Card' })).toBeInTheDocument();
      expect(payButton()).toBeEnabled();

      await user.click(payButton());

      expect(await screen.findByRole('heading', { name: 'Transfer Successful!' })).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', '/api/process-card-payment')).toHaveLength(2);
      expect(stripe.handleNextAction).toHaveBeenCalledTimes(1);
    });

    it('says the payment failed when the bank declines after the check', async () => {
      serve((request) => (request.path === '/api/process-card-payment' ? { body: THREE_D_SECURE } : undefined));
      stripe.handleNextAction.mockResolvedValueOnce({
        paymentIntent: {
          id: 'pi_3ds_1',
          status: 'requires_payment_method',
          last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
        },
      });
      const user = userEvent.setup();
      await openCheckout();
      await fillCard(user);

      await user.click(payButton());

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Payment Failed');
      expect(alert).toHaveTextContent('Your card was declined.');
      expect(payButton()).toBeEnabled();
    });
  });

  it('explains a missing session id', async () => {
    serve();
    renderApp('/card-checkout');

    expect(await screen.findByRole('heading', { name: 'Payment Unavailable' })).toBeInTheDocument();
    expect(screen.getByText(/No session ID found/)).toBeInTheDocument();
  });

  it('does not offer to pay a transfer that is already paid', async () => {
    serve((request) =>
      request.path === '/api/checkout-session' ? { body: { ...session, status: 'processing' } } : undefined,
    );
    renderApp(`/card-checkout?session_id=${session.sessionId}`);
    await screen.findByRole('heading', { level: 1, name: 'Pay by Card' });

    expect(screen.getByText('This transfer has already been paid.')).toBeInTheDocument();
    expect(screen.queryByText('Card Number')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Transfer' })).toHaveAttribute(
      'href',
      `/success?session_id=${session.sessionId}`,
    );
  });
});
