import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

const PROVIDER_URL = 'http://localhost:4010';
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
  stripeApiBaseUrl: PROVIDER_URL,
  tellerApplicationId: 'app_sandbox',
  tellerEnvironment: 'sandbox',
  tellerConnectScriptUrl: `${PROVIDER_URL}/teller/connect/connect.js`,
};

/** Our API and the card provider; `overrides` answers first. */
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
      case 'POST /v1/payment_methods':
        return { body: { id: 'pm_card_visa_1', card: { brand: 'visa', last4: '4242' } } };
      case 'POST /api/process-card-payment':
        return { body: { success: true, message: 'Your card payment has been processed.', status: 'pending' } };
      default:
        return undefined;
    }
  });
}

type FetchMock = ReturnType<typeof serve>;

/** Every call made to the card provider, with what it carried. */
function providerCalls(fetchMock: FetchMock) {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).startsWith(PROVIDER_URL))
    .map(([input, init]) => ({
      url: String(input),
      init: init!,
      headers: new Headers(init?.headers),
      form: new URLSearchParams(init?.body as URLSearchParams),
    }));
}

/** Every call made to our own API, with its body as sent. */
function ourCalls(fetchMock: FetchMock) {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').origin === 'http://localhost')
    .map(([input, init]) => ({ url: String(input), body: typeof init?.body === 'string' ? init.body : '' }));
}

async function openCheckout(path = `/card-checkout?session_id=${session.sessionId}`) {
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Pay by Card' });
}

async function fillCard(
  user: ReturnType<typeof userEvent.setup>,
  card: { name?: string; number?: string; expiry?: string; cvv?: string } = {},
) {
  const { name = 'Amina Okello', number = '4242424242424242', expiry = '1230', cvv = '123' } = card;
  if (name) await user.type(screen.getByLabelText('Cardholder Name'), name);
  if (number) await user.type(screen.getByLabelText('Card Number'), number);
  if (expiry) await user.type(screen.getByLabelText('Expiry'), expiry);
  if (cvv) await user.type(screen.getByLabelText('CVV'), cvv);
}

const payButton = () => screen.getByTestId('pay-button');

describe('/card-checkout', () => {
  beforeEach(() => setCsrfCookie('csrf-card'));
  afterEach(clearCsrfCookie);

  it('shows what is being paid, the card fee terms and the accepted cards', async () => {
    serve();
    await openCheckout();

    const summary = within(screen.getByRole('region', { name: 'Payment Summary' }));
    expect(summary.getByTestId('checkout-amount')).toHaveTextContent('$100.00');
    expect(summary.getByTestId('checkout-fee')).toHaveTextContent('$9.00');
    expect(summary.getByTestId('checkout-total')).toHaveTextContent('$109.00');
    expect(summary.getByTestId('checkout-recipient')).toHaveTextContent('Wanjiru Kamau');
    expect(summary.getByTestId('checkout-recipient-gets')).toHaveTextContent('12,925.00 KES');
    expect(summary.getByTestId('checkout-receives-by')).toHaveTextContent('Receives byM-Pesa');
    expect(screen.getByText(/4% processing fee on top of the 5% service fee \(9% total\)/)).toBeInTheDocument();
    expect(screen.getByText(/Visa and Mastercard/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Save this card for future transfers' })).not.toBeChecked();
    expect(payButton()).toHaveAccessibleName('Pay $109.00');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/cancel');
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

  it('formats the card as it is typed: groups of four, MM/YY, digits only, with maximum lengths', async () => {
    serve();
    const user = userEvent.setup();
    await openCheckout();

    const number = screen.getByLabelText('Card Number');
    const expiry = screen.getByLabelText('Expiry');
    const cvv = screen.getByLabelText('CVV');
    expect(number).toHaveAttribute('maxlength', '19');
    expect(expiry).toHaveAttribute('maxlength', '5');
    expect(expiry).toHaveAttribute('placeholder', 'MM/YY');
    expect(cvv).toHaveAttribute('maxlength', '4');

    await user.type(number, '4242x4242424242429999');
    await user.type(expiry, '1a230');
    await user.type(cvv, '12b345');

    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(expiry).toHaveValue('12/30');
    expect(cvv).toHaveValue('1234');
  });

  it('asks for every card detail before anything is sent', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    await openCheckout();
    await fillCard(user, { cvv: '' });

    await user.click(payButton());

    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all card details');
    expect(providerCalls(fetchMock)).toHaveLength(0);
    expect(callsTo(fetchMock, 'POST', '/api/process-card-payment')).toHaveLength(0);
  });

  it('tokenizes the card with the provider, sends only the payment method id to us, and shows the result', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    await openCheckout();
    await fillCard(user);
    await user.click(screen.getByRole('checkbox', { name: 'Save this card for future transfers' }));

    await user.click(payButton());

    expect(await screen.findByRole('heading', { name: 'Transfer Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Payment Successful!').parentElement).toHaveTextContent(
      'Your card payment has been processed.',
    );

    const [tokenization, ...others] = providerCalls(fetchMock);
    expect(others).toHaveLength(0);
    expect(tokenization?.url).toBe(`${PROVIDER_URL}/v1/payment_methods`);
    expect(tokenization?.init.method).toBe('POST');
    expect(tokenization?.init.credentials).toBe('omit');
    expect(tokenization?.headers.get('authorization')).toBe(`Bearer ${PUBLISHABLE_KEY}`);
    expect(tokenization?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(tokenization?.headers.has('x-csrf-token')).toBe(false);
    expect(Object.fromEntries(tokenization!.form)).toEqual({
      type: 'card',
      'card[number]': '4242424242424242',
      'card[exp_month]': '12',
      'card[exp_year]': '2030',
      'card[cvc]': '123',
      'billing_details[name]': 'Amina Okello',
    });

    const [payment] = callsTo(fetchMock, 'POST', '/api/process-card-payment');
    expect(payment?.body).toEqual({
      session_id: session.sessionId,
      paymentMethodId: 'pm_card_visa_1',
      savePaymentMethod: true,
    });
    expect(payment?.headers.get('x-csrf-token')).toBe('csrf-card');
    // The card number and CVC never reach our API.
    for (const call of ourCalls(fetchMock)) {
      expect(call.url).not.toContain('4242424242424242');
      expect(call.body).not.toContain('4242');
      expect(call.body).not.toContain('"123"');
    }
  });

  it("shows the provider's reason when it refuses the card, and charges nothing", async () => {
    const fetchMock = serve((request) =>
      request.path === '/v1/payment_methods'
        ? {
            status: 402,
            body: { error: { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' } },
          }
        : undefined,
    );
    const user = userEvent.setup();
    await openCheckout();
    await fillCard(user, { number: '4242424242424241' });

    await user.click(payButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment Failed');
    expect(alert).toHaveTextContent('Your card number is incorrect.');
    expect(callsTo(fetchMock, 'POST', '/api/process-card-payment')).toHaveLength(0);
    expect(payButton()).toBeEnabled();
  });

  it('keeps the form after a decline so the sender can pay with another card', async () => {
    let attempts = 0;
    const fetchMock = serve((request) => {
      if (request.path !== '/api/process-card-payment') return undefined;
      attempts += 1;
      return attempts === 1
        ? { status: 402, body: { message: 'Your card was declined.', code: 'PAYMENT.DECLINED' } }
        : undefined;
    });
    const user = userEvent.setup();
    await openCheckout();
    await fillCard(user, { number: '4000000000000002' });

    await user.click(payButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment Failed');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('heading', { level: 1, name: 'Pay by Card' })).toBeInTheDocument();
    expect(payButton()).toBeEnabled();
    expect(payButton()).toHaveAccessibleName('Pay $109.00');

    const number = screen.getByLabelText('Card Number');
    await user.clear(number);
    await user.type(number, '4242424242424242');
    await user.click(payButton());

    expect(await screen.findByRole('heading', { name: 'Transfer Successful!' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/process-card-payment')).toHaveLength(2);
    expect(providerCalls(fetchMock).map((call) => call.form.get('card[number]'))).toEqual([
      '4000000000000002',
      '4242424242424242',
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
    const tokenization = holdRequests(serve(), PROVIDER_URL);
    const user = userEvent.setup();
    await openCheckout();
    await fillCard(user);

    await user.click(payButton());

    await waitFor(() => expect(payButton()).toHaveAccessibleName('Processing...'));
    expect(payButton()).toBeDisabled();
    tokenization.release();
    expect(await screen.findByRole('heading', { name: 'Transfer Successful!' })).toBeInTheDocument();
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
    await openCheckout();

    expect(screen.getByText('This transfer has already been paid.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Transfer' })).toHaveAttribute(
      'href',
      `/success?session_id=${session.sessionId}`,
    );
  });
});
