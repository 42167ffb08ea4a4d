import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hardRedirect } from '@/lib/redirect';
import { installFakeStripe } from '@/testing/fake-stripe';
import { clearCsrfCookie, setCsrfCookie, type MockAnswer } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { ETHIOPIA_DELIVERY_OPTIONS } from '@/testing/delivery-options';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

type Request = { method: string; url: URL; body: unknown; headers: Headers };
type Handler = (request: Request) => MockAnswer | undefined | Promise<MockAnswer | undefined>;

const sender = {
  id: 1,
  firstName: 'Amina',
  lastName: 'Okello',
  email: 'amina@example.com',
  phone: '+12025550100',
};

const RATES: Record<string, { rate: number; currencyCode: string }> = {
  kenya: { rate: 129.25, currencyCode: 'KES' },
  uganda: { rate: 3700, currencyCode: 'UGX' },
  ethiopia: { rate: 57.5, currencyCode: 'ETB' },
  eritrea: { rate: 15, currencyCode: 'ERN' },
};

const cardLike = (paymentMethod: string) => paymentMethod === 'card' || paymentMethod === 'saved_3';

/** The server's pricing, as test data: the screen must show these figures, not its own. */
function serverQuote(search: URLSearchParams) {
  const amount = Number(search.get('amount'));
  const { rate, currencyCode } = RATES[search.get('country') ?? '']!;
  const feePercent = cardLike(search.get('paymentMethod') ?? '') ? 9 : 5;
  const feeAmount = Math.round(amount * feePercent) / 100;
  return {
    amount,
    feeAmount,
    totalAmount: Math.round((amount + feeAmount) * 100) / 100,
    recipientAmount: Math.round(amount * rate * 100) / 100,
    rate,
    currencyCode,
    feePercent,
  };
}

function toResponse({ status = 200, body }: MockAnswer): Response {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A fake API: `/api/auth/me` answers the sender, `/api/quote` prices like the server, and
 * `handler` answers everything else (and may override those). Unanswered calls get a 404.
 */
function serve(handler: Handler = () => undefined) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, url, body, headers: new Headers(init?.headers) };
    const answer =
      (await handler(request)) ??
      (url.pathname === '/api/auth/me' ? { body: sender } : undefined) ??
      (url.pathname === '/api/quote' ? { body: serverQuote(url.searchParams) } : undefined);
    return toResponse(answer ?? { status: 404, body: { message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function requests(fetchMock: ReturnType<typeof serve>, method: string, path: string): Request[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      method: (init?.method ?? 'GET').toUpperCase(),
      url: new URL(String(input), 'http://localhost'),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: new Headers(init?.headers),
    }))
    .filter((request) => request.method === method && request.url.pathname === path);
}

const summaryRow = (id: string) => screen.getByTestId(`summary-${id}`);

async function openSendScreen(path = '/send') {
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Send Money' });
}

/** Waits for the summary to show the server's figures for `amount` US dollars. */
async function summaryShows(sendAmount: string) {
  await waitFor(() => expect(summaryRow('send-amount')).toHaveTextContent(sendAmount));
}

async function fillRecipient(user: ReturnType<typeof userEvent.setup>) {
  const recipient = within(screen.getByRole('group', { name: 'Recipient' }));
  await user.type(recipient.getByLabelText('Recipient First Name'), 'Wanjiru');
  await user.type(recipient.getByLabelText('Recipient Last Name'), 'Kamau');
  await user.type(recipient.getByLabelText('Recipient Phone Number'), '0712345678');
}

/** A saved method: the review with the disclosure first, then the one confirmation that charges. */
async function reviewAndComplete(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Review Transfer' }));
  const review = await screen.findByRole('dialog', { name: 'Review your transfer' });
  await user.click(within(review).getByRole('button', { name: 'Complete Transfer' }));
}

async function setAmount(user: ReturnType<typeof userEvent.setup>, amount: string) {
  const field = screen.getByLabelText('Send Amount');
  await user.clear(field);
  await user.type(field, amount);
}

const savedMethods = [
  { id: 3, name: 'Visa Platinum', type: 'card', lastFour: '4242', isDefault: false, verification: 'verified', createdAt: '2025-01-01T00:00:00Z' },
  { id: 5, name: 'Chase Checking', type: 'bank_account', lastFour: '6789', isDefault: true, verification: 'verified', createdAt: '2025-01-02T00:00:00Z' },
];

describe('send-money screen', () => {
  beforeEach(() => setCsrfCookie('csrf-send'));
  afterEach(clearCsrfCookie);

  describe('on arrival', () => {
    it.each(['/send', '/transfer'])('at %s starts at 1 USD to Kenya with the sender filled in from the account', async (path) => {
      serve();
      await openSendScreen(path);

      expect(screen.getByLabelText('Send Amount')).toHaveValue(1);
      expect(screen.getByLabelText('Send Amount')).toHaveAttribute('type', 'number');
      expect(screen.getByLabelText('Send Amount')).toHaveAttribute('step', '0.01');
      expect(screen.getByLabelText('Send Amount')).toHaveAttribute('min', '0.01');
      expect(screen.getByLabelText('Destination Country')).toHaveValue('kenya');
      expect(screen.getByRole('option', { name: 'Kenya' })).toBeInTheDocument();
      // The chosen country's flag shows in the field (a native option holds text only).
      expect(screen.getByLabelText('Destination Country').parentElement?.querySelector('img')?.getAttribute('src')).toMatch(/ke\.svg|flag-icons-ke/);
      expect(within(screen.getByLabelText('Destination Country')).getAllByRole('option')).toHaveLength(4);

      const senderGroup = within(screen.getByRole('group', { name: 'Sender' }));
      expect(senderGroup.getByLabelText('First Name')).toHaveValue('Amina');
      expect(senderGroup.getByLabelText('Last Name')).toHaveValue('Okello');
      expect(senderGroup.getByLabelText('Email')).toHaveValue('amina@example.com');
      expect(senderGroup.getByLabelText('Email')).toHaveAttribute('type', 'email');
      expect(senderGroup.getByLabelText('Phone Number')).toHaveValue('+12025550100');
      expect(senderGroup.getByLabelText('Phone Number')).toHaveAttribute('type', 'tel');
      // The sender's labels are unique on the page, so they can be found without the group.
      expect(screen.getByLabelText('First Name')).toBe(senderGroup.getByLabelText('First Name'));

      const recipient = within(screen.getByRole('group', { name: 'Recipient' }));
      expect(recipient.getByLabelText('Recipient First Name')).toHaveValue('');
      expect(recipient.getByLabelText('Recipient Phone Number')).toHaveAttribute('type', 'tel');
    });

    it('prefills a past transfer from "Send Again" (amount, country, firstName, lastName, phone)', async () => {
      serve();
      await openSendScreen('/transfer?amount=250&country=uganda&firstName=Okot&lastName=Peter&phone=%2B256712345678');

      expect(screen.getByLabelText('Send Amount')).toHaveValue(250);
      expect(screen.getByLabelText('Destination Country')).toHaveValue('uganda');
      expect(screen.getByLabelText('Recipient First Name')).toHaveValue('Okot');
      expect(screen.getByLabelText('Recipient Last Name')).toHaveValue('Peter');
      expect(screen.getByLabelText('Recipient Phone Number')).toHaveValue('+256712345678');
      // The sender is still the signed-in user.
      expect(screen.getByLabelText('First Name')).toHaveValue('Amina');
    });

    it('prefills a saved recipient when all four recipient parameters are present, and only logs the id', async () => {
      const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
      serve();
      await openSendScreen(
        '/send?recipientFirstName=Selam&recipientLastName=Bekele&recipientPhone=%2B251911234567&country=ethiopia&recipientId=42',
      );

      expect(screen.getByLabelText('Recipient First Name')).toHaveValue('Selam');
      expect(screen.getByLabelText('Recipient Last Name')).toHaveValue('Bekele');
      expect(screen.getByLabelText('Recipient Phone Number')).toHaveValue('+251911234567');
      expect(screen.getByLabelText('Destination Country')).toHaveValue('ethiopia');
      expect(screen.getByLabelText('Send Amount')).toHaveValue(1);
      expect(log).toHaveBeenCalledWith(expect.stringContaining('42'));
    });

    it.each([
      ['without the country', 'recipientFirstName=Selam&recipientLastName=Bekele&recipientPhone=0911234567'],
      ['without the phone', 'recipientFirstName=Selam&recipientLastName=Bekele&country=ethiopia'],
      ['without the last name', 'recipientFirstName=Selam&recipientPhone=0911234567&country=ethiopia'],
    ])('prefills no saved recipient %s', async (_case, query) => {
      serve();
      await openSendScreen(`/send?${query}`);

      expect(screen.getByLabelText('Recipient First Name')).toHaveValue('');
      expect(screen.getByLabelText('Recipient Last Name')).toHaveValue('');
      expect(screen.getByLabelText('Recipient Phone Number')).toHaveValue('');
    });

    const savedGrace = {
      id: 7,
      firstName: 'Grace',
      lastName: 'Nakato',
      phone: '+256772123456',
      country: 'uganda',
      deliveryMethod: 'mtn_momo',
      useCount: 2,
    };
    const savedYonas = { id: 8, firstName: 'Yonas', lastName: 'Tesfay', phone: '+2917123456', country: 'eritrea', deliveryMethod: 'cash_pickup', useCount: 1 };

    it('fills a saved recipient from its id alone (?recipientId=), country and method included', async () => {
      serve(({ url }) => (url.pathname === '/api/recipients' ? { body: [savedGrace, savedYonas] } : undefined));
      await openSendScreen('/send?recipientId=7');

      await waitFor(() => expect(screen.getByLabelText('Recipient First Name')).toHaveValue('Grace'));
      expect(screen.getByLabelText('Recipient Last Name')).toHaveValue('Nakato');
      expect(screen.getByLabelText('Recipient Phone Number')).toHaveValue('+256772123456');
      expect(screen.getByLabelText('Destination Country')).toHaveValue('uganda');
      expect(screen.getByLabelText('Send to a saved recipient')).toHaveValue('7');
    });

    it('picks a saved recipient on the screen, and a cash pickup one opens at an amount its agents pay, with figures', async () => {
      serve(({ url }) => (url.pathname === '/api/recipients' ? { body: [savedGrace, savedYonas] } : undefined));
      const user = userEvent.setup();
      await openSendScreen('/send');
      const picker = await screen.findByLabelText('Send to a saved recipient');
      expect(within(picker).getByRole('option', { name: 'Grace Nakato · Uganda · +256 772 123456' })).toBeInTheDocument();

      await user.selectOptions(picker, 'Yonas Tesfay · Eritrea · +291 7 123 456');
      expect(screen.getByLabelText('Destination Country')).toHaveValue('eritrea');
      expect(screen.getByLabelText('Recipient First Name')).toHaveValue('Yonas');
      expect(screen.getByLabelText('Send Amount')).toHaveValue(50);
      await summaryShows('$50.00');

      // Typing another recipient leaves the saved one.
      await user.type(screen.getByLabelText('Recipient First Name'), 's');
      expect(picker).toHaveValue('');
    });

    it('fills "Send Again" from the past transfer (?again=<id>): amount, country and recipient', async () => {
      const past = {
        id: '7f1c0a52-0000-4000-8000-000000000009',
        sessionId: 'cs_1',
        country: 'uganda',
        amount: 75,
        feeAmount: 6.75,
        totalAmount: 81.75,
        recipientAmount: 277500,
        currencyCode: 'UGX',
        status: 'completed',
        paymentMethod: 'card',
        providerTransferId: null,
        recipientInfo: { firstName: 'Grace', lastName: 'Nakato', phone: '+256772123456' },
        deliveryMethod: 'mtn_momo',
        createdAt: '2025-01-05T12:00:00.000Z',
        events: [],
        payoutAttempts: [],
        refunds: [],
      };
      serve(({ url }) => (url.pathname === `/api/transactions/${past.id}` ? { body: past } : undefined));
      await openSendScreen(`/transfer?again=${past.id}`);

      await waitFor(() => expect(screen.getByLabelText('Send Amount')).toHaveValue(75));
      expect(screen.getByLabelText('Destination Country')).toHaveValue('uganda');
      expect(screen.getByLabelText('Recipient First Name')).toHaveValue('Grace');
      expect(screen.getByLabelText('Recipient Phone Number')).toHaveValue('+256772123456');
    });

    it("puts a corridor's limit under the amount, where it is fixed", async () => {
      const message = 'Cash pickup pays at least 150.00 ERN: please send at least $10.00.';
      serve(({ url }) =>
        url.pathname === '/api/quote' && url.searchParams.get('amount') === '2'
          ? { status: 400, body: { code: 'QUOTE.BELOW_PAYOUT_MINIMUM', message } }
          : undefined,
      );
      const user = userEvent.setup();
      await openSendScreen('/send?country=eritrea');
      expect(screen.getByLabelText('Send Amount')).toHaveValue(50);
      await setAmount(user, '2');
      await waitFor(() => expect(screen.getByLabelText('Send Amount')).toHaveAccessibleDescription(message));
    });

    it('ignores a country it does not serve', async () => {
      serve();
      await openSendScreen('/send?country=atlantis');

      expect(screen.getByLabelText('Destination Country')).toHaveValue('kenya');
    });
  });

  describe('payment method', () => {
    it('falls back to a new bank transfer when the server has no saved methods (404)', async () => {
      const fetchMock = serve();
      await openSendScreen();

      await waitFor(() => expect(screen.getByRole('radio', { name: 'New Bank Transfer (ACH)' })).toBeChecked());
      expect(screen.getByRole('radio', { name: 'New Bank Transfer (ACH)' })).toHaveAccessibleDescription(
        'Connect a new bank account',
      );
      expect(screen.getByRole('radio', { name: 'New Credit/Debit Card' })).toHaveAccessibleDescription(
        'Enter new card details',
      );
      expect(screen.getByText('Or pay with a new method')).toBeInTheDocument();
      expect(screen.queryByText('Saved Payment Methods')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeInTheDocument();
      expect(requests(fetchMock, 'GET', '/api/payment-methods')).toHaveLength(1);
    });

    it('lists saved methods first and selects the default one', async () => {
      serve(({ url }) => (url.pathname === '/api/payment-methods' ? { body: savedMethods } : undefined));
      await openSendScreen();

      const bank = await screen.findByRole('radio', { name: 'Chase Checking' });
      expect(bank).toBeChecked();
      expect(bank).toHaveAccessibleDescription(/Bank Account.*6789.*Default/);
      const card = screen.getByRole('radio', { name: 'Visa Platinum' });
      expect(card).not.toBeChecked();
      expect(card).toHaveAccessibleDescription(/Credit\/Debit Card.*4242/);
      expect(card).not.toHaveAccessibleDescription(/Default/);
      expect(screen.getByText('Saved Payment Methods')).toBeInTheDocument();

      const radios = screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
      expect(radios).toEqual(['saved_3', 'saved_5', 'ach', 'card']);
      expect(screen.getByRole('button', { name: 'Review Transfer' })).toBeInTheDocument();
    });

    it('prices a saved bank account as a bank transfer and a saved card as a card', async () => {
      const fetchMock = serve(({ url }) => (url.pathname === '/api/payment-methods' ? { body: savedMethods } : undefined));
      const user = userEvent.setup();
      await openSendScreen('/send?amount=100');
      expect(await screen.findByRole('radio', { name: 'Chase Checking' })).toBeChecked();
      await waitFor(() => expect(requests(fetchMock, 'GET', '/api/quote').length).toBeGreaterThan(0));

      await user.click(screen.getByRole('radio', { name: 'Visa Platinum' }));
      await waitFor(() =>
        expect(requests(fetchMock, 'GET', '/api/quote').map((r) => r.url.searchParams.get('paymentMethod'))).toContain('card'),
      );
      const asked = requests(fetchMock, 'GET', '/api/quote').map((r) => r.url.searchParams.get('paymentMethod'));
      expect(asked[0]).toBe('ach');
      expect(asked.every((method) => method === 'ach' || method === 'card')).toBe(true);
    });

    it('falls back to ACH when no saved method is the default', async () => {
      const noDefault = savedMethods.map((method) => ({ ...method, isDefault: false }));
      serve(({ url }) => (url.pathname === '/api/payment-methods' ? { body: noDefault } : undefined));
      await openSendScreen();

      await screen.findByRole('radio', { name: 'Chase Checking' });
      expect(screen.getByRole('radio', { name: 'New Bank Transfer (ACH)' })).toBeChecked();
    });

    it('shows saved bank accounts that are not verified as disabled, "Verify this account first", never preselected', async () => {
      const unverified = [
        savedMethods[0],
        { ...savedMethods[1], verification: 'pending', microdepositType: 'descriptor_code' },
        { id: 6, name: 'Old Savings', type: 'bank_account', lastFour: '1111', isDefault: false, verification: 'failed' },
        { id: 7, name: 'Typed Checking', type: 'bank_account', lastFour: '2222', isDefault: false, verification: 'unverified' },
      ];
      serve(({ url }) => (url.pathname === '/api/payment-methods' ? { body: unverified } : undefined));
      const user = userEvent.setup();
      await openSendScreen();

      const pending = await screen.findByRole('radio', { name: 'Chase Checking' });
      for (const name of ['Chase Checking', 'Old Savings', 'Typed Checking']) {
        const radio = screen.getByRole('radio', { name });
        expect(radio).toBeDisabled();
        expect(radio).not.toBeChecked();
        expect(radio).toHaveAccessibleDescription(/Verify this account first/);
      }
      // The default is pending: a new bank transfer is chosen instead.
      await waitFor(() => expect(screen.getByRole('radio', { name: 'New Bank Transfer (ACH)' })).toBeChecked());
      expect(screen.getByRole('radio', { name: 'Visa Platinum' })).toBeEnabled();
      expect(screen.getByRole('radio', { name: 'Visa Platinum' })).not.toHaveAccessibleDescription(/Verify/);

      await user.click(pending);
      expect(pending).not.toBeChecked();
      expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeInTheDocument();
    });
  });

  describe('transfer summary', () => {
    it("shows the server's quote: 5% for a bank transfer, 9% and a warning for a card", async () => {
      const fetchMock = serve();
      const user = userEvent.setup();
      await openSendScreen('/send?amount=100');

      await summaryShows('$100.00');
      expect(summaryRow('service-fee')).toHaveTextContent('Service Fee (5%)$5.00');
      expect(summaryRow('total-amount')).toHaveTextContent('Total Amount$105.00');
      expect(summaryRow('recipient-gets')).toHaveTextContent('Recipient Gets12,925.00 KES');
      expect(summaryRow('exchange-rate')).toHaveTextContent('Exchange Rate1 USD = 129.25 KES');
      expect(screen.queryByText('Higher Processing Fees')).not.toBeInTheDocument();

      await user.click(screen.getByRole('radio', { name: 'New Credit/Debit Card' }));

      await waitFor(() => expect(summaryRow('service-fee')).toHaveTextContent('Service Fee (9%)$9.00'));
      expect(summaryRow('total-amount')).toHaveTextContent('$109.00');
      expect(screen.getByRole('note', { name: 'Higher Processing Fees' })).toHaveTextContent(/9%.*5%/);
      expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeInTheDocument();

      const asked = requests(fetchMock, 'GET', '/api/quote').map((request) => request.url.search);
      expect(asked).toContain('?amount=100&country=kenya&paymentMethod=ach&deliveryMethod=mpesa');
      expect(asked).toContain('?amount=100&country=kenya&paymentMethod=card&deliveryMethod=mpesa');
    });

    it('shows whatever the server says, never figures of its own', async () => {
      const odd = { amount: 10, feeAmount: 0.77, totalAmount: 10.77, recipientAmount: 1234.56, rate: 123.4567, currencyCode: 'KES', feePercent: 5 };
      serve(({ url }) => (url.pathname === '/api/quote' ? { body: odd } : undefined));
      await openSendScreen('/send?amount=10');

      await waitFor(() => expect(summaryRow('service-fee')).toHaveTextContent('$0.77'));
      expect(summaryRow('total-amount')).toHaveTextContent('$10.77');
      expect(summaryRow('recipient-gets')).toHaveTextContent('1,234.56 KES');
      expect(summaryRow('exchange-rate')).toHaveTextContent('1 USD = 123.4567 KES');
    });

    it('keeps the previous figures on screen while the new quote loads', async () => {
      let release: (() => void) | undefined;
      serve(async ({ url }) => {
        if (url.pathname !== '/api/quote' || url.searchParams.get('amount') !== '20') return undefined;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { body: serverQuote(url.searchParams) };
      });
      const user = userEvent.setup();
      await openSendScreen('/send?amount=2');
      await summaryShows('$2.00');

      await user.type(screen.getByLabelText('Send Amount'), '0');

      await waitFor(() => expect(release).toBeDefined());
      expect(summaryRow('send-amount')).toHaveTextContent('$2.00');
      expect(screen.getByRole('region', { name: 'Transfer Summary' })).toHaveAttribute('aria-busy', 'true');

      release!();
      await summaryShows('$20.00');
    });

    it('asks for no quote for an amount below the minimum, and treats non-numbers as 0', async () => {
      const fetchMock = serve();
      const user = userEvent.setup();
      await openSendScreen();
      await summaryShows('$1.00');

      await user.clear(screen.getByLabelText('Send Amount'));

      expect(await screen.findByText('Enter an amount of at least $0.01 to see the figures.')).toBeInTheDocument();
      expect(summaryRow('send-amount')).toHaveTextContent('Send Amount—');
      expect(summaryRow('total-amount')).toHaveTextContent('Total Amount—');
      const amounts = requests(fetchMock, 'GET', '/api/quote').map((request) => request.url.searchParams.get('amount'));
      expect(amounts).not.toContain('0');
      expect(amounts).not.toContain('');
    });

    it("shows the server's reason when it cannot price the transfer", async () => {
      serve(({ url }) =>
        url.pathname === '/api/quote'
          ? { status: 400, body: { message: 'The maximum amount is $10,000.00', code: 'VALIDATION_FAILED' } }
          : undefined,
      );
      await openSendScreen('/send?amount=20000');

      expect(await screen.findByTestId('quote-error')).toHaveTextContent('The maximum amount is $10,000.00');
      expect(summaryRow('send-amount')).toHaveTextContent('—');
    });
  });

  describe('validation', () => {
    it('explains every missing field and sends nothing', async () => {
      const fetchMock = serve(({ url }) =>
        url.pathname === '/api/auth/me' ? { body: { ...sender, email: null, phone: null } } : undefined,
      );
      const user = userEvent.setup();
      await openSendScreen();
      await user.clear(screen.getByLabelText('Send Amount'));

      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

      expect(screen.getByLabelText('Send Amount')).toHaveAccessibleDescription('Amount must be at least $0.01');
      // The sender is the account (issue #15): its details are shown, never asked for.
      expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription();
      expect(screen.getByLabelText('Phone Number')).not.toHaveAccessibleDescription();
      expect(screen.getByLabelText('Recipient First Name')).toHaveAccessibleDescription('Recipient first name is required');
      expect(screen.getByLabelText('Recipient Last Name')).toHaveAccessibleDescription('Recipient last name is required');
      expect(screen.getByLabelText('Recipient Phone Number')).toHaveAccessibleDescription(
        'Recipient phone number is required',
      );
      expect(screen.getByLabelText('Send Amount')).toHaveFocus();
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    });

    it('rejects more than two decimals', async () => {
      serve();
      const user = userEvent.setup();
      await openSendScreen();
      await setAmount(user, '10.555');
      await fillRecipient(user);

      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

      expect(screen.getByLabelText('Send Amount')).toHaveAccessibleDescription('Amount can have at most 2 decimal places');
    });

    it('shows the sender as the account, read-only, with a way to the profile', async () => {
      serve();
      await openSendScreen();
      for (const label of ['First Name', 'Last Name', 'Email', 'Phone Number']) expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
      expect(screen.getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile');
    });
  });

  describe('submission', () => {
    it('starts a card checkout with the payload built from the form and the quote, then opens the card form', async () => {
      const fetchMock = serve(({ method, url }) => {
        if (method === 'POST' && url.pathname === '/api/create-card-session') {
          return { status: 201, body: { url: '/card-checkout?session_id=sess_card_123', sessionId: 'sess_card_123' } };
        }
        if (url.pathname === '/api/checkout-session') {
          return {
            body: {
              sessionId: 'sess_card_123',
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
              failureReason: null,
            },
          };
        }
        return undefined;
      });
      const user = userEvent.setup();
      await openSendScreen('/send?amount=100');
      await fillRecipient(user);
      await user.click(screen.getByRole('radio', { name: 'New Credit/Debit Card' }));

      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

      expect(await screen.findByRole('heading', { name: 'Pay by Card' })).toBeInTheDocument();
      const [call] = requests(fetchMock, 'POST', '/api/create-card-session');
      expect(call?.body).toEqual({
        amount: 100,
        feeAmount: 9,
        totalAmount: 109,
        recipientAmount: 12925,
        country: 'kenya',
        currencyCode: 'KES',
        sender: { firstName: 'Amina', lastName: 'Okello', email: 'amina@example.com', phone: '+12025550100' },
        recipient: { firstName: 'Wanjiru', lastName: 'Kamau', phone: '0712345678', deliveryMethod: 'mpesa' },
      });
      expect(call?.headers.get('x-csrf-token')).toBe('csrf-send');
      expect(requests(fetchMock, 'GET', '/api/checkout-session')[0]?.url.searchParams.get('session_id')).toBe(
        'sess_card_123',
      );
    });

    it('says "Processing..." and cannot be pressed again while the request is under way', async () => {
      let release: (() => void) | undefined;
      const fetchMock = serve(async ({ method, url }) => {
        if (method !== 'POST' || url.pathname !== '/api/create-teller-session') return undefined;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { status: 503, body: { message: 'Bank transfers are not available yet.' } };
      });
      const user = userEvent.setup();
      await openSendScreen();
      await fillRecipient(user);
      await summaryShows('$1.00');

      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

      const busy = await screen.findByRole('button', { name: 'Processing...' });
      expect(busy).toBeDisabled();
      await user.click(busy);
      release!();
      expect(await screen.findByRole('alert')).toHaveTextContent('Bank transfers are not available yet.');
      expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
      expect(requests(fetchMock, 'POST', '/api/create-teller-session')).toHaveLength(1);
    });

    it('sends a new bank transfer to the bank session and shows its error as a toast', async () => {
      const fetchMock = serve(({ method, url }) =>
        method === 'POST' && url.pathname === '/api/create-teller-session'
          ? { status: 501, body: { message: 'Bank transfers are coming soon.', code: 'NOT_IMPLEMENTED' } }
          : undefined,
      );
      const user = userEvent.setup();
      await openSendScreen('/send?amount=40&country=eritrea');
      await fillRecipient(user);

      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Error');
      expect(alert).toHaveTextContent('Bank transfers are coming soon.');
      expect(requests(fetchMock, 'POST', '/api/create-teller-session')[0]?.body).toMatchObject({
        amount: 40,
        feeAmount: 2,
        totalAmount: 42,
        recipientAmount: 600,
        country: 'eritrea',
        currencyCode: 'ERN',
      });
      expect(requests(fetchMock, 'POST', '/api/create-card-session')).toHaveLength(0);
    });

    it('shows a saved method the review with the disclosure first, and charges nothing until confirmed', async () => {
      const fetchMock = serve(({ url }) => (url.pathname === '/api/payment-methods' ? { body: savedMethods } : undefined));
      const user = userEvent.setup();
      await openSendScreen('/send?amount=100');
      await user.click(await screen.findByRole('radio', { name: 'Visa Platinum' }));
      await fillRecipient(user);
      await waitFor(() => expect(summaryRow('service-fee')).toHaveTextContent('$9.00'));

      await user.click(screen.getByRole('button', { name: 'Review Transfer' }));
      const review = await screen.findByRole('dialog', { name: 'Review your transfer' });
      expect(within(review).getByTestId('review-amount')).toHaveTextContent('Transfer amount$100.00');
      expect(within(review).getByTestId('review-fee')).toHaveTextContent('Transfer fee (9%)$9.00');
      expect(within(review).getByTestId('review-taxes')).toHaveTextContent('$0.00');
      expect(within(review).getByTestId('review-total')).toHaveTextContent('Total you pay$109.00');
      expect(within(review).getByTestId('review-rate')).toHaveTextContent(/1 USD = .* KES/);
      expect(within(review).getByTestId('review-recipient')).toHaveTextContent('Wanjiru Kamau');
      expect(within(review).getByTestId('review-pay-with')).toHaveTextContent('Visa Platinum');
      expect(within(review).getByTestId('review-disclosure')).toHaveTextContent(/Right to cancel.*30 minutes/);
      expect(within(review).getByTestId('review-disclosure')).toHaveTextContent(/Consumer Financial Protection Bureau/);
      expect(requests(fetchMock, 'POST', '/api/process-card-payment')).toHaveLength(0);

      await user.click(within(review).getByRole('button', { name: 'Edit transfer' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(requests(fetchMock, 'POST', '/api/process-card-payment')).toHaveLength(0);
    });

    it('charges a saved bank account at once, then confirms and shows the result', async () => {
      const fetchMock = serve(({ method, url }) => {
        if (url.pathname === '/api/payment-methods') return { body: savedMethods };
        if (method === 'POST' && url.pathname === '/api/process-teller-payment') {
          return { body: { success: true, sessionId: 'sess_bank_98765', message: 'ok' } };
        }
        if (url.pathname === '/api/checkout-session') return { status: 404, body: { message: 'Not found' } };
        return undefined;
      });
      const user = userEvent.setup();
      await openSendScreen('/send?amount=100');
      await screen.findByRole('radio', { name: 'Chase Checking' });
      await fillRecipient(user);
      await waitFor(() => expect(summaryRow('service-fee')).toHaveTextContent('$5.00'));

      await reviewAndComplete(user);

      const toast = await screen.findByText('Transfer Successful');
      expect(toast.parentElement).toHaveTextContent('Your money transfer has been processed successfully!');
      expect(await screen.findByRole('heading', { name: 'Transaction Details Unavailable' })).toBeInTheDocument();
      expect(requests(fetchMock, 'GET', '/api/checkout-session')[0]?.url.searchParams.get('session_id')).toBe(
        'sess_bank_98765',
      );
      expect(requests(fetchMock, 'POST', '/api/process-teller-payment')[0]?.body).toMatchObject({
        amount: 100,
        feeAmount: 5,
        totalAmount: 105,
        savedPaymentMethodId: 5,
        recipient: { firstName: 'Wanjiru', lastName: 'Kamau', phone: '0712345678' },
      });
      // Priced as a bank transfer: the server quotes only `card` or `ach`.
      expect(requests(fetchMock, 'GET', '/api/quote').map((request) => request.url.searchParams.get('paymentMethod'))).toContain(
        'ach',
      );
    });

    it('shows the refusal of a saved bank account that is not verified (409) like the other payment errors', async () => {
      const refusal = 'Verify this bank account before paying with it: enter the code from the small deposit we sent to it.';
      const fetchMock = serve(({ method, url }) => {
        if (url.pathname === '/api/payment-methods') return { body: savedMethods };
        if (method === 'POST' && url.pathname === '/api/process-teller-payment') {
          return { status: 409, body: { code: 'PAYMENT_METHOD.UNVERIFIED', message: refusal } };
        }
        return undefined;
      });
      const user = userEvent.setup();
      await openSendScreen('/send?amount=100');
      await screen.findByRole('radio', { name: 'Chase Checking' });
      await fillRecipient(user);
      await waitFor(() => expect(summaryRow('service-fee')).toHaveTextContent('$5.00'));

      await reviewAndComplete(user);

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Error');
      expect(alert).toHaveTextContent(refusal);
      expect(screen.getByRole('heading', { level: 1, name: 'Send Money' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Review Transfer' })).toBeEnabled();
      expect(requests(fetchMock, 'POST', '/api/process-teller-payment')).toHaveLength(1);
    });

    it('charges a saved card through the card payment call', async () => {
      const fetchMock = serve(({ method, url }) => {
        if (url.pathname === '/api/payment-methods') return { body: savedMethods };
        if (method === 'POST' && url.pathname === '/api/process-card-payment') {
          return { body: { success: true, sessionId: 'sess_saved_card' } };
        }
        return undefined;
      });
      const user = userEvent.setup();
      await openSendScreen('/send?amount=100');
      await user.click(await screen.findByRole('radio', { name: 'Visa Platinum' }));
      await fillRecipient(user);
      expect(screen.getByRole('note', { name: 'Higher Processing Fees' })).toBeInTheDocument();
      await waitFor(() => expect(summaryRow('service-fee')).toHaveTextContent('Service Fee (9%)$9.00'));

      await reviewAndComplete(user);

      await screen.findByText('Transfer Successful');
      expect(requests(fetchMock, 'POST', '/api/process-card-payment')[0]?.body).toMatchObject({
        feeAmount: 9,
        totalAmount: 109,
        savedPaymentMethodId: 3,
      });
      expect(requests(fetchMock, 'POST', '/api/process-teller-payment')).toHaveLength(0);
    });

    describe('a saved card whose bank wants the sender to confirm (3-D Secure)', () => {
      const config = {
        stripePublishableKey: 'pk_test_sandbox_123',
        stripeJsUrl: 'http://localhost:4010/stripe/js/v3',
        tellerApplicationId: 'app_sandbox',
        tellerEnvironment: 'sandbox',
        tellerConnectScriptUrl: 'http://localhost:4010/teller/connect/connect.js',
      };
      const serveThreeDSecure = () =>
        serve(({ method, url }) => {
          if (url.pathname === '/api/payment-methods') return { body: savedMethods };
          if (url.pathname === '/api/config') return { body: config };
          if (method === 'POST' && url.pathname === '/api/process-card-payment') {
            return {
              body: {
                success: true,
                status: 'pending',
                sessionId: 'sess_3ds',
                message: 'Your bank asks you to confirm this payment.',
                requiresAction: true,
                clientSecret: 'pi_3ds_secret_1',
              },
            };
          }
          return undefined;
        });

      async function payWithSavedCard(user: ReturnType<typeof userEvent.setup>) {
        await openSendScreen('/send?amount=100');
        await user.click(await screen.findByRole('radio', { name: 'Visa Platinum' }));
        await fillRecipient(user);
        await waitFor(() => expect(summaryRow('service-fee')).toHaveTextContent('$9.00'));
        await reviewAndComplete(user);
      }

      it("loads Stripe.js only then, opens the bank's check, and shows the result", async () => {
        const stripe = installFakeStripe();
        const fetchMock = serveThreeDSecure();
        const user = userEvent.setup();
        await openSendScreen('/send?amount=100');
        expect(requests(fetchMock, 'GET', '/api/config')).toHaveLength(0);
        await user.click(await screen.findByRole('radio', { name: 'Visa Platinum' }));
        await fillRecipient(user);
        await waitFor(() => expect(summaryRow('service-fee')).toHaveTextContent('$9.00'));

        await reviewAndComplete(user);

        await screen.findByText('Transfer Successful');
        expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_3ds_secret_1' });
        // The success page asks for the transfer once it is shown (an effect: later on a loaded machine).
        await waitFor(() => expect(requests(fetchMock, 'GET', '/api/checkout-session')[0]?.url.searchParams.get('session_id')).toBe('sess_3ds'));
      });

      it('says why the check failed and stays on the form', async () => {
        const stripe = installFakeStripe();
        stripe.handleNextAction.mockResolvedValueOnce({
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_authentication_failure',
            message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
          },
        });
        serveThreeDSecure();
        const user = userEvent.setup();

        await payWithSavedCard(user);

        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent('Payment Failed');
        expect(alert).toHaveTextContent('We are unable to authenticate your payment method.');
        expect(screen.getByRole('heading', { level: 1, name: 'Send Money' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Review Transfer' })).toBeEnabled();
      });
    });

    describe('Idempotency-Key', () => {
      const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
      const keysOf = (fetchMock: ReturnType<typeof serve>, path: string) =>
        requests(fetchMock, 'POST', path).map((request) => request.headers.get('idempotency-key'));

      it('goes with every checkout creation and saved-method payment, a new one per submission', async () => {
        const fetchMock = serve(({ method, url }) => {
          if (url.pathname === '/api/payment-methods') return { body: savedMethods };
          if (method === 'POST' && url.pathname === '/api/create-card-session') {
            return { status: 409, body: { message: 'Try again', code: 'SOMETHING' } };
          }
          if (method === 'POST' && url.pathname.startsWith('/api/')) return { status: 422, body: { message: 'No' } };
          return undefined;
        });
        const user = userEvent.setup();
        await openSendScreen('/send?amount=100');
        await screen.findByRole('radio', { name: 'Chase Checking' });
        await fillRecipient(user);
        const submitButton = () => screen.getByRole('button', { name: /Continue to Payment|Review Transfer/ });

        for (const option of ['New Credit/Debit Card', 'New Bank Transfer (ACH)', 'Visa Platinum', 'Chase Checking']) {
          await user.click(screen.getByRole('radio', { name: new RegExp(option.replace(/[()/]/g, '.')) }));
          await waitFor(() => expect(submitButton()).toBeEnabled());
          if (submitButton().textContent === 'Review Transfer') await reviewAndComplete(user);
          else await user.click(submitButton());
          await waitFor(() => expect(submitButton()).toBeEnabled());
          await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        }

        const keys = [
          ...keysOf(fetchMock, '/api/create-card-session'),
          ...keysOf(fetchMock, '/api/create-teller-session'),
          ...keysOf(fetchMock, '/api/process-card-payment'),
          ...keysOf(fetchMock, '/api/process-teller-payment'),
        ];
        expect(keys).toHaveLength(4);
        for (const key of keys) expect(key).toMatch(UUID);
        expect(new Set(keys).size).toBe(4);
        expect(requests(fetchMock, 'GET', '/api/payment-methods')[0]?.headers.has('idempotency-key')).toBe(false);
      });

      it('is reused when the same submission is sent again after a 503 or a network failure, and not after an answer', async () => {
        let answers: Array<MockAnswer | 'network'> = [
          { status: 503, body: { message: 'Service unavailable' } },
          'network',
          { body: { success: true } },
        ];
        const fetchMock = serve(({ method, url }) => {
          if (method !== 'POST' || url.pathname !== '/api/create-teller-session') return undefined;
          const next = answers.shift();
          if (next === 'network') throw new TypeError('Failed to fetch');
          return next;
        });
        const user = userEvent.setup();
        await openSendScreen('/send?amount=100');
        await fillRecipient(user);
        await summaryShows('$100.00');
        const submitButton = () => screen.getByRole('button', { name: 'Continue to Payment' });

        await user.click(submitButton());
        expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
        await user.click(submitButton());
        await waitFor(() => expect(requests(fetchMock, 'POST', '/api/create-teller-session')).toHaveLength(2));
        await waitFor(() => expect(submitButton()).toBeEnabled());
        await user.click(submitButton());
        await waitFor(() => expect(requests(fetchMock, 'POST', '/api/create-teller-session')).toHaveLength(3));

        const [first, second, third] = keysOf(fetchMock, '/api/create-teller-session');
        expect(first).toMatch(UUID);
        expect(second).toBe(first);
        expect(third).toBe(first);
        answers = [];
      });

      it('is new once the server answered, or when the sender changed the transfer', async () => {
        const fetchMock = serve(({ method, url }) =>
          method === 'POST' && url.pathname === '/api/create-teller-session'
            ? { status: 503, body: { message: 'Service unavailable' } }
            : undefined,
        );
        const user = userEvent.setup();
        await openSendScreen('/send?amount=100');
        await fillRecipient(user);
        await summaryShows('$100.00');
        const submitButton = () => screen.getByRole('button', { name: 'Continue to Payment' });

        await user.click(submitButton());
        await screen.findByRole('alert');
        await setAmount(user, '120');
        await summaryShows('$120.00');
        await user.click(submitButton());
        await waitFor(() => expect(requests(fetchMock, 'POST', '/api/create-teller-session')).toHaveLength(2));

        const [first, second] = keysOf(fetchMock, '/api/create-teller-session');
        expect(second).not.toBe(first);
      });
    });

    it('leaves the app for an absolute redirect URL', async () => {
      serve(({ method, url }) =>
        method === 'POST' && url.pathname === '/api/create-card-session'
          ? { body: { url: 'https://checkout.example.com/pay/cs_1', sessionId: 'cs_1' } }
          : undefined,
      );
      const user = userEvent.setup();
      await openSendScreen();
      await fillRecipient(user);
      await user.click(screen.getByRole('radio', { name: 'New Credit/Debit Card' }));

      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

      await waitFor(() => expect(hardRedirect).toHaveBeenCalledWith('https://checkout.example.com/pay/cs_1'));
    });

    it('goes home after a success without a session', async () => {
      serve(({ method, url }) =>
        method === 'POST' && url.pathname === '/api/create-card-session' ? { body: { success: true } } : undefined,
      );
      const user = userEvent.setup();
      await openSendScreen();
      await fillRecipient(user);
      await user.click(screen.getByRole('radio', { name: 'New Credit/Debit Card' }));

      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

      await waitFor(() =>
        expect(screen.queryByRole('heading', { level: 1, name: 'Send Money' })).not.toBeInTheDocument(),
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('reports "No redirect URL received" for an answer with neither a URL nor success', async () => {
      serve(({ method, url }) =>
        method === 'POST' && url.pathname === '/api/create-card-session' ? { body: { sessionId: 'x' } } : undefined,
      );
      const user = userEvent.setup();
      await openSendScreen();
      await fillRecipient(user);
      await user.click(screen.getByRole('radio', { name: 'New Credit/Debit Card' }));

      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Error');
      expect(alert).toHaveTextContent('No redirect URL received');
      expect(screen.getByRole('heading', { level: 1, name: 'Send Money' })).toBeInTheDocument();
    });

    it('falls back to "Failed to process transfer" when the failure carries no message', async () => {
      serve(({ method, url }) =>
        method === 'POST' && url.pathname === '/api/create-card-session' ? { status: 500, body: '' } : undefined,
      );
      const user = userEvent.setup();
      await openSendScreen();
      await fillRecipient(user);
      await user.click(screen.getByRole('radio', { name: 'New Credit/Debit Card' }));

      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to process transfer');
    });

    it('shows the new figures and the reason when the server says the quote changed', async () => {
      let rate = 129.25;
      const message = 'The exchange rate has changed. Please review the new amounts and try again.';
      const fetchMock = serve(({ method, url }) => {
        if (url.pathname === '/api/quote') {
          const quote = serverQuote(url.searchParams);
          return { body: { ...quote, rate, recipientAmount: Math.round(quote.amount * rate * 100) / 100 } };
        }
        if (method === 'POST' && url.pathname === '/api/create-card-session') {
          rate = 130;
          return { status: 409, body: { message, code: 'TRANSFER.QUOTE_CHANGED' } };
        }
        return undefined;
      });
      const user = userEvent.setup();
      await openSendScreen('/send?amount=100');
      await fillRecipient(user);
      await user.click(screen.getByRole('radio', { name: 'New Credit/Debit Card' }));
      await waitFor(() => expect(summaryRow('service-fee')).toHaveTextContent('$9.00'));
      expect(summaryRow('recipient-gets')).toHaveTextContent('12,925.00 KES');
      const quotesBefore = requests(fetchMock, 'GET', '/api/quote').length;

      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Error');
      expect(alert).toHaveTextContent(message);
      await waitFor(() => expect(summaryRow('recipient-gets')).toHaveTextContent('13,000.00 KES'));
      expect(summaryRow('exchange-rate')).toHaveTextContent('1 USD = 130 KES');
      expect(requests(fetchMock, 'GET', '/api/quote').length).toBeGreaterThan(quotesBefore);
      expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
    });

    it('waits for the quote of a just-typed amount before sending it', async () => {
      const fetchMock = serve(({ method, url }) =>
        method === 'POST' && url.pathname === '/api/create-card-session' ? { body: { success: true } } : undefined,
      );
      const user = userEvent.setup();
      await openSendScreen();
      await fillRecipient(user);
      await user.click(screen.getByRole('radio', { name: 'New Credit/Debit Card' }));
      await setAmount(user, '75');

      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

      await waitFor(() => expect(requests(fetchMock, 'POST', '/api/create-card-session')).toHaveLength(1));
      expect(requests(fetchMock, 'POST', '/api/create-card-session')[0]?.body).toMatchObject({
        amount: 75,
        feeAmount: 6.75,
        totalAmount: 81.75,
        recipientAmount: 9693.75,
      });
    });
  });

  describe('delivery method', () => {

    /** The server's quote with the rail's rounding: whole units for M-Pesa, MTN and cash pickup. */
    function railQuote(search: URLSearchParams) {
      const method = search.get('deliveryMethod') ?? '';
      const whole = ['mpesa', 'mtn_momo', 'cash_pickup'].includes(method);
      const quote = serverQuote(search);
      return {
        ...quote,
        recipientAmount: whole ? Math.floor(quote.recipientAmount) : quote.recipientAmount,
        deliveryMethod: method,
        payoutIncrement: whole ? 1 : 0.01,
      };
    }

    it('pays Kenya by M-Pesa, prices the transfer for it and says the amount is rounded down to whole shillings', async () => {
      const fetchMock = serve(({ url }) => (url.pathname === '/api/quote' ? { body: railQuote(url.searchParams) } : undefined));
      await openSendScreen('/send?amount=10.01');

      const recipient = within(screen.getByRole('group', { name: 'Recipient' }));
      expect(recipient.getByRole('group', { name: 'Receives by' })).toHaveTextContent('M-Pesa');
      await waitFor(() => expect(summaryRow('recipient-gets')).toHaveTextContent('1,293.00 KES'));
      expect(summaryRow('recipient-gets')).toHaveTextContent('M-Pesa pays whole shillings: the amount is rounded down.');
      expect(requests(fetchMock, 'GET', '/api/quote').every((r) => r.url.searchParams.get('deliveryMethod') === 'mpesa')).toBe(true);
    });

    it('says nothing about rounding for a method that pays cents', async () => {
      serve(({ url }) => (url.pathname === '/api/quote' ? { body: railQuote(url.searchParams) } : undefined));
      await openSendScreen('/send?amount=10&country=ethiopia');

      await waitFor(() => expect(summaryRow('recipient-gets')).toHaveTextContent('575.00 ETB'));
      expect(screen.queryByTestId('rounding-note')).not.toBeInTheDocument();
    });

    it.each([
      ['uganda', 'MTN Mobile Money pays whole shillings: the amount is rounded down.'],
      ['eritrea', 'Cash pickup pays whole nakfa: the amount is rounded down.'],
    ])('states the rounding of %s', async (country, note) => {
      serve(({ url }) => (url.pathname === '/api/quote' ? { body: railQuote(url.searchParams) } : undefined));
      await openSendScreen(`/send?amount=10&country=${country}`);

      expect(await screen.findByTestId('rounding-note')).toHaveTextContent(note);
    });

    it('explains how cash pickup is collected before the sender pays', async () => {
      serve();
      await openSendScreen('/send?country=eritrea');

      const receivesBy = within(screen.getByRole('group', { name: 'Recipient' })).getByRole('group', { name: 'Receives by' });
      expect(receivesBy).toHaveTextContent('Cash pickup');
      expect(receivesBy).toHaveTextContent(
        "The recipient collects the cash at a Himbol Financial Services agent in Eritrea with the pickup code we send them by SMS and a valid ID. You'll also see the code on the transfer's page.",
      );
    });

    it("names and explains the methods in the sender's language (Amharic), with the rounding note", async () => {
      serve(({ url }) => {
        if (url.pathname === '/api/auth/me') return { body: { ...sender, language: 'am' } };
        if (url.pathname === '/api/quote') return { body: railQuote(url.searchParams) };
        return undefined;
      });
      renderApp('/send?amount=10&country=eritrea');
      await screen.findByRole('heading', { level: 1, name: 'ገንዘብ ይላኩ' });

      const recipient = within(screen.getByRole('group', { name: 'ተቀባይ' }));
      const receivesBy = recipient.getByRole('group', { name: 'የሚቀበልበት መንገድ' });
      expect(receivesBy).toHaveTextContent('ጥሬ ገንዘብ መውሰድ');
      expect(receivesBy).toHaveTextContent('ተቀባዩ በኤስኤምኤስ በምንልክለት የመውሰጃ ኮድ እና በሚሰራ መታወቂያ በኤርትራ ካለ የHimbol Financial Services ወኪል ጥሬ ገንዘቡን ይወስዳል።');
      expect(await screen.findByTestId('rounding-note')).toHaveTextContent('ጥሬ ገንዘብ የሚከፈለው በሙሉ ናቅፋ ብቻ ነው፤ መጠኑ ወደ ታች ይጠጋጋል።');

      await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'መድረሻ ሀገር' }), 'ethiopia');
      expect(await recipient.findByRole('radio', { name: 'ቴሌብር' })).toBeChecked();
      expect(recipient.getByRole('radio', { name: 'የባንክ መለያ' })).toHaveAccessibleDescription(
        'ገንዘቡ እርስዎ በሚመርጡት የኢትዮጵያ ባንክ ወዳለው የተቀባዩ መለያ ገቢ ይደረጋል።',
      );
    });

    it("shows the rail's limit where quote errors show", async () => {
      const message = 'M-Pesa pays at most 250,000.00 KES per transfer: please send at most $1,934.18.';
      serve(({ url }) =>
        url.pathname === '/api/quote'
          ? { status: 400, body: { message, code: 'VALIDATION_FAILED', field: 'amount' } }
          : undefined,
      );
      await openSendScreen('/send?amount=5000');

      expect(await screen.findByTestId('quote-error')).toHaveTextContent(message);
    });

    it('asks for the next verification tier instead of failing when the amount is above the tier (issue #26)', async () => {
      const message = 'You can send up to $999.00 now. Verify your ID on your profile to send more.';
      const fetchMock = serve(({ url }) => {
        if (url.pathname === '/api/quote') return { status: 409, body: { message, code: 'TRANSFER.VERIFICATION_REQUIRED', field: 'amount', tier: 'basic', nextTier: 'verified_id', remaining: 999 } };
        if (url.pathname === '/api/sending-limits') {
          return { body: { perTransfer: 999, perDay: 2999, perMonth: 2999, remaining: 999, remainingToday: 2999, remainingThisMonth: 2999, boundBy: 'transfer', message: 'You can send up to $999.00 in one transfer.', tier: 'basic', nextTier: 'verified_id' } };
        }
        if (url.pathname === '/api/sending-limits/tiers') {
          const limits = (perTransfer: number, perDay: number, perMonth: number) => ({ perTransfer, perDay, perMonth });
          return { body: { basic: limits(999, 2999, 2999), verified_id: limits(2999, 2999, 10000), enhanced: limits(10000, 10000, 25000) } };
        }
        return undefined;
      });
      await openSendScreen('/send?amount=1500');

      const notice = await screen.findByTestId('verify-to-send');
      expect(notice).toHaveTextContent(message);
      expect(within(notice).getByRole('link', { name: 'Verify to send more' })).toHaveAttribute('href', '/profile#verification');
      expect(screen.queryByTestId('quote-error')).not.toBeInTheDocument();
      expect(await screen.findByTestId('sending-tier')).toHaveTextContent('Verification level: Basic.');
      // What the next tier unlocks, and the way to it.
      await waitFor(() => expect(screen.getByTestId('sending-tier')).toHaveTextContent('Next level, Verified ID: Up to $2,999.00 a transfer and $10,000.00 in 30 days.'));
      expect(within(screen.getByTestId('sending-tier')).getByRole('link', { name: 'Verify to send more' })).toHaveAttribute('href', '/profile#verification');

      // Continuing sends nothing and takes the sender to the way to verify.
      const user = userEvent.setup();
      await fillRecipient(user);
      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
      expect(within(notice).getByRole('link', { name: 'Verify to send more' })).toHaveFocus();
      expect(requests(fetchMock, 'POST', '/api/create-card-session')).toEqual([]);
    });

    it('pays a bank account in Ethiopia: asks for the bank and account, prices with the bank and sends both', async () => {
      const fetchMock = serve(({ method, url }) => {
        if (url.pathname === '/api/delivery-options') return { body: ETHIOPIA_DELIVERY_OPTIONS };
        if (url.pathname === '/api/quote') return { body: railQuote(url.searchParams) };
        if (url.pathname === '/api/recipient-account-holder') return { body: { name: null } };
        if (method === 'POST' && url.pathname === '/api/create-teller-session') {
          return { body: { url: 'https://teller.example.com/connect', sessionId: 'sess_1' } };
        }
        return undefined;
      });
      const user = userEvent.setup();
      await openSendScreen('/send?amount=100&country=ethiopia');
      const recipient = within(screen.getByRole('group', { name: 'Recipient' }));
      await user.type(recipient.getByLabelText('Recipient First Name'), 'Abebe');
      await user.type(recipient.getByLabelText('Recipient Last Name'), 'Bekele');
      await user.type(recipient.getByLabelText('Recipient Phone Number'), '0911234567');
      expect(recipient.getByRole('radio', { name: 'telebirr' })).toBeChecked();

      await user.click(recipient.getByRole('radio', { name: 'Bank account' }));
      await waitFor(() => expect(recipient.getByRole('option', { name: 'Awash Bank' })).toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

      expect(recipient.getByLabelText('Bank')).toHaveAccessibleDescription("Choose the recipient's bank.");
      expect(recipient.getByLabelText('Account Number')).toHaveAccessibleDescription(
        "Enter the recipient's bank account number.",
      );
      expect(requests(fetchMock, 'POST', '/api/create-teller-session')).toHaveLength(0);

      await user.selectOptions(recipient.getByLabelText('Bank'), 'awash');
      await user.type(recipient.getByLabelText('Account Number'), '01320123456700');
      await waitFor(() =>
        expect(requests(fetchMock, 'GET', '/api/quote').map((r) => r.url.search)).toContain(
          '?amount=100&country=ethiopia&paymentMethod=ach&deliveryMethod=bank_account&bankId=awash',
        ),
      );
      // The bank is asked who holds the account before paying (this one names nobody).
      await waitFor(() => expect(requests(fetchMock, 'GET', '/api/recipient-account-holder').map((r) => r.url.searchParams.get('accountNumber'))).toContain('01320123456700'), {
        timeout: 3000,
      });
      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

      await waitFor(() => expect(hardRedirect).toHaveBeenCalledWith('https://teller.example.com/connect'));
      expect(requests(fetchMock, 'POST', '/api/create-teller-session')[0]?.body).toMatchObject({
        country: 'ethiopia',
        recipient: {
          firstName: 'Abebe',
          lastName: 'Bekele',
          phone: '0911234567',
          deliveryMethod: 'bank_account',
          bankId: 'awash',
          accountNumber: '01320123456700',
        },
      });
    });

    it('prefills the method, bank and account from a saved recipient\'s "Send Money"', async () => {
      serve(({ url }) => (url.pathname === '/api/delivery-options' ? { body: ETHIOPIA_DELIVERY_OPTIONS } : undefined));
      await openSendScreen(
        '/send?recipientFirstName=Selam&recipientLastName=Bekele&recipientPhone=%2B251911234567&country=ethiopia&recipientId=42&deliveryMethod=bank_account&bankId=cbe&accountNumber=1000123456789',
      );

      expect(screen.getByRole('radio', { name: 'Bank account' })).toBeChecked();
      await waitFor(() => expect(screen.getByLabelText('Bank')).toHaveValue('cbe'));
      expect(screen.getByLabelText('Account Number')).toHaveValue('1000123456789');
    });

    it('prefills the method, bank and account from "Send Again"', async () => {
      serve(({ url }) => (url.pathname === '/api/delivery-options' ? { body: ETHIOPIA_DELIVERY_OPTIONS } : undefined));
      await openSendScreen(
        '/transfer?amount=20&country=ethiopia&firstName=Abebe&lastName=Bekele&phone=0911234567&deliveryMethod=bank_account&bankId=awash&accountNumber=01320123456700',
      );

      expect(screen.getByRole('radio', { name: 'Bank account' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'telebirr' })).not.toBeChecked();
      await waitFor(() => expect(screen.getByLabelText('Bank')).toHaveValue('awash'));
      expect(screen.getByLabelText('Account Number')).toHaveValue('01320123456700');
    });

    it('ignores a method the country does not offer', async () => {
      const fetchMock = serve();
      await openSendScreen('/transfer?amount=20&country=kenya&deliveryMethod=cash_pickup');

      expect(screen.getByRole('group', { name: 'Receives by' })).toHaveTextContent('M-Pesa');
      await waitFor(() => expect(requests(fetchMock, 'GET', '/api/quote').length).toBeGreaterThan(0));
      expect(requests(fetchMock, 'GET', '/api/quote').every((r) => r.url.searchParams.get('deliveryMethod') === 'mpesa')).toBe(true);
    });

    it("shows the server's refusal of the recipient's number under the phone", async () => {
      const message = 'M-Pesa pays Kenyan mobile numbers starting 07 or 01.';
      serve(({ method, url }) =>
        method === 'POST' && url.pathname === '/api/create-teller-session'
          ? { status: 400, body: { message, code: 'DELIVERY.PHONE_NOT_PAYABLE', field: 'recipient.phone' } }
          : undefined,
      );
      const user = userEvent.setup();
      await openSendScreen();
      await fillRecipient(user);
      await summaryShows('$1.00');

      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByLabelText('Recipient Phone Number')).toHaveAccessibleDescription(message);
      expect(screen.getByLabelText('Recipient Phone Number')).toHaveFocus();
    });

    describe('MTN Mobile Money', () => {
      async function typeUgandanNumber(phone: string) {
        const user = userEvent.setup();
        await openSendScreen('/send?country=uganda');
        await user.type(screen.getByLabelText('Recipient Phone Number'), phone);
      }

      it('shows the name the wallet is registered to once the number is a complete MTN number', async () => {
        const fetchMock = serve(({ url }) =>
          url.pathname === '/api/mtn-registered-name' ? { body: { name: 'JOHN OKELLO', active: true } } : undefined,
        );
        await typeUgandanNumber('0772 123456');

        expect(await screen.findByText('Registered to:', { exact: false }, { timeout: 3000 })).toHaveTextContent(
          'Registered to: JOHN OKELLO',
        );
        const lookups = requests(fetchMock, 'GET', '/api/mtn-registered-name');
        expect(lookups.map((r) => r.url.searchParams.get('phone'))).toEqual(['+256772123456']);
      });

      it('warns when the number has no MTN Mobile Money account', async () => {
        const message = 'This number has no MTN Mobile Money account. Check the number with the recipient.';
        serve(({ url }) =>
          url.pathname === '/api/mtn-registered-name'
            ? { status: 404, body: { message, code: 'PAYOUT.ACCOUNT_NOT_FOUND' } }
            : undefined,
        );
        await typeUgandanNumber('+256781234567');

        expect(await screen.findByText(message, {}, { timeout: 3000 })).toBeInTheDocument();
        expect(screen.queryByText(/Registered to/)).not.toBeInTheDocument();
      });

      it('warns when the wallet cannot receive money', async () => {
        serve(({ url }) =>
          url.pathname === '/api/mtn-registered-name' ? { body: { name: 'JOHN OKELLO', active: false } } : undefined,
        );
        await typeUgandanNumber('0761234567');

        expect(
          await screen.findByText('This MTN wallet cannot receive money right now.', {}, { timeout: 3000 }),
        ).toBeInTheDocument();
        expect(screen.queryByText(/JOHN OKELLO/)).not.toBeInTheDocument();
      });

      it('asks the sender to confirm a registered name that is not the typed recipient, and sends the confirmation', async () => {
        const fetchMock = serve(({ method, url }) => {
          if (url.pathname === '/api/mtn-registered-name') return { body: { name: 'BRENDA AKELLO', active: true } };
          if (method === 'POST' && url.pathname === '/api/create-teller-session') return { body: { url: '/teller-checkout?session_id=s1' } };
          return undefined;
        });
        const user = userEvent.setup();
        await openSendScreen('/send?country=uganda');
        const recipient = within(screen.getByRole('group', { name: 'Recipient' }));
        await user.type(recipient.getByLabelText('Recipient First Name'), 'Grace');
        await user.type(recipient.getByLabelText('Recipient Last Name'), 'Nakato');
        await user.type(recipient.getByLabelText('Recipient Phone Number'), '0772123456');

        const warning = await screen.findByTestId('registered-name-mismatch', {}, { timeout: 3000 });
        expect(warning).toHaveTextContent('This number is registered to BRENDA AKELLO, not Grace Nakato.');
        await summaryShows('$1.00');

        await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
        const box = screen.getByRole('checkbox', { name: 'I know BRENDA AKELLO: this is the person I am sending to.' });
        expect(box).toHaveFocus();
        expect(box).toHaveAccessibleDescription('Confirm that BRENDA AKELLO is your recipient, or correct the name or number.');
        expect(requests(fetchMock, 'POST', '/api/create-teller-session')).toHaveLength(0);

        await user.click(box);
        await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
        await waitFor(() => expect(requests(fetchMock, 'POST', '/api/create-teller-session')).toHaveLength(1));
        const [sent] = requests(fetchMock, 'POST', '/api/create-teller-session');
        expect(sent?.body).toMatchObject({ recipient: { firstName: 'Grace', lastName: 'Nakato', confirmedRegisteredName: 'BRENDA AKELLO' } });
      });

      it('waits for MTN to name the wallet before going on to pay', async () => {
        const fetchMock = serve(({ method, url }) => {
          if (url.pathname === '/api/mtn-registered-name') return { body: { name: 'GRACE NAKATO', active: true } };
          if (method === 'POST' && url.pathname === '/api/create-teller-session') return { body: { url: '/teller-checkout?session_id=s1' } };
          return undefined;
        });
        const user = userEvent.setup();
        await openSendScreen('/send?country=uganda');
        await summaryShows('$1.00');
        const recipient = within(screen.getByRole('group', { name: 'Recipient' }));
        await user.type(recipient.getByLabelText('Recipient First Name'), 'Grace');
        await user.type(recipient.getByLabelText('Recipient Last Name'), 'Nakato');
        await user.type(recipient.getByLabelText('Recipient Phone Number'), '0772123456');
        await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

        expect(recipient.getByLabelText('Recipient Phone Number')).toHaveAccessibleDescription('Checking who this account belongs to. One moment, then continue.');
        expect(requests(fetchMock, 'POST', '/api/create-teller-session')).toHaveLength(0);

        expect(await screen.findByText('Registered to:', { exact: false }, { timeout: 3000 })).toHaveTextContent('Registered to: GRACE NAKATO');
        await waitFor(() => expect(recipient.getByLabelText('Recipient Phone Number')).not.toHaveAccessibleDescription(/Checking/));
        await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
        await waitFor(() => expect(requests(fetchMock, 'POST', '/api/create-teller-session')).toHaveLength(1));
      });

      it('takes the registered name for the typed recipient in another order and without accents', async () => {
        serve(({ url }) => (url.pathname === '/api/mtn-registered-name' ? { body: { name: 'NAKATO GRACE', active: true } } : undefined));
        const user = userEvent.setup();
        await openSendScreen('/send?country=uganda');
        const recipient = within(screen.getByRole('group', { name: 'Recipient' }));
        await user.type(recipient.getByLabelText('Recipient First Name'), 'Grâce');
        await user.type(recipient.getByLabelText('Recipient Last Name'), 'Nakato');
        await user.type(recipient.getByLabelText('Recipient Phone Number'), '0772123456');

        expect(await screen.findByText('Registered to:', { exact: false }, { timeout: 3000 })).toHaveTextContent('Registered to: NAKATO GRACE');
        expect(screen.queryByTestId('registered-name-mismatch')).not.toBeInTheDocument();
      });

      it('asks nothing for a number that is not a complete MTN number', async () => {
        const fetchMock = serve(({ url }) =>
          url.pathname === '/api/mtn-registered-name' ? { body: { name: 'JOHN OKELLO', active: true } } : undefined,
        );
        await typeUgandanNumber('0701234567');
        await new Promise((resolve) => setTimeout(resolve, 700));

        expect(requests(fetchMock, 'GET', '/api/mtn-registered-name')).toHaveLength(0);
        expect(screen.queryByText(/Registered to/)).not.toBeInTheDocument();
      });
    });

    describe('a telebirr wallet Thunes names (Ethiopia)', () => {
      /** Hana Tadesse's telebirr number typed on the send screen for Ethiopia. */
      async function typeEthiopianRecipient() {
        const user = userEvent.setup();
        await openSendScreen('/send?country=ethiopia');
        const recipient = within(screen.getByRole('group', { name: 'Recipient' }));
        await user.type(recipient.getByLabelText('Recipient First Name'), 'Hana');
        await user.type(recipient.getByLabelText('Recipient Last Name'), 'Tadesse');
        await user.type(recipient.getByLabelText('Recipient Phone Number'), '0911234567');
        return user;
      }

      it('asks the sender to confirm a holder who is not the typed recipient, and sends the confirmation', async () => {
        const fetchMock = serve(({ method, url }) => {
          if (url.pathname === '/api/recipient-account-holder') return { body: { name: 'Almaz Kebede' } };
          if (method === 'POST' && url.pathname === '/api/create-teller-session') return { body: { url: '/teller-checkout?session_id=s1' } };
          return undefined;
        });
        const user = await typeEthiopianRecipient();

        const warning = await screen.findByTestId('registered-name-mismatch', {}, { timeout: 3000 });
        expect(warning).toHaveTextContent('This number is registered to Almaz Kebede, not Hana Tadesse.');
        const lookup = requests(fetchMock, 'GET', '/api/recipient-account-holder')[0];
        expect(lookup?.url.searchParams.get('deliveryMethod')).toBe('telebirr');
        await summaryShows('$1.00');

        await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
        const box = screen.getByRole('checkbox', { name: 'I know Almaz Kebede: this is the person I am sending to.' });
        expect(box).toHaveFocus();
        expect(requests(fetchMock, 'POST', '/api/create-teller-session')).toHaveLength(0);

        await user.click(box);
        await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
        await waitFor(() => expect(requests(fetchMock, 'POST', '/api/create-teller-session')).toHaveLength(1));
        const [sent] = requests(fetchMock, 'POST', '/api/create-teller-session');
        expect(sent?.body).toMatchObject({ recipient: { firstName: 'Hana', lastName: 'Tadesse', confirmedRegisteredName: 'Almaz Kebede' } });
      });

      it("asks when the server names a different holder the form's own check could not (lookups used up)", async () => {
        const registeredName = 'Almaz Kebede';
        const fetchMock = serve(({ method, url, body }) => {
          if (url.pathname === '/api/recipient-account-holder') {
            return { status: 429, body: { code: 'RECIPIENT.NAME_LOOKUPS_LIMITED', message: 'We cannot check more new numbers for you now.' } };
          }
          if (method === 'POST' && url.pathname === '/api/create-teller-session') {
            const confirmed = (body as { recipient: { confirmedRegisteredName?: string } }).recipient.confirmedRegisteredName;
            if (confirmed !== registeredName) {
              return { status: 409, body: { code: 'TRANSFER.RECIPIENT_NAME_MISMATCH', message: 'This account is registered to Almaz Kebede.', registeredName } };
            }
            return { body: { url: '/teller-checkout?session_id=s1' } };
          }
          return undefined;
        });
        const user = await typeEthiopianRecipient();
        await waitFor(() => expect(requests(fetchMock, 'GET', '/api/recipient-account-holder')).toHaveLength(1), { timeout: 3000 });
        await summaryShows('$1.00');

        await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
        const box = await screen.findByRole('checkbox', { name: 'I know Almaz Kebede: this is the person I am sending to.' });
        expect(box).toHaveAccessibleDescription('Confirm that Almaz Kebede is your recipient, or correct the name or number.');
        expect(screen.getByTestId('registered-name-mismatch')).toHaveTextContent('This number is registered to Almaz Kebede, not Hana Tadesse.');

        await user.click(box);
        await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
        await waitFor(() => expect(requests(fetchMock, 'POST', '/api/create-teller-session')).toHaveLength(2));
        expect(requests(fetchMock, 'POST', '/api/create-teller-session')[1]?.body).toMatchObject({ recipient: { confirmedRegisteredName: registeredName } });
      });

      it('asks nothing where the payer names no holder (null)', async () => {
        const fetchMock = serve(({ method, url }) => {
          if (url.pathname === '/api/recipient-account-holder') return { body: { name: null } };
          if (method === 'POST' && url.pathname === '/api/create-teller-session') return { body: { url: '/teller-checkout?session_id=s1' } };
          return undefined;
        });
        const user = await typeEthiopianRecipient();
        await waitFor(() => expect(requests(fetchMock, 'GET', '/api/recipient-account-holder')).toHaveLength(1), { timeout: 3000 });
        await summaryShows('$1.00');

        await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
        await waitFor(() => expect(requests(fetchMock, 'POST', '/api/create-teller-session')).toHaveLength(1));
        expect(screen.queryByRole('checkbox', { name: /I know/ })).not.toBeInTheDocument();
        const [sent] = requests(fetchMock, 'POST', '/api/create-teller-session');
        expect(sent?.body).not.toHaveProperty('recipient.confirmedRegisteredName');
      });
    });
  });
});
