import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TellerConnectOptions } from '@/lib/teller-connect';
import { callsTo, clearCsrfCookie, mockApiWith, setCsrfCookie, signedInAs } from '@/testing/mock-api';
import type { MockAnswer, MockRequest } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { holdRequests } from '../testing/hold-requests';
import { forgetRouterLocation, routerLocation } from '../testing/track-location';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));
vi.mock('react-router-dom', async (importOriginal) => {
  const { withTrackedLocation } = await import('../testing/track-location');
  return withTrackedLocation(await importOriginal());
});

const SESSION_ID = 'sess_7c1e9a04b2d8';
const TOKEN = 'token_sandbox_abc123';
const SCRIPT_URL = 'http://localhost:4010/teller/connect/connect.js';

const session = {
  sessionId: SESSION_ID,
  status: 'pending',
  amount: 100,
  feeAmount: 5,
  totalAmount: 105,
  recipientAmount: 12925,
  currencyCode: 'KES',
  country: 'kenya',
  paymentMethod: 'ach',
  senderInfo: { firstName: 'Amina', lastName: 'Okello' },
  recipientInfo: { firstName: 'Wanjiru', lastName: 'Kamau' },
  deliveryMethod: 'mpesa',
  bankName: null,
  failureReason: null,
};

const accounts = [
  {
    id: 'acc_checking_1',
    name: 'Everyday Checking',
    institution: { name: 'First Sandbox Bank' },
    last_four: '1234',
    type: 'depository',
    subtype: 'checking',
  },
  {
    id: 'acc_savings_2',
    name: 'Rainy Day Savings',
    institution: { name: 'First Sandbox Bank' },
    last_four: '9876',
    type: 'depository',
    subtype: 'savings',
  },
];

let paid = false;

/** Our API; `override` answers first. After a payment the transfer reads as processing. */
function serve(override: (request: MockRequest) => MockAnswer | undefined = () => undefined) {
  paid = false;
  const answers: Record<string, (request: MockRequest) => MockAnswer | undefined> = {
    'GET /api/auth/me': () => signedInAs('Amina', 'Okello'),
    'GET /api/config': () => ({
      body: {
        stripePublishableKey: 'pk_test_sandbox_123',
        stripeJsUrl: 'http://localhost:4010/stripe/js/v3',
        tellerApplicationId: 'app_sandbox',
        tellerEnvironment: 'sandbox',
        tellerConnectScriptUrl: SCRIPT_URL,
      },
    }),
    'GET /api/checkout-session': () => ({ body: paid ? { ...session, status: 'processing' } : session }),
    'POST /api/teller-accounts': () => ({ body: { success: true, accounts } }),
    'POST /api/process-teller-payment': () => {
      paid = true;
      return {
        body: { success: true, message: 'Bank payment initiated', status: 'processing', sessionId: SESSION_ID },
      };
    },
  };
  return mockApiWith((request) => override(request) ?? answers[`${request.method} ${request.path}`]?.(request));
}

type FakeConnect = { options: TellerConnectOptions; open: ReturnType<typeof vi.fn>; destroy: ReturnType<typeof vi.fn> };

/** Stands in for the provider's Connect script: every `setup` is recorded. */
function installTellerConnect() {
  const made: FakeConnect[] = [];
  const setup = vi.fn((options: TellerConnectOptions) => {
    const connect = { options, open: vi.fn(), destroy: vi.fn() };
    made.push(connect);
    return connect;
  });
  window.TellerConnect = { setup };
  return { setup, made, latest: () => made[made.length - 1]! };
}

/** The whole app at `path`; `where()` is the router's current path and query. */
function renderCheckout(path = `/teller-checkout?session_id=${SESSION_ID}`) {
  renderApp(path);
  return { where: () => routerLocation.current };
}

const connectButton = () => screen.findByRole('button', { name: 'Connect Bank Account' });
const payButton = () => screen.getByRole('button', { name: /^(Pay|Processing)/ });

/** Opens the checkout with a token, as Connect leaves it, and waits for the accounts. */
async function openWithAccounts() {
  const view = renderCheckout(`/teller-checkout?session_id=${SESSION_ID}&access_token=${TOKEN}`);
  await screen.findByRole('radio', { name: 'Everyday Checking' });
  return view;
}

describe('/teller-checkout', () => {
  beforeEach(() => setCsrfCookie('csrf-bank'));
  afterEach(() => {
    clearCsrfCookie();
    forgetRouterLocation();
    delete window.TellerConnect;
  });

  it('sends the sender home when the link has no session id', async () => {
    serve();
    const teller = installTellerConnect();
    const { where } = renderCheckout('/teller-checkout');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Amina' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No session ID found');
    expect(where().pathname).toBe('/');
    expect(teller.setup).not.toHaveBeenCalled();
  });

  it('shows what is paid and a connect prompt; the click opens Connect set up beforehand for one account', async () => {
    serve();
    const teller = installTellerConnect();
    const user = userEvent.setup();
    renderCheckout();

    const button = await connectButton();
    expect(screen.getByRole('heading', { level: 1, name: 'Pay by Bank Transfer' })).toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: 'Payment Summary' }));
    expect(summary.getByTestId('checkout-fee')).toHaveTextContent('$5.00');
    expect(summary.getByTestId('checkout-total')).toHaveTextContent('$105.00');
    expect(summary.getByTestId('checkout-receives-by')).toHaveTextContent('Receives byM-Pesa');
    expect(screen.getByRole('heading', { name: 'Connect your bank' })).toBeInTheDocument();
    expect(screen.getByText(/cost a 5% fee/)).toHaveTextContent(/linked securely through our bank-linking provider/);

    await waitFor(() => expect(button).toBeEnabled());
    expect(teller.setup).toHaveBeenCalledTimes(1);
    expect(teller.latest().options).toMatchObject({
      applicationId: 'app_sandbox',
      environment: 'sandbox',
      selectAccount: 'single',
    });
    expect(teller.latest().open).not.toHaveBeenCalled();

    await user.click(button);

    expect(teller.latest().open).toHaveBeenCalledTimes(1);
    expect(teller.setup).toHaveBeenCalledTimes(1);
  });

  it('puts the token from Connect into the URL and lists the accounts it links', async () => {
    const fetchMock = serve();
    const teller = installTellerConnect();
    const { where } = renderCheckout();
    await waitFor(async () => expect(await connectButton()).toBeEnabled());
    const connect = teller.latest();

    act(() => connect.options.onSuccess({ accessToken: TOKEN }));

    expect(await screen.findByText('Bank Account Connected')).toBeInTheDocument();
    const checking = await screen.findByRole('radio', { name: 'Everyday Checking' });
    expect(checking).toHaveAccessibleDescription('First Sandbox Bank · •••• 1234 · checking');
    expect(checking).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Rainy Day Savings' })).toHaveAccessibleDescription(
      'First Sandbox Bank · •••• 9876 · savings',
    );
    expect(screen.getByRole('checkbox', { name: 'Save this account for future transfers' })).not.toBeChecked();
    expect(payButton()).toHaveAccessibleName('Pay $105.00');
    expect(screen.queryByRole('button', { name: 'Connect Bank Account' })).not.toBeInTheDocument();

    expect(where().searchParams.get('session_id')).toBe(SESSION_ID);
    expect(where().searchParams.get('access_token')).toBe(TOKEN);
    expect(callsTo(fetchMock, 'POST', '/api/teller-accounts').map((call) => call.body)).toEqual([
      { access_token: TOKEN },
    ]);
    // The prompt is gone, and Connect with it.
    expect(connect.destroy).toHaveBeenCalled();
  });

  it('takes the enrollment the /teller-callback popup posts from our origin, and ignores other origins', async () => {
    const fetchMock = serve();
    installTellerConnect();
    const { where } = renderCheckout();
    await waitFor(async () => expect(await connectButton()).toBeEnabled());

    const post = (data: unknown, origin: string) => act(() => window.dispatchEvent(new MessageEvent('message', { data, origin })));
    post({ type: 'enrollment', enrollment: { accessToken: 'token_from_elsewhere' } }, 'https://evil.example');
    post({ type: 'something-else', accessToken: 'nope' }, window.location.origin);
    expect(where().searchParams.get('access_token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Connect Bank Account' })).toBeInTheDocument();

    post({ type: 'enrollment', enrollment: { accessToken: TOKEN, enrollment: { id: 'enr_1' } } }, window.location.origin);
    expect(await screen.findByText('Bank Account Connected')).toBeInTheDocument();
    await screen.findByRole('radio', { name: 'Everyday Checking' });
    expect(where().searchParams.get('access_token')).toBe(TOKEN);
    expect(callsTo(fetchMock, 'POST', '/api/teller-accounts').map((call) => call.body)).toEqual([{ access_token: TOKEN }]);
  });

  it('says the connection failed when the popup posts an error', async () => {
    serve();
    installTellerConnect();
    renderCheckout();
    await waitFor(async () => expect(await connectButton()).toBeEnabled());

    act(() => window.dispatchEvent(new MessageEvent('message', { data: { type: 'error', message: 'access_denied' }, origin: window.location.origin })));

    expect(await screen.findByText('Connection Failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Bank Account' })).toBeInTheDocument();
  });

  it('shows the connect prompt again when the bank has no account to pay from', async () => {
    serve((request) =>
      request.path === '/api/teller-accounts' ? { body: { success: true, accounts: [] } } : undefined,
    );
    installTellerConnect();
    renderCheckout(`/teller-checkout?session_id=${SESSION_ID}&access_token=${TOKEN}`);

    expect(await connectButton()).toBeInTheDocument();
    expect(screen.getByText(/couldn't find an account to pay from/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it("drops an expired token, says why, and offers to connect again", async () => {
    serve((request) =>
      request.path === '/api/teller-accounts'
        ? {
            status: 401,
            body: {
              message: 'Your bank connection has expired. Please connect your bank account again.',
              code: 'TELLER.TOKEN_EXPIRED',
            },
          }
        : undefined,
    );
    installTellerConnect();
    const { where } = renderCheckout(`/teller-checkout?session_id=${SESSION_ID}&access_token=${TOKEN}`);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Connection Failed');
    expect(alert).toHaveTextContent('Your bank connection has expired. Please connect your bank account again.');
    expect(await connectButton()).toBeInTheDocument();
    expect(where().searchParams.get('access_token')).toBeNull();
    expect(where().searchParams.get('session_id')).toBe(SESSION_ID);
  });

  it('says so when the sender gives up in Connect after an error, and keeps the prompt', async () => {
    const fetchMock = serve();
    const teller = installTellerConnect();
    renderCheckout();
    await waitFor(async () => expect(await connectButton()).toBeEnabled());

    act(() => teller.latest().options.onFailure?.({ type: 'connect', code: 'error', message: 'Invalid credentials' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Connection Failed');
    expect(alert).toHaveTextContent('Failed to connect your bank account. Please try again.');
    expect(await connectButton()).toBeEnabled();
    expect(callsTo(fetchMock, 'POST', '/api/teller-accounts')).toHaveLength(0);
  });

  it('reports a Connect script that does not load, and loads it again on the next click', async () => {
    serve();
    const user = userEvent.setup();
    renderCheckout();
    const button = await connectButton();
    const script = () => document.head.querySelector<HTMLScriptElement>(`script[src="${SCRIPT_URL}"]`);
    await waitFor(() => expect(script()).not.toBeNull());

    act(() => {
      script()!.dispatchEvent(new Event('error'));
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Connection Error');
    expect(alert).toHaveTextContent("We couldn't start the bank connection. Please try again.");
    await waitFor(() => expect(button).toBeEnabled());

    await user.click(button);
    await waitFor(() => expect(script()).not.toBeNull());
    const teller = installTellerConnect();
    act(() => {
      script()!.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(teller.latest().open).toHaveBeenCalledTimes(1);
    script()?.remove();
  });

  it('reports a Connect that refuses to set up, and keeps the button', async () => {
    serve();
    window.TellerConnect = {
      setup: () => {
        throw new TypeError('TellerConnect.setup: applicationId is required');
      },
    };
    renderCheckout();

    expect(await screen.findByRole('alert')).toHaveTextContent('Connection Error');
    expect(await connectButton()).toBeEnabled();
  });

  it('asks for an account before paying', async () => {
    const fetchMock = serve();
    installTellerConnect();
    const user = userEvent.setup();
    await openWithAccounts();

    await user.click(payButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Selection Required');
    expect(alert).toHaveTextContent('Please select a bank account to continue.');
    expect(callsTo(fetchMock, 'POST', '/api/process-teller-payment')).toHaveLength(0);
  });

  it('pays from the chosen account and moves on to the result with the bank provider', async () => {
    const fetchMock = serve();
    installTellerConnect();
    const user = userEvent.setup();
    const { where } = await openWithAccounts();

    await user.click(screen.getByRole('radio', { name: 'Rainy Day Savings' }));
    await user.click(screen.getByRole('checkbox', { name: 'Save this account for future transfers' }));
    await user.click(payButton());

    expect(await screen.findByRole('heading', { name: 'Transfer Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Payment Submitted').parentElement).toHaveTextContent(
      'Your bank payment is being processed.',
    );
    expect(where().pathname).toBe('/success');
    expect(Object.fromEntries(where().searchParams)).toEqual({ session_id: SESSION_ID, provider: 'teller' });
    // The checkout read the transfer as pending; the result reads it again rather than show that.
    await waitFor(() => expect(screen.getByTestId('transfer-status')).toHaveAttribute('data-status', 'processing'));

    const payments = callsTo(fetchMock, 'POST', '/api/process-teller-payment');
    expect(payments).toHaveLength(1);
    expect(payments[0]?.body).toEqual({
      session_id: SESSION_ID,
      account_id: 'acc_savings_2',
      access_token: TOKEN,
      savePaymentMethod: true,
    });
    expect(payments[0]?.headers.get('x-csrf-token')).toBe('csrf-bank');
  });

  it('sends one payment however often the button is pressed, saying "Processing..." meanwhile', async () => {
    const fetchMock = serve();
    const held = holdRequests(fetchMock, '/api/process-teller-payment');
    installTellerConnect();
    const user = userEvent.setup();
    await openWithAccounts();
    await user.click(screen.getByRole('radio', { name: 'Everyday Checking' }));

    act(() => {
      // Both clicks land before React re-renders, so the button is not disabled yet for the second.
      payButton().click();
      payButton().click();
    });
    await user.click(payButton());

    expect(payButton()).toHaveAccessibleName('Processing...');
    expect(payButton()).toBeDisabled();
    held.release();
    expect(await screen.findByRole('heading', { name: 'Transfer Successful!' })).toBeInTheDocument();
    const [payment, ...others] = callsTo(fetchMock, 'POST', '/api/process-teller-payment');
    expect(others).toHaveLength(0);
    expect(payment?.body).toMatchObject({ account_id: 'acc_checking_1', savePaymentMethod: false });
  });

  it.each([
    {
      case: 'the server refuses the payment',
      answer: { status: 402, body: { message: 'Insufficient funds in the selected account.' } },
      shown: 'Insufficient funds in the selected account.',
    },
    {
      case: 'the server fails without a reason',
      answer: { status: 500, body: '' },
      shown: 'Unable to process payment. Please try again.',
    },
    {
      case: 'the server answers success: false with a message',
      answer: { body: { success: false, message: 'This account cannot be debited.' } },
      shown: 'This account cannot be debited.',
    },
    {
      case: 'the server answers success: false without a message',
      answer: { body: { success: false } },
      shown: 'Payment processing failed',
    },
  ])('shows "Payment Failed" and keeps the form when $case', async ({ answer, shown }) => {
    const fetchMock = serve((request) => (request.path === '/api/process-teller-payment' ? answer : undefined));
    installTellerConnect();
    const user = userEvent.setup();
    const { where } = await openWithAccounts();
    await user.click(screen.getByRole('radio', { name: 'Everyday Checking' }));

    await user.click(payButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment Failed');
    expect(alert).toHaveTextContent(shown);
    expect(where().pathname).toBe('/teller-checkout');
    expect(payButton()).toBeEnabled();
    expect(payButton()).toHaveAccessibleName('Pay $105.00');

    await user.click(payButton());
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/process-teller-payment')).toHaveLength(2));
  });

  it('does not offer to pay a transfer that is already paid', async () => {
    serve((request) =>
      request.path === '/api/checkout-session' ? { body: { ...session, status: 'completed' } } : undefined,
    );
    const teller = installTellerConnect();
    renderCheckout();

    expect(await screen.findByText('This transfer has already been paid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Bank Account' })).not.toBeInTheDocument();
    expect(teller.setup).not.toHaveBeenCalled();
  });
});
