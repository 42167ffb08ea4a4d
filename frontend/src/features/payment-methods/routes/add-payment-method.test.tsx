import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TellerConnectOptions } from '@/lib/teller-connect';
import {
  callsTo,
  clearCsrfCookie,
  mockApiWith,
  setCsrfCookie,
  signedInAs,
  type MockAnswer,
  type MockRequest,
} from '@/testing/mock-api';
import { installFakeStripe, type FakeStripe } from '@/testing/fake-stripe';
import { renderApp } from '@/testing/render-app';
import { isValidRoutingNumber } from '../api/payment-method-input';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const config = {
  stripePublishableKey: 'pk_test_sandbox_123',
  stripeJsUrl: 'http://localhost:4010/stripe/js/v3',
  tellerApplicationId: 'app_sandbox',
  tellerEnvironment: 'sandbox',
  tellerConnectScriptUrl: 'http://localhost:4010/teller/connect/connect.js',
};

const savedCard = {
  id: 7,
  name: 'Visa ending in 4242',
  type: 'card',
  lastFour: '4242',
  bankName: null,
  accountType: null,
  isDefault: false,
  verification: 'verified',
  microdepositType: null,
  createdAt: '2025-01-05T12:00:00.000Z',
};
/** Typed by its numbers: pending until the sender confirms the micro-deposits. */
const savedBank = {
  id: 8,
  name: 'Chase Checking',
  type: 'bank_account',
  lastFour: '6789',
  bankName: 'Chase',
  accountType: 'checking',
  isDefault: false,
  verification: 'pending',
  microdepositType: 'descriptor_code',
  createdAt: '2025-01-05T12:00:00.000Z',
};
/** Linked through the bank: verified at once. */
const linkedBank = {
  id: 9,
  name: 'Sandbox Bank Checking',
  type: 'bank_account',
  lastFour: '1234',
  bankName: 'Sandbox Bank',
  accountType: 'checking',
  isDefault: false,
  verification: 'verified',
  microdepositType: null,
  createdAt: '2025-01-05T12:00:00.000Z',
};

const TOKEN = 'token_sandbox_abc123';
const accounts = [
  {
    id: 'acc_checking_1',
    name: 'Everyday Checking',
    institution: { name: 'Sandbox Bank' },
    last_four: '1234',
    type: 'depository',
    subtype: 'checking',
  },
  {
    id: 'acc_savings_2',
    name: 'Rainy Day Savings',
    institution: { name: 'Sandbox Bank' },
    last_four: '9876',
    type: 'depository',
    subtype: 'savings',
  },
];

/** Our API; `overrides` answers first. */
function serve(overrides: (request: MockRequest) => MockAnswer | undefined = () => undefined) {
  let list: unknown[] = [];
  return mockApiWith((request) => {
    const answer = overrides(request);
    if (answer) return answer;
    switch (`${request.method} ${request.path}`) {
      case 'GET /api/auth/me':
        return signedInAs('Amina', 'Okello');
      case 'GET /api/config':
        return { body: config };
      case 'GET /api/payment-methods':
        return { body: list };
      case 'POST /api/teller-accounts':
        return { body: { success: true, accounts } };
      case 'POST /api/add-payment-method': {
        const { type } = request.body as { type: string };
        const added = type === 'card' ? savedCard : type === 'linked_bank_account' ? linkedBank : savedBank;
        list = [added];
        return { status: 201, body: added };
      }
      default:
        return undefined;
    }
  });
}

let stripe: FakeStripe;

/** The cardholder name is ours; the card itself is typed in Stripe.js's Elements. */
async function fillCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Cardholder Name'), 'Amina Okello');
  await waitFor(() => expect(() => stripe.element('cardCvc')).not.toThrow());
  await stripe.fillCard();
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
  return { setup, latest: () => made[made.length - 1]! };
}

/** Clicks "Link your bank account" once Connect is set up, and finishes the popup with `token`. */
async function linkBank(user: ReturnType<typeof userEvent.setup>, teller: ReturnType<typeof installTellerConnect>, token = TOKEN) {
  const button = await screen.findByRole('button', { name: 'Link your bank account' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  expect(teller.latest().open).toHaveBeenCalledTimes(1);
  act(() => teller.latest().options.onSuccess({ accessToken: token }));
}

async function enterNumbers(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Enter account numbers instead' }));
}

async function fillBank(user: ReturnType<typeof userEvent.setup>, routingNumber = '021000021') {
  await enterNumbers(user);
  await user.type(screen.getByLabelText('Account Holder Name'), ' Amina Okello ');
  await user.type(screen.getByLabelText('Bank Name'), 'Chase');
  await user.type(screen.getByLabelText('Routing Number'), routingNumber);
  await user.type(screen.getByLabelText('Account Number'), '000123456789');
  await user.selectOptions(screen.getByLabelText('Account Type'), 'savings');
}

async function page() {
  await screen.findByRole('heading', { level: 1, name: 'Add Payment Method' });
}

describe('/add-payment-method', () => {
  beforeEach(() => {
    setCsrfCookie('csrf-add-pm');
    stripe = installFakeStripe();
  });
  afterEach(() => {
    clearCsrfCookie();
    delete window.TellerConnect;
  });

  it('preselects the type from ?type=; a bank account is linked through the bank first, numbers second', async () => {
    serve();
    installTellerConnect();
    const user = userEvent.setup();
    renderApp('/add-payment-method?type=bank_account');
    await page();
    expect(screen.getByRole('radio', { name: 'Bank Account' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Credit/Debit Card' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Link your bank account' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Routing Number')).not.toBeInTheDocument();
    expect(screen.queryByText('Card Number')).not.toBeInTheDocument();

    await enterNumbers(user);
    expect(screen.getByLabelText('Routing Number')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Link your bank account instead' }));
    expect(screen.getByRole('button', { name: 'Link your bank account' })).toBeInTheDocument();
  });

  it('links a bank in Connect, lists its accounts, and saves the chosen one as a linked account', async () => {
    const fetchMock = serve();
    const teller = installTellerConnect();
    const user = userEvent.setup();
    renderApp('/add-payment-method?type=bank_account');
    await page();

    await linkBank(user, teller);
    expect(teller.setup).toHaveBeenCalledWith(
      expect.objectContaining({ applicationId: 'app_sandbox', environment: 'sandbox', selectAccount: 'single' }),
    );
    expect(await screen.findByText('Bank Account Connected')).toBeInTheDocument();
    const checking = await screen.findByRole('radio', { name: 'Everyday Checking' });
    expect(checking).toHaveAccessibleDescription('Sandbox Bank · •••• 1234 · checking');
    expect(callsTo(fetchMock, 'POST', '/api/teller-accounts')[0]?.body).toEqual({ access_token: TOKEN });

    // Two accounts: nothing is saved until the sender picks one.
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a bank account');
    expect(callsTo(fetchMock, 'POST', '/api/add-payment-method')).toHaveLength(0);

    await user.click(checking);
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));

    expect(await screen.findByText('Payment method added successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Methods' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Sandbox Bank Checking' })).toBeInTheDocument();
    const [save] = callsTo(fetchMock, 'POST', '/api/add-payment-method');
    expect(save?.body).toEqual({ type: 'linked_bank_account', accessToken: TOKEN, accountId: 'acc_checking_1' });
    expect(save?.headers.get('x-csrf-token')).toBe('csrf-add-pm');
  });

  it('goes back to the link button when the bank link fails or its token no longer works', async () => {
    serve((request) =>
      request.path === '/api/teller-accounts'
        ? { status: 401, body: { message: 'Your bank connection expired. Please connect again.' } }
        : undefined,
    );
    const teller = installTellerConnect();
    const user = userEvent.setup();
    renderApp('/add-payment-method?type=bank_account');
    await page();

    await linkBank(user, teller);
    const toast = await screen.findByText('Your bank connection expired. Please connect again.');
    expect(toast.parentElement).toHaveTextContent('Connection Failed');
    expect(await screen.findByRole('button', { name: 'Link your bank account' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Everyday Checking' })).not.toBeInTheDocument();

    act(() => teller.latest().options.onFailure!({ message: 'user cancelled' }));
    expect(await screen.findByText('Failed to connect your bank account. Please try again.')).toBeInTheDocument();
  });

  it('asks for another bank when the linked one has no account to save', async () => {
    serve((request) => (request.path === '/api/teller-accounts' ? { body: { accounts: [] } } : undefined));
    const teller = installTellerConnect();
    const user = userEvent.setup();
    renderApp('/add-payment-method?type=bank_account');
    await page();

    await linkBank(user, teller);
    expect(await screen.findByText(/couldn't find an account to pay from at that bank/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link your bank account' })).toBeInTheDocument();
  });

  it('shows the card fields as Stripe.js Elements beside our labels', async () => {
    serve();
    renderApp('/add-payment-method?type=card');
    await page();
    expect(screen.getByRole('radio', { name: 'Credit/Debit Card' })).toBeChecked();

    expect(screen.getByLabelText('Cardholder Name')).toBeInTheDocument();
    for (const label of ['Card Number', 'Expiry', 'CVV']) expect(screen.getByText(label)).toBeInTheDocument();
    await waitFor(() => expect(stripe.created.map((element) => element.type)).toEqual(['cardNumber', 'cardExpiry', 'cardCvc']));

    await stripe.change('cardNumber', {
      complete: false,
      error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' },
    });
    expect(screen.getByTestId('card-number-error')).toHaveTextContent('Your card number is incomplete.');
  });

  it('asks for every field of the chosen type without sending anything', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    renderApp('/add-payment-method?type=card');
    await page();

    await user.type(screen.getByLabelText('Cardholder Name'), 'Amina Okello');
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill in all required fields for the selected payment method type',
    );

    await user.click(screen.getByRole('radio', { name: 'Bank Account' }));
    await enterNumbers(user);
    await user.type(screen.getByLabelText('Bank Name'), 'Chase');
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill in all required fields for the selected payment method type',
    );

    expect(stripe.createPaymentMethod).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, 'POST', '/api/add-payment-method')).toHaveLength(0);
  });

  it('creates the payment method in Stripe.js, then saves only its id', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    renderApp('/add-payment-method?type=card');
    await page();

    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));

    expect(await screen.findByText('Payment method added successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Methods' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Visa ending in 4242' })).toBeInTheDocument();

    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: stripe.created.find((element) => element.type === 'cardNumber'),
      billing_details: { name: 'Amina Okello' },
    });
    const [save] = callsTo(fetchMock, 'POST', '/api/add-payment-method');
    expect(save?.body).toEqual({ type: 'card', paymentMethodId: 'pm_card_visa_1' });
    expect(save?.headers.get('x-csrf-token')).toBe('csrf-add-pm');
  });

  it("shows Stripe's refusal and saves nothing", async () => {
    stripe.createPaymentMethod.mockResolvedValueOnce({
      error: { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' },
    });
    const fetchMock = serve();
    const user = userEvent.setup();
    renderApp('/add-payment-method?type=card');
    await page();

    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Your card number is incorrect.');
    expect(callsTo(fetchMock, 'POST', '/api/add-payment-method')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Add Payment Method' })).toBeEnabled();
  });

  it('shows a validation error of createPaymentMethod under its field', async () => {
    stripe.createPaymentMethod.mockResolvedValueOnce({
      error: { type: 'validation_error', code: 'invalid_expiry_month_past', message: "Your card's expiration date is in the past." },
    });
    const fetchMock = serve();
    const user = userEvent.setup();
    renderApp('/add-payment-method?type=card');
    await page();

    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));

    expect(await screen.findByTestId('card-expiry-error')).toHaveTextContent("Your card's expiration date is in the past.");
    expect(callsTo(fetchMock, 'POST', '/api/add-payment-method')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Add Payment Method' })).toBeEnabled();
  });

  it('titles the toast "Duplicate Payment Method" when the card is already saved', async () => {
    serve((request) =>
      request.method === 'POST' && request.path === '/api/add-payment-method'
        ? { status: 409, body: { code: 'PAYMENT_METHOD.DUPLICATE', message: 'This card is already saved.' } }
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/add-payment-method?type=card');
    await page();

    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Duplicate Payment Method');
    expect(toast).toHaveTextContent('This card is already saved.');
    expect(screen.getByRole('heading', { level: 1, name: 'Add Payment Method' })).toBeInTheDocument();
  });

  it('checks the routing number before sending the bank account', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    renderApp('/add-payment-method?type=bank_account');
    await page();

    await fillBank(user, '021000022');
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));

    expect(screen.getByLabelText('Routing Number')).toHaveAccessibleDescription('Enter a valid 9-digit routing number');
    expect(screen.getByLabelText('Routing Number')).toHaveFocus();
    expect(callsTo(fetchMock, 'POST', '/api/add-payment-method')).toHaveLength(0);

    expect(isValidRoutingNumber('021000021')).toBe(true);
    expect(isValidRoutingNumber('011000015')).toBe(true);
    expect(isValidRoutingNumber('02100002')).toBe(false);
    expect(isValidRoutingNumber('123456789')).toBe(false);
  });

  it('saves a bank account typed by its numbers as pending, and says how to verify it', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    renderApp('/add-payment-method?type=bank_account');
    await page();

    await fillBank(user);
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));

    const instructions =
      'We sent a small deposit to this account. In 1–2 business days, enter the 6-character code that starts with SM from your bank statement to verify it.';
    const toast = await screen.findByText('Bank account added');
    expect(toast.parentElement).toHaveTextContent(instructions);
    expect(screen.queryByText('Payment method added successfully')).not.toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Chase Checking' });
    expect(card).toHaveTextContent(instructions);
    expect(card).toHaveTextContent('Verification pending');
    const [save] = callsTo(fetchMock, 'POST', '/api/add-payment-method');
    expect(save?.body).toEqual({
      type: 'bank_account',
      accountNumber: '000123456789',
      routingNumber: '021000021',
      accountType: 'savings',
      bankName: 'Chase',
      accountHolderName: 'Amina Okello',
    });
    expect(stripe.createPaymentMethod).not.toHaveBeenCalled();
  });

  it('asks for the two amounts when the bank account was verified by deposit amounts', async () => {
    serve((request) =>
      request.method === 'POST' && request.path === '/api/add-payment-method'
        ? { status: 201, body: { ...savedBank, microdepositType: 'amounts' } }
        : undefined,
    );
    const user = userEvent.setup();
    renderApp('/add-payment-method?type=bank_account');
    await page();

    await fillBank(user);
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));

    const toast = await screen.findByText('Bank account added');
    expect(toast.parentElement).toHaveTextContent(
      'We sent two small deposits to this account. In 1–2 business days, enter the two small amounts (in cents) we deposited to verify it.',
    );
  });

  it('shows the server message, or "Failed to add payment method" when there is none', async () => {
    let answer: MockAnswer = { status: 400, body: { message: 'Enter a valid account number', field: 'accountNumber' } };
    serve((request) =>
      request.method === 'POST' && request.path === '/api/add-payment-method' ? answer : undefined,
    );
    const user = userEvent.setup();
    renderApp('/add-payment-method?type=bank_account');
    await page();

    await fillBank(user);
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    let toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Enter a valid account number');

    answer = { status: 502, body: '<html>Bad gateway</html>' };
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to add payment method'));
    toast = screen.getByRole('alert');
    expect(toast).not.toHaveTextContent('Duplicate');
  });
});
