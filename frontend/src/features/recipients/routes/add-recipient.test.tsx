import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, clearCsrfCookie, mockApi, setCsrfCookie, signedInAs } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { recipientInputSchema } from '../api/recipient-input';

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
    expect(result.error?.issues[0]?.message).toBe('Please select a country');
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
    expect(call?.body).toEqual({ firstName: 'Nakato', lastName: 'Mukasa', phone: '0772 123456', country: 'uganda' });
    expect(call?.headers.get('x-csrf-token')).toBe('csrf-add');
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
});
