import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, clearCsrfCookie, mockApi, setCsrfCookie, signedInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { recipientInputSchema } from '../api/recipient-input';
import { ETHIOPIA_DELIVERY_OPTIONS } from '@/testing/delivery-options';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const me = signedInAs('Amina', 'Tesfaye');

type Form = { firstName?: string; lastName?: string; phone?: string; country?: string };

async function fillAndSubmit(form: Form) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Add Recipient' });
  if (form.firstName) await user.type(screen.getByLabelText('First Name'), form.firstName);
  if (form.lastName) await user.type(screen.getByLabelText('Last Name'), form.lastName);
  if (form.phone) await user.type(screen.getByLabelText('Phone Number'), form.phone);
  if (form.country) await user.selectOptions(screen.getByLabelText('Country'), form.country);
  await user.click(screen.getByRole('button', { name: 'Add Recipient' }));
}

const created = {
  id: 9,
  firstName: 'Nakato',
  lastName: 'Mukasa',
  phone: '+256772123456',
  country: 'uganda',
  deliveryMethod: 'mtn_momo',
  bankId: null,
  bankName: null,
  accountNumber: null,
  useCount: 1,
  lastUsed: null,
  createdAt: '2025-01-05T12:00:00.000Z',
};

describe('/add-recipient', () => {
  beforeEach(() => setCsrfCookie('csrf-add'));
  afterEach(clearCsrfCookie);

  it('starts with Kenya and explains every missing field without sending anything', async () => {
    const fetchMock = mockApi({ '/api/auth/me': me });
    renderApp('/add-recipient');

    await fillAndSubmit({});

    expect(screen.getByLabelText('Country')).toHaveValue('kenya');
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription('Phone number is required');
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(callsTo(fetchMock, 'POST', '/api/recipients')).toHaveLength(0);
  });

  it('offers the four destination countries', async () => {
    mockApi({ '/api/auth/me': me });
    renderApp('/add-recipient');

    const select = await screen.findByLabelText('Country');
    const options = [...(select as HTMLSelectElement).options].map((option) => [option.value, option.text]);
    expect(options).toEqual([
      ['eritrea', 'Eritrea'],
      ['ethiopia', 'Ethiopia'],
      ['uganda', 'Uganda'],
      ['kenya', 'Kenya'],
    ]);
  });

  it('refuses a country outside the four', () => {
    const result = recipientInputSchema.safeParse({ firstName: 'A', lastName: 'B', phone: '1', country: 'mars' });
    expect(result.success).toBe(false);
    // A message id, shown as "Please select a country" in English.
    expect(result.error?.issues[0]?.message).toBe('validation.countryRequired');
  });

  it('adds the recipient, confirms and goes to the recipients', async () => {
    const fetchMock = mockApi({
      '/api/auth/me': me,
      'POST /api/recipients': { status: 201, body: created },
      'GET /api/recipients': { body: [created] },
    });
    renderApp('/add-recipient');

    await fillAndSubmit({ firstName: ' Nakato ', lastName: 'Mukasa', phone: '0772 123456', country: 'uganda' });

    expect(await screen.findByText('Recipient added successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Recipients' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Nakato Mukasa' })).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/recipients');
    expect(call?.body).toEqual({
      firstName: 'Nakato',
      lastName: 'Mukasa',
      phone: '0772 123456',
      country: 'uganda',
      deliveryMethod: 'mtn_momo',
      language: 'en',
    });
    expect(call?.headers.get('x-csrf-token')).toBe('csrf-add');
  });

  it("offers the language of the recipient's text messages, their country's until the sender picks another, and sends it", async () => {
    const fetchMock = mockApi({
      '/api/auth/me': me,
      'POST /api/recipients': { status: 201, body: { ...created, language: 'sw' } },
      'GET /api/recipients': { body: [created] },
    });
    const user = userEvent.setup();
    renderApp('/add-recipient');

    const language = await screen.findByLabelText('Language for their text messages');
    expect([...(language as HTMLSelectElement).options].map((option) => [option.value, option.text])).toEqual([
      ['en', 'English'],
      ['am', 'አማርኛ'],
      ['ti', 'ትግርኛ'],
      ['sw', 'Kiswahili'],
    ]);
    expect(language).toHaveAccessibleDescription(/We text them in this language when money arrives/);
    // Kenya, the form's first country: Swahili; then each country's own.
    expect(language).toHaveValue('sw');
    const country = screen.getByLabelText('Country');
    for (const [place, expected] of [['ethiopia', 'am'], ['eritrea', 'ti'], ['uganda', 'en'], ['kenya', 'sw']]) {
      await user.selectOptions(country, place!);
      expect(language).toHaveValue(expected);
    }

    await user.selectOptions(country, 'uganda');
    await user.selectOptions(language, 'sw');
    await fillAndSubmit({ firstName: 'Nakato', lastName: 'Mukasa', phone: '0772 123456' });

    expect(await screen.findByText('Recipient added successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/recipients')[0]?.body).toMatchObject({ country: 'uganda', language: 'sw' });
  });

  it("shows the server's message under the phone when it is not valid for the country", async () => {
    mockApi({
      '/api/auth/me': me,
      'POST /api/recipients': {
        status: 400,
        body: { message: 'Enter a valid Kenyan phone number', code: 'RECIPIENT.INVALID_PHONE', field: 'phone' },
      },
    });
    renderApp('/add-recipient');

    await fillAndSubmit({ firstName: 'Wanjiru', lastName: 'Kamau', phone: '12345' });

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to add recipient');
    expect(toast).toHaveTextContent('Enter a valid Kenyan phone number');
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription('Enter a valid Kenyan phone number');
    expect(screen.getByLabelText('Phone Number')).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Recipient' })).toBeInTheDocument();
  });

  it('shows a duplicate recipient under the phone', async () => {
    mockApi({
      '/api/auth/me': me,
      'POST /api/recipients': {
        status: 409,
        body: {
          message: 'You already have a recipient with this phone number in Kenya.',
          code: 'RECIPIENT.DUPLICATE',
          field: 'phone',
        },
      },
    });
    renderApp('/add-recipient');

    await fillAndSubmit({ firstName: 'Wanjiru', lastName: 'Kamau', phone: '0712345678' });

    await waitFor(() =>
      expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(
        'You already have a recipient with this phone number in Kenya.',
      ),
    );
  });

  it('falls back to "Failed to add recipient" when the server gives no message', async () => {
    mockApi({ '/api/auth/me': me, 'POST /api/recipients': { status: 502, body: '<html>Bad gateway</html>' } });
    renderApp('/add-recipient');

    await fillAndSubmit({ firstName: 'Wanjiru', lastName: 'Kamau', phone: '0712345678' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add recipient');
    expect(screen.getByLabelText('Phone Number')).not.toHaveAttribute('aria-invalid');
  });

  describe('receives by', () => {

    it("shows a country's only method as fixed text with what it means", async () => {
      const user = userEvent.setup();
      mockApi({ '/api/auth/me': me });
      renderApp('/add-recipient');

      const kenya = await screen.findByRole('group', { name: 'Receives by' });
      expect(kenya).toHaveTextContent('M-Pesa');
      expect(within(kenya).queryByRole('radio')).not.toBeInTheDocument();

      await user.selectOptions(screen.getByLabelText('Country'), 'eritrea');
      const eritrea = screen.getByRole('group', { name: 'Receives by' });
      expect(eritrea).toHaveTextContent('Cash pickup');
      expect(eritrea).toHaveTextContent(
        "The recipient collects the cash at a Himbol Financial Services agent in Eritrea with the pickup code we send them by SMS and a valid ID. You'll also see the code on the transfer's page.",
      );
    });

    it('offers telebirr (the default) or a bank account in Ethiopia, and asks for the bank and account number', async () => {
      const fetchMock = mockApi({
        '/api/auth/me': me,
        '/api/delivery-options': { body: ETHIOPIA_DELIVERY_OPTIONS },
        'POST /api/recipients': {
          status: 201,
          body: { ...created, country: 'ethiopia', deliveryMethod: 'bank_account', bankId: 'awash', bankName: 'Awash Bank', accountNumber: '01320123456700' },
        },
        'GET /api/recipients': { body: [] },
      });
      const user = userEvent.setup();
      renderApp('/add-recipient');
      await screen.findByRole('heading', { level: 1, name: 'Add Recipient' });
      await user.type(screen.getByLabelText('First Name'), 'Abebe');
      await user.type(screen.getByLabelText('Last Name'), 'Bekele');
      await user.type(screen.getByLabelText('Phone Number'), '0911234567');
      await user.selectOptions(screen.getByLabelText('Country'), 'ethiopia');

      const group = screen.getByRole('group', { name: 'Receives by' });
      expect(within(group).getByRole('radio', { name: 'telebirr' })).toBeChecked();
      expect(screen.queryByLabelText('Bank')).not.toBeInTheDocument();
      expect(callsTo(fetchMock, 'GET', '/api/delivery-options')).toHaveLength(0);

      await user.click(within(group).getByRole('radio', { name: 'Bank account' }));
      const bank = screen.getByLabelText('Bank');
      await waitFor(() => expect(within(bank).getByRole('option', { name: 'Awash Bank' })).toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'Add Recipient' }));

      expect(bank).toHaveAccessibleDescription("Choose the recipient's bank.");
      expect(screen.getByLabelText('Account Number')).toHaveAccessibleDescription(
        "Enter the recipient's bank account number.",
      );
      expect(bank).toHaveFocus();
      expect(callsTo(fetchMock, 'POST', '/api/recipients')).toHaveLength(0);

      await user.selectOptions(bank, 'awash');
      await user.type(screen.getByLabelText('Account Number'), '01320123456700');
      await user.click(screen.getByRole('button', { name: 'Add Recipient' }));

      expect(await screen.findByText('Recipient added successfully')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', '/api/recipients')[0]?.body).toEqual({
        firstName: 'Abebe',
        lastName: 'Bekele',
        phone: '0911234567',
        country: 'ethiopia',
        deliveryMethod: 'bank_account',
        bankId: 'awash',
        accountNumber: '01320123456700',
        language: 'am',
      });
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/delivery-options?country=ethiopia');
    });

    it("shows the server's delivery messages under their fields", async () => {
      mockApi({
        '/api/auth/me': me,
        '/api/delivery-options': { body: ETHIOPIA_DELIVERY_OPTIONS },
        'POST /api/recipients': {
          status: 400,
          body: {
            message: "Enter the recipient's bank account number: 8 to 16 digits.",
            code: 'DELIVERY.INVALID_ACCOUNT_NUMBER',
            field: 'accountNumber',
          },
        },
      });
      const user = userEvent.setup();
      renderApp('/add-recipient');
      await screen.findByRole('heading', { level: 1, name: 'Add Recipient' });
      await user.type(screen.getByLabelText('First Name'), 'Abebe');
      await user.type(screen.getByLabelText('Last Name'), 'Bekele');
      await user.type(screen.getByLabelText('Phone Number'), '0911234567');
      await user.selectOptions(screen.getByLabelText('Country'), 'ethiopia');
      await user.click(screen.getByRole('radio', { name: 'Bank account' }));
      await waitFor(() => expect(screen.getByRole('option', { name: 'Commercial Bank of Ethiopia' })).toBeInTheDocument());
      await user.selectOptions(screen.getByLabelText('Bank'), 'cbe');
      await user.type(screen.getByLabelText('Account Number'), '12');
      await user.click(screen.getByRole('button', { name: 'Add Recipient' }));

      await waitFor(() =>
        expect(screen.getByLabelText('Account Number')).toHaveAccessibleDescription(
          "Enter the recipient's bank account number: 8 to 16 digits.",
        ),
      );
      expect(screen.getByLabelText('Account Number')).toHaveFocus();
    });

    it('shows a number the method cannot pay under the phone', async () => {
      const message = 'MTN Mobile Money pays MTN Uganda numbers starting 076, 077 or 078.';
      mockApi({
        '/api/auth/me': me,
        'POST /api/recipients': { status: 400, body: { message, code: 'DELIVERY.PHONE_NOT_PAYABLE', field: 'phone' } },
      });
      renderApp('/add-recipient');
      await fillAndSubmit({ firstName: 'Nakato', lastName: 'Mukasa', phone: '0701234567', country: 'uganda' });

      await waitFor(() => expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(message));
    });

    it("says so under the bank when the partner's bank list cannot be loaded", async () => {
      mockApi({
        '/api/auth/me': me,
        '/api/delivery-options': {
          status: 503,
          body: { message: 'Our payout partner is not answering right now. Please try again in a few minutes.', code: 'PAYOUT.PARTNER_UNAVAILABLE' },
        },
      });
      const user = userEvent.setup();
      renderApp('/add-recipient');
      await screen.findByRole('heading', { level: 1, name: 'Add Recipient' });
      await user.selectOptions(screen.getByLabelText('Country'), 'ethiopia');
      await user.click(screen.getByRole('radio', { name: 'Bank account' }));

      await waitFor(() =>
        expect(screen.getByLabelText('Bank')).toHaveAccessibleDescription(
          'Our payout partner is not answering right now. Please try again in a few minutes.',
        ),
      );
    });
  });

  it('shows who an MTN number is registered to, and says so plainly when it is someone else', async () => {
    mockApi({ '/api/auth/me': me, '/api/mtn-registered-name': { body: { name: 'BRENDA AKELLO', active: true } } });
    const user = userEvent.setup();
    renderApp('/add-recipient');
    await screen.findByRole('heading', { level: 1, name: 'Add Recipient' });
    await user.type(screen.getByLabelText('First Name'), 'Grace');
    await user.type(screen.getByLabelText('Last Name'), 'Nakato');
    await user.selectOptions(screen.getByLabelText('Country'), 'uganda');
    await user.type(screen.getByLabelText('Phone Number'), '0772123456');

    const warning = await screen.findByTestId('registered-name-mismatch', {}, { timeout: 3000 });
    expect(warning).toHaveTextContent('This number is registered to BRENDA AKELLO, not Grace Nakato.');
    // Saving a recipient moves no money: nothing to confirm here, the send screen asks.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it("shows who a telebirr wallet is registered to where Thunes pays, and when it is someone else (issue #29)", async () => {
    const fetchMock = mockApi({ '/api/auth/me': me, '/api/recipient-account-holder': { body: { name: 'Almaz Tadesse' } } });
    const user = userEvent.setup();
    renderApp('/add-recipient');
    await screen.findByRole('heading', { level: 1, name: 'Add Recipient' });
    await user.type(screen.getByLabelText('First Name'), 'Abebe');
    await user.type(screen.getByLabelText('Last Name'), 'Bekele');
    await user.selectOptions(screen.getByLabelText('Country'), 'ethiopia');
    await user.type(screen.getByLabelText('Phone Number'), '0911234567');

    const warning = await screen.findByTestId('registered-name-mismatch', {}, { timeout: 3000 });
    expect(warning).toHaveTextContent('This number is registered to Almaz Tadesse, not Abebe Bekele.');
    expect(screen.getByTestId('account-holder-name')).toContainElement(warning);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/recipient-account-holder?country=ethiopia&phone=0911234567&deliveryMethod=telebirr');

    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'Almaz');
    await user.clear(screen.getByLabelText('Last Name'));
    await user.type(screen.getByLabelText('Last Name'), 'Tadesse');
    expect(await screen.findByText('Almaz Tadesse')).toBeInTheDocument();
    expect(screen.queryByTestId('registered-name-mismatch')).not.toBeInTheDocument();
  });
});
