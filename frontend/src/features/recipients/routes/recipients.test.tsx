import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Recipient } from '@/lib/data/recipients';
import {
  callsTo,
  clearCsrfCookie,
  mockApi,
  mockApiWith,
  setCsrfCookie,
  signedInAs,
  signedOut,
  type MockAnswer,
} from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { ETHIOPIA_DELIVERY_OPTIONS } from '@/testing/delivery-options';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const wanjiru: Recipient = {
  id: 1,
  firstName: 'Wanjiru',
  lastName: 'Kamau',
  phone: '+254712345678',
  country: 'kenya',
  deliveryMethod: 'mpesa',
  bankId: null,
  bankName: null,
  accountNumber: null,
  useCount: 1,
  lastUsed: '2025-01-05T12:00:00.000Z',
  createdAt: '2025-01-01T12:00:00.000Z',
};
const abebe: Recipient = {
  id: 2,
  firstName: 'Abebe',
  lastName: 'Bekele',
  phone: '+251911234567',
  country: 'ethiopia',
  deliveryMethod: 'telebirr',
  bankId: null,
  bankName: null,
  accountNumber: null,
  useCount: 3,
  lastUsed: null,
  createdAt: '2025-01-02T12:00:00.000Z',
};

const me = signedInAs('Amina', 'Tesfaye');

async function card(name: string) {
  return within(await screen.findByRole('article', { name }));
}

describe('/recipients', () => {
  beforeEach(() => setCsrfCookie('csrf-rec'));
  afterEach(clearCsrfCookie);

  it("speaks the sender's language (Tigrinya): heading, each card's words and the delete dialog", async () => {
    mockApi({ '/api/auth/me': { body: { ...(me.body as object), language: 'ti' } }, '/api/recipients': { body: [wanjiru, abebe] } });
    const user = userEvent.setup();
    renderApp('/recipients');

    expect(await screen.findByRole('heading', { level: 1, name: 'ተቐበልቲ' })).toBeInTheDocument();
    const first = await card('Wanjiru Kamau');
    expect(first.getByText('ኬንያ')).toBeInTheDocument();
    expect(first.getByText('1 ግዜ ተሰሪሑሉ')).toBeInTheDocument();
    expect((await card('Abebe Bekele')).getByText('3 ግዜ ተሰሪሑሉ')).toBeInTheDocument();
    await user.click(first.getByRole('button', { name: 'ደምስስ' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'ተቐባሊ ክትድምስስ ዲኻ?' }));
    expect(dialog.getByText('Wanjiru Kamau ካብ ተቐበልትኻ ክእለ እዩ። ዝሓለፉ ምትሕልላፋት ኣይትንከፉን።')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'ሰርዝ' })).toHaveFocus();
  });

  it('shows each recipient with flag, phone, country and how often they were used', async () => {
    mockApi({ '/api/auth/me': me, '/api/recipients': { body: [wanjiru, abebe] } });
    renderApp('/recipients');

    const first = await card('Wanjiru Kamau');
    expect(first.getByText('+254 712 345678')).toBeInTheDocument();
    expect(first.getByText('Kenya')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Kenya' }).getAttribute('src')).toMatch(/ke\.svg|flag-icons-ke/);
    expect(first.getByText('Used 1 time')).toBeInTheDocument();

    const second = await card('Abebe Bekele');
    expect(second.getByText('Ethiopia')).toBeInTheDocument();
    expect(second.getByText('Used 3 times')).toBeInTheDocument();

    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Add Recipient' })).toHaveAttribute('href', '/add-recipient');
  });

  it('says a recipient never paid is not sent to yet, rather than used once (issue #29)', async () => {
    mockApi({ '/api/auth/me': me, '/api/recipients': { body: [{ ...wanjiru, useCount: 0 }] } });
    renderApp('/recipients');

    const fresh = await card('Wanjiru Kamau');
    expect(fresh.getByText('Not sent to yet')).toBeInTheDocument();
    expect(fresh.queryByText(/Used/)).not.toBeInTheDocument();
  });

  it('links "Send Money" to the send screen with the recipient filled in', async () => {
    mockApi({ '/api/auth/me': me, '/api/recipients': { body: [wanjiru] } });
    renderApp('/recipients');

    const link = (await card('Wanjiru Kamau')).getByRole('link', { name: 'Send Money' });
    const url = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(url.pathname).toBe('/send');
    // The id only: names and numbers stay out of the address bar and history (issue #29).
    expect(Object.fromEntries(url.searchParams)).toEqual({ recipientId: '1' });
  });

  it('offers a way to add the first recipient when there are none', async () => {
    mockApi({ '/api/auth/me': me, '/api/recipients': { body: [] } });
    renderApp('/recipients');

    expect(await screen.findByText('You have not added any recipients yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first recipient' })).toHaveAttribute('href', '/add-recipient');
  });

  it('fetches no recipients for a signed-out visitor', async () => {
    const fetchMock = mockApi({ '/api/auth/me': signedOut, '/api/recipients': { body: [wanjiru] } });
    renderApp('/recipients');

    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/auth/me')).toHaveLength(1));
    expect(callsTo(fetchMock, 'GET', '/api/recipients')).toHaveLength(0);
  });

  it('shows how each recipient receives the money, with the bank and the last digits of a bank account', async () => {
    const selam: Recipient = {
      ...abebe,
      id: 3,
      firstName: 'Selam',
      lastName: 'Tesfaye',
      deliveryMethod: 'bank_account',
      bankId: 'cbe',
      bankName: 'Commercial Bank of Ethiopia',
      accountNumber: '1000123456789',
    };
    mockApi({ '/api/auth/me': me, '/api/recipients': { body: [wanjiru, abebe, selam] } });
    renderApp('/recipients');

    const receivesBy = (scope: Awaited<ReturnType<typeof card>>) =>
      scope.getByText('Receives by', { selector: 'dt' }).nextElementSibling?.textContent;
    expect(receivesBy(await card('Wanjiru Kamau'))).toBe('M-Pesa');
    expect(receivesBy(await card('Abebe Bekele'))).toBe('telebirr');
    const bank = await card('Selam Tesfaye');
    expect(receivesBy(bank)).toBe('Bank account · Commercial Bank of Ethiopia•••• 6789');
    expect(bank.queryByText(/1000123456789/)).not.toBeInTheDocument();

    const link = new URL(bank.getByRole('link', { name: 'Send Money' }).getAttribute('href')!, 'http://localhost');
    expect(Object.fromEntries(link.searchParams)).toEqual({ recipientId: String(selam.id) });
  });

  it("edits a bank account recipient's bank and account number", async () => {
    const selam: Recipient = {
      ...abebe,
      deliveryMethod: 'bank_account',
      bankId: 'cbe',
      bankName: 'Commercial Bank of Ethiopia',
      accountNumber: '1000123456789',
    };
    const fetchMock = mockApiWith(({ method, path, body }): MockAnswer | undefined => {
      if (path === '/api/auth/me') return me;
      if (method === 'GET' && path === '/api/recipients') return { body: [selam] };
      if (path === '/api/delivery-options') {
        return {
          body: ETHIOPIA_DELIVERY_OPTIONS,
        };
      }
      if (method === 'PUT' && path === '/api/recipients/2') return { body: { ...selam, ...(body as object), bankName: 'Awash Bank' } };
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/recipients');

    await user.click((await card('Abebe Bekele')).getByRole('button', { name: 'Edit' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Recipient' }));
    expect(dialog.getByRole('radio', { name: 'Bank account' })).toBeChecked();
    expect(dialog.getByLabelText('Bank')).toHaveValue('cbe');
    expect(dialog.getByLabelText('Account Number')).toHaveValue('1000123456789');
    await waitFor(() => expect(dialog.getByRole('option', { name: 'Awash Bank' })).toBeInTheDocument());

    await user.selectOptions(dialog.getByLabelText('Bank'), 'awash');
    await user.clear(dialog.getByLabelText('Account Number'));
    await user.type(dialog.getByLabelText('Account Number'), '01320123456700');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Recipient updated successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/recipients/2')[0]?.body).toEqual({
      id: 2,
      firstName: 'Abebe',
      lastName: 'Bekele',
      phone: '+251911234567',
      country: 'ethiopia',
      deliveryMethod: 'bank_account',
      bankId: 'awash',
      accountNumber: '01320123456700',
      language: 'am',
    });
  });

  it('edits a recipient in a dialog, sends the whole recipient with PUT and confirms', async () => {
    let list = [wanjiru, abebe];
    const fetchMock = mockApiWith(({ method, path, body }): MockAnswer | undefined => {
      if (path === '/api/auth/me') return me;
      if (method === 'GET' && path === '/api/recipients') return { body: list };
      if (method === 'PUT' && path === '/api/recipients/1') {
        const updated = { ...wanjiru, ...(body as object), phone: '+256712000000' };
        list = [updated, abebe];
        return { body: updated };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/recipients');

    await user.click((await card('Wanjiru Kamau')).getByRole('button', { name: 'Edit' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Recipient' }));
    expect(dialog.getByLabelText('First Name')).toHaveValue('Wanjiru');
    expect(dialog.getByLabelText('Last Name')).toHaveValue('Kamau');
    expect(dialog.getByLabelText('Phone Number')).toHaveValue('+254712345678');
    expect(dialog.getByLabelText('Country')).toHaveValue('kenya');

    await user.clear(dialog.getByLabelText('Last Name'));
    await user.type(dialog.getByLabelText('Last Name'), 'Otieno');
    await user.clear(dialog.getByLabelText('Phone Number'));
    await user.type(dialog.getByLabelText('Phone Number'), '0712000000');
    await user.selectOptions(dialog.getByLabelText('Country'), 'uganda');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Recipient updated successfully')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PUT', '/api/recipients/1');
    // A new country takes its own method and language: Uganda pays by MTN Mobile Money, texts in English.
    expect(call?.body).toEqual({
      id: 1,
      firstName: 'Wanjiru',
      lastName: 'Otieno',
      phone: '0712000000',
      country: 'uganda',
      deliveryMethod: 'mtn_momo',
      language: 'en',
    });
    expect(call?.headers.get('x-csrf-token')).toBe('csrf-rec');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const updated = await card('Wanjiru Otieno');
    expect(updated.getByText('Uganda')).toBeInTheDocument();
    expect(updated.getByText('+256 712 000000')).toBeInTheDocument();
  });

  it("shows the saved language of a recipient's text messages in the edit dialog, and sends the one chosen", async () => {
    const fetchMock = mockApiWith(({ method, path, body }): MockAnswer | undefined => {
      if (path === '/api/auth/me') return me;
      if (method === 'GET' && path === '/api/recipients') return { body: [{ ...wanjiru, language: 'en' }] };
      if (method === 'PUT' && path === '/api/recipients/1') return { body: { ...wanjiru, ...(body as object) } };
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/recipients');

    await user.click((await card('Wanjiru Kamau')).getByRole('button', { name: 'Edit' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Recipient' }));
    expect(dialog.getByLabelText('Language for their text messages')).toHaveValue('en');
    await user.selectOptions(dialog.getByLabelText('Language for their text messages'), 'sw');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Recipient updated successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/recipients/1')[0]?.body).toMatchObject({ country: 'kenya', language: 'sw' });
  });

  it("keeps the edit dialog open with the server's message when the update is refused", async () => {
    mockApi({
      '/api/auth/me': me,
      'GET /api/recipients': { body: [wanjiru] },
      'PUT /api/recipients/1': {
        status: 400,
        body: { message: 'Enter a valid Kenyan phone number', code: 'RECIPIENT.INVALID_PHONE', field: 'phone' },
      },
    });
    const user = userEvent.setup();
    renderApp('/recipients');

    await user.click((await card('Wanjiru Kamau')).getByRole('button', { name: 'Edit' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Recipient' }));
    await user.clear(dialog.getByLabelText('Phone Number'));
    await user.type(dialog.getByLabelText('Phone Number'), '12');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to update recipient');
    expect(dialog.getByLabelText('Phone Number')).toHaveAccessibleDescription('Enter a valid Kenyan phone number');
    expect(dialog.getByLabelText('Phone Number')).toHaveFocus();
  });

  it('closes the edit dialog with Escape without saving', async () => {
    const fetchMock = mockApi({ '/api/auth/me': me, '/api/recipients': { body: [wanjiru] } });
    const user = userEvent.setup();
    renderApp('/recipients');

    const editButton = (await card('Wanjiru Kamau')).getByRole('button', { name: 'Edit' });
    await user.click(editButton);
    expect(screen.getByRole('dialog', { name: 'Edit Recipient' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(editButton).toHaveFocus();
    expect(callsTo(fetchMock, 'PUT', '/api/recipients/1')).toHaveLength(0);
  });

  it('asks before deleting, and deletes only once confirmed', async () => {
    let list = [wanjiru, abebe];
    const fetchMock = mockApiWith(({ method, path }): MockAnswer | undefined => {
      if (path === '/api/auth/me') return me;
      if (method === 'GET' && path === '/api/recipients') return { body: list };
      if (method === 'DELETE' && path === '/api/recipients/2') {
        list = [wanjiru];
        return { body: { message: 'Recipient deleted successfully' } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/recipients');

    await user.click((await card('Abebe Bekele')).getByRole('button', { name: 'Delete' }));
    let confirm = within(screen.getByRole('alertdialog', { name: 'Delete recipient?' }));
    expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/recipients/2')).toHaveLength(0);

    await user.click((await card('Abebe Bekele')).getByRole('button', { name: 'Delete' }));
    confirm = within(screen.getByRole('alertdialog', { name: 'Delete recipient?' }));
    expect(callsTo(fetchMock, 'DELETE', '/api/recipients/2')).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Recipient deleted successfully')).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'DELETE', '/api/recipients/2');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toBeUndefined();
    expect(calls[0]?.headers.get('x-csrf-token')).toBe('csrf-rec');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Abebe Bekele' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Wanjiru Kamau' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says so when deleting fails, and keeps the recipient', async () => {
    mockApi({
      '/api/auth/me': me,
      'GET /api/recipients': { body: [wanjiru] },
      'DELETE /api/recipients/1': { status: 500, body: { message: 'Database unavailable' } },
    });
    const user = userEvent.setup();
    renderApp('/recipients');

    await user.click((await card('Wanjiru Kamau')).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete recipient?' })).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete recipient');
    expect(screen.getByRole('article', { name: 'Wanjiru Kamau' })).toBeInTheDocument();
  });
});
