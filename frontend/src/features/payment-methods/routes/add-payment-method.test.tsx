import { screen, waitFor } from '@testing-library/react';
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
import { expiryYears, isValidRoutingNumber } from '../api/payment-method-input';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const PROVIDER_URL = 'http://localhost:4010';
const PUBLISHABLE_KEY = 'pk_test_sandbox_123';

const config = {
  stripePublishableKey: PUBLISHABLE_KEY,
  stripeApiBaseUrl: PROVIDER_URL,
  tellerApplicationId: 'app_sandbox',
  tellerEnvironment: 'sandbox',
  tellerConnectScriptUrl: `${PROVIDER_URL}/teller/connect/connect.js`,
};

const savedCard = {
  id: 7,
  name: 'Visa ending in 4242',
  type: 'card',
  lastFour: '4242',
  bankName: null,
  accountType: null,
  isDefault: false,
  createdAt: '2025-01-05T12:00:00.000Z',
};
const savedBank = {
  id: 8,
  name: 'Chase Checking',
  type: 'bank_account',
  lastFour: '6789',
  bankName: 'Chase',
  accountType: 'checking',
  isDefault: false,
  createdAt: '2025-01-05T12:00:00.000Z',
};

/** Our API and the card provider; `overrides` answers first. */
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
      case 'POST /v1/payment_methods':
        return { body: { id: 'pm_card_visa_1', card: { brand: 'visa', last4: '4242' } } };
      case 'POST /api/add-payment-method': {
        const added = (request.body as { type: string }).type === 'card' ? savedCard : savedBank;
        list = [added];
        return { status: 201, body: added };
      }
      default:
        return undefined;
    }
  });
}

type FetchMock = ReturnType<typeof serve>;

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

const nextYear = String(new Date().getFullYear() + 1);

async function fillCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Cardholder Name'), 'Amina Okello');
  await user.type(screen.getByLabelText('Card Number'), '4242424242424242');
  await user.selectOptions(screen.getByLabelText('Expiry Month'), '07');
  await user.selectOptions(screen.getByLabelText('Expiry Year'), nextYear);
  await user.type(screen.getByLabelText('CVV'), '123');
}

async function fillBank(user: ReturnType<typeof userEvent.setup>, routingNumber = '021000021') {
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
  beforeEach(() => setCsrfCookie('csrf-add-pm'));
  afterEach(clearCsrfCookie);

  it('preselects the type from ?type=', async () => {
    serve();
    renderApp('/add-payment-method?type=bank_account');
    await page();
    expect(screen.getByRole('radio', { name: 'Bank Account' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Credit/Debit Card' })).not.toBeChecked();
    expect(screen.getByLabelText('Routing Number')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument();
  });

  it('offers months 01 to 12, this year and the next 9, groups the number in fours and caps the CVV at 4', async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/add-payment-method?type=card');
    await page();
    expect(screen.getByRole('radio', { name: 'Credit/Debit Card' })).toBeChecked();

    const months = [...(screen.getByLabelText('Expiry Month') as HTMLSelectElement).options]
      .filter((option) => option.value !== '')
      .map((option) => option.text);
    expect(months).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    const years = [...(screen.getByLabelText('Expiry Year') as HTMLSelectElement).options]
      .filter((option) => option.value !== '')
      .map((option) => option.text);
    const thisYear = new Date().getFullYear();
    expect(years).toEqual(Array.from({ length: 10 }, (_, index) => String(thisYear + index)));
    expect(expiryYears(new Date(2030, 5, 1))[9]).toBe('2039');

    await user.type(screen.getByLabelText('Card Number'), '4242 4242x4242424299999');
    expect(screen.getByLabelText('Card Number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Card Number')).toHaveAttribute('maxLength', '19');
    await user.type(screen.getByLabelText('CVV'), '12a345');
    expect(screen.getByLabelText('CVV')).toHaveValue('1234');
    expect(screen.getByLabelText('CVV')).toHaveAttribute('maxLength', '4');
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
    await user.type(screen.getByLabelText('Bank Name'), 'Chase');
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill in all required fields for the selected payment method type',
    );

    expect(providerCalls(fetchMock)).toHaveLength(0);
    expect(callsTo(fetchMock, 'POST', '/api/add-payment-method')).toHaveLength(0);
  });

  it('tokenizes the card at the provider with the publishable key, then saves only the payment method id', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    renderApp('/add-payment-method?type=card');
    await page();

    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));

    expect(await screen.findByText('Payment method added successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Methods' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Visa ending in 4242' })).toBeInTheDocument();

    const [tokenize] = providerCalls(fetchMock);
    expect(tokenize?.url).toBe(`${PROVIDER_URL}/v1/payment_methods`);
    expect(tokenize?.init.method).toBe('POST');
    expect(tokenize?.init.credentials).toBe('omit');
    expect(tokenize?.headers.get('authorization')).toBe(`Bearer ${PUBLISHABLE_KEY}`);
    expect(tokenize?.headers.get('x-csrf-token')).toBeNull();
    expect(Object.fromEntries(tokenize!.form)).toEqual({
      type: 'card',
      'card[number]': '4242424242424242',
      'card[exp_month]': '7',
      'card[exp_year]': nextYear,
      'card[cvc]': '123',
      'billing_details[name]': 'Amina Okello',
    });

    const [save] = callsTo(fetchMock, 'POST', '/api/add-payment-method');
    expect(save?.body).toEqual({ type: 'card', paymentMethodId: 'pm_card_visa_1' });
    expect(save?.headers.get('x-csrf-token')).toBe('csrf-add-pm');
    const ourBodies = fetchMock.mock.calls
      .filter(([input]) => !String(input).startsWith(PROVIDER_URL))
      .map(([, init]) => String(init?.body ?? ''));
    expect(ourBodies.join(' ')).not.toContain('4242424242424242');
  });

  it("shows the provider's refusal and saves nothing", async () => {
    const fetchMock = serve((request) =>
      request.path === '/v1/payment_methods'
        ? { status: 402, body: { error: { message: 'Your card number is incorrect.' } } }
        : undefined,
    );
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

  it('saves a bank account with its details and goes back to the list', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    renderApp('/add-payment-method?type=bank_account');
    await page();

    await fillBank(user);
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));

    expect(await screen.findByText('Payment method added successfully')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Chase Checking' })).toBeInTheDocument();
    const [save] = callsTo(fetchMock, 'POST', '/api/add-payment-method');
    expect(save?.body).toEqual({
      type: 'bank_account',
      accountNumber: '000123456789',
      routingNumber: '021000021',
      accountType: 'savings',
      bankName: 'Chase',
      accountHolderName: 'Amina Okello',
    });
    expect(providerCalls(fetchMock)).toHaveLength(0);
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
