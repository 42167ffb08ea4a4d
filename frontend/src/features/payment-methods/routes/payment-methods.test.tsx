import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '@/lib/data/payment-methods';
import {
  callsTo,
  clearCsrfCookie,
  mockApi,
  mockApiWith,
  setCsrfCookie,
  signedInAs,
  type MockAnswer,
} from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const me = signedInAs('Amina', 'Tesfaye');

const visa: PaymentMethod = {
  id: 1,
  name: 'Visa ending in 4242',
  type: 'card',
  lastFour: '4242',
  bankName: null,
  accountType: null,
  isDefault: true,
  verification: 'verified',
  createdAt: '2025-01-01T12:00:00.000Z',
};
const chase: PaymentMethod = {
  id: 2,
  name: 'Chase Checking',
  type: 'bank_account',
  lastFour: '6789',
  bankName: 'Chase',
  accountType: 'checking',
  isDefault: false,
  verification: 'verified',
  createdAt: '2025-01-02T12:00:00.000Z',
};

const typed: PaymentMethod = {
  id: 3,
  name: 'Wells Fargo Checking',
  type: 'bank_account',
  lastFour: '6789',
  bankName: 'Wells Fargo',
  accountType: 'checking',
  isDefault: false,
  verification: 'pending',
  microdepositType: 'descriptor_code',
  createdAt: '2025-01-03T12:00:00.000Z',
};

async function methodCard(name: string) {
  return within(await screen.findByRole('article', { name }));
}

describe('/payment-methods', () => {
  beforeEach(() => setCsrfCookie('csrf-pm'));
  afterEach(clearCsrfCookie);

  it("speaks the sender's language (Swahili): heading, each method's type, badges, verification note and buttons", async () => {
    mockApi({ '/api/auth/me': { body: { ...(me.body as object), language: 'sw' } }, '/api/payment-methods': { body: [visa, typed] } });
    renderApp('/payment-methods');

    expect(await screen.findByRole('heading', { level: 1, name: 'Njia za Malipo' })).toBeInTheDocument();
    const card = await methodCard('Visa ending in 4242');
    expect(card.getByText('Kadi ya Mkopo/Benki')).toBeInTheDocument();
    expect(card.getByText('Chaguo-msingi')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Futa' })).toBeInTheDocument();
    const pending = await methodCard('Wells Fargo Checking');
    expect(pending.getByText('Uthibitisho unasubiri')).toBeInTheDocument();
    expect(pending.getByTestId('payment-method-verification')).toHaveTextContent(/^Tumetuma amana ndogo kwenye akaunti hii\./);
    expect(pending.getByRole('button', { name: 'Thibitisha' })).toBeInTheDocument();
  });

  it('lists each method with its type, last four and the Default badge; Set Default only on the others', async () => {
    mockApi({ '/api/auth/me': me, '/api/payment-methods': { body: [visa, chase] } });
    renderApp('/payment-methods');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Methods' })).toBeInTheDocument();
    const card = await methodCard('Visa ending in 4242');
    expect(card.getByText('Credit/Debit Card')).toBeInTheDocument();
    expect(card.getByText('•••• 4242')).toBeInTheDocument();
    expect(card.getByText('Default')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Set Default' })).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    const bank = await methodCard('Chase Checking');
    expect(bank.getByText('Bank Account')).toBeInTheDocument();
    expect(bank.getByText('•••• 6789')).toBeInTheDocument();
    expect(bank.queryByText('Default')).not.toBeInTheDocument();
    expect(bank.getByRole('button', { name: 'Set Default' })).toBeInTheDocument();

    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Bank Account' })).toHaveAttribute(
      'href',
      '/add-payment-method?type=bank_account',
    );
    expect(main.getByRole('link', { name: 'Credit Card' })).toHaveAttribute('href', '/add-payment-method?type=card');
  });

  it('says when there are none yet', async () => {
    mockApi({ '/api/auth/me': me, '/api/payment-methods': { body: [] } });
    renderApp('/payment-methods');

    expect(await screen.findByText('You have not saved any payment methods yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first payment method' })).toHaveAttribute(
      'href',
      '/add-payment-method?type=card',
    );
  });

  it('makes another method the default and confirms', async () => {
    let list = [visa, chase];
    const fetchMock = mockApiWith(({ method, path }): MockAnswer | undefined => {
      if (path === '/api/auth/me') return me;
      if (method === 'GET' && path === '/api/payment-methods') return { body: list };
      if (method === 'POST' && path === '/api/payment-methods/2/default') {
        list = [{ ...visa, isDefault: false }, { ...chase, isDefault: true }];
        return { body: { message: 'Default payment method updated' } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/payment-methods');

    await user.click((await methodCard('Chase Checking')).getByRole('button', { name: 'Set Default' }));

    expect(await screen.findByText('Default payment method updated')).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'POST', '/api/payment-methods/2/default');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('x-csrf-token')).toBe('csrf-pm');
    const bank = await methodCard('Chase Checking');
    await waitFor(() => expect(bank.getByText('Default')).toBeInTheDocument());
    expect(bank.queryByRole('button', { name: 'Set Default' })).not.toBeInTheDocument();
    expect((await methodCard('Visa ending in 4242')).getByRole('button', { name: 'Set Default' })).toBeInTheDocument();
  });

  it('says so when the default cannot be changed', async () => {
    mockApi({
      '/api/auth/me': me,
      'GET /api/payment-methods': { body: [visa, chase] },
      'POST /api/payment-methods/2/default': { status: 500, body: { message: 'Database unavailable' } },
    });
    const user = userEvent.setup();
    renderApp('/payment-methods');

    await user.click((await methodCard('Chase Checking')).getByRole('button', { name: 'Set Default' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update default payment method');
  });

  it('asks before deleting, and deletes only once confirmed', async () => {
    let list = [visa, chase];
    const fetchMock = mockApiWith(({ method, path }): MockAnswer | undefined => {
      if (path === '/api/auth/me') return me;
      if (method === 'GET' && path === '/api/payment-methods') return { body: list };
      if (method === 'DELETE' && path === '/api/payment-methods/2') {
        list = [visa];
        return { body: { message: 'Payment method deleted' } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/payment-methods');

    await user.click((await methodCard('Chase Checking')).getByRole('button', { name: 'Delete' }));
    let confirm = within(screen.getByRole('alertdialog', { name: 'Delete payment method?' }));
    expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/payment-methods/2')).toHaveLength(0);

    await user.click((await methodCard('Chase Checking')).getByRole('button', { name: 'Delete' }));
    confirm = within(screen.getByRole('alertdialog', { name: 'Delete payment method?' }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Payment method deleted successfully')).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'DELETE', '/api/payment-methods/2');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toBeUndefined();
    expect(calls[0]?.headers.get('x-csrf-token')).toBe('csrf-pm');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Chase Checking' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Visa ending in 4242' })).toBeInTheDocument();
  });

  it("shows the server's message when deleting fails, or the fallback", async () => {
    mockApi({
      '/api/auth/me': me,
      'GET /api/payment-methods': { body: [visa, chase] },
      'DELETE /api/payment-methods/1': { status: 409, body: { message: 'This method pays a pending transfer.' } },
      'DELETE /api/payment-methods/2': { status: 502, body: '<html>Bad gateway</html>' },
    });
    const user = userEvent.setup();
    renderApp('/payment-methods');

    await user.click((await methodCard('Visa ending in 4242')).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete payment method?' })).getByRole('button', { name: 'Delete' }),
    );
    let toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('This method pays a pending transfer.');
    expect(screen.getByRole('article', { name: 'Visa ending in 4242' })).toBeInTheDocument();

    await user.click((await methodCard('Chase Checking')).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete payment method?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete payment method'));
    toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('Error');
  });

  describe('bank accounts that are not verified', () => {
    const CODE_INSTRUCTIONS =
      'We sent a small deposit to this account. In 1–2 business days, enter the 6-character code that starts with SM from your bank statement to verify it.';

    it('says which can pay, how to verify a pending one, and what to do with the others', async () => {
      mockApi({
        '/api/auth/me': me,
        '/api/payment-methods': {
          body: [
            visa,
            chase,
            typed,
            { ...typed, id: 4, name: 'Old Savings', verification: 'failed', microdepositType: null },
            { ...typed, id: 5, name: 'Typed Long Ago', verification: 'unverified', microdepositType: null },
          ],
        },
      });
      renderApp('/payment-methods');

      const verified = await methodCard('Chase Checking');
      expect(verified.getByText('Verified')).toBeInTheDocument();
      expect(verified.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
      expect((await methodCard('Visa ending in 4242')).queryByText('Verified')).not.toBeInTheDocument();

      const pending = await methodCard('Wells Fargo Checking');
      expect(pending.getByText('Verification pending')).toBeInTheDocument();
      expect(pending.getByText(CODE_INSTRUCTIONS)).toBeInTheDocument();
      expect(pending.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
      expect(pending.queryByRole('button', { name: 'Set Default' })).not.toBeInTheDocument();
      expect(pending.getByRole('button', { name: 'Delete' })).toBeInTheDocument();

      const failed = await methodCard('Old Savings');
      expect(failed.getByText('Could not be verified: remove it and link it through your bank.')).toBeInTheDocument();
      expect(failed.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
      expect(failed.queryByRole('button', { name: 'Set Default' })).not.toBeInTheDocument();

      const unverified = await methodCard('Typed Long Ago');
      expect(unverified.getByText('Not verified: remove it and add it again.')).toBeInTheDocument();
      expect(unverified.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    });

    it('verifies a pending account with the code: a wrong code is shown under the field, the right one verifies it', async () => {
      let list = [visa, typed];
      const fetchMock = mockApiWith(({ method, path, body }): MockAnswer | undefined => {
        if (path === '/api/auth/me') return me;
        if (method === 'GET' && path === '/api/payment-methods') return { body: list };
        if (method === 'POST' && path === '/api/payment-methods/3/verify-microdeposits') {
          if ((body as { descriptorCode?: string }).descriptorCode !== 'SM11AA') {
            return {
              status: 400,
              body: {
                code: 'PAYMENT_METHOD.MICRODEPOSITS_MISMATCH',
                field: 'descriptorCode',
                message: 'That code does not match the deposit. Check your bank statement for the code starting with SM.',
              },
            };
          }
          const verified = { ...typed, verification: 'verified' as const, microdepositType: null };
          list = [visa, verified];
          return { body: verified };
        }
        return undefined;
      });
      const user = userEvent.setup();
      renderApp('/payment-methods');

      await user.click((await methodCard('Wells Fargo Checking')).getByRole('button', { name: 'Verify' }));
      const dialog = within(screen.getByRole('dialog', { name: 'Verify your bank account' }));
      expect(screen.getByRole('dialog')).toHaveAccessibleDescription(CODE_INSTRUCTIONS);
      const field = dialog.getByLabelText('Code from your bank statement');
      expect(field).toHaveFocus();

      // Not a code: refused here, nothing sent.
      await user.type(field, 'sm1');
      await user.click(dialog.getByRole('button', { name: 'Verify' }));
      expect(field).toHaveAccessibleDescription('Enter the 6-character code that starts with SM');
      expect(callsTo(fetchMock, 'POST', '/api/payment-methods/3/verify-microdeposits')).toHaveLength(0);

      await user.clear(field);
      await user.type(field, 'sm 11ab');
      expect(field).toHaveValue('SM11AB');
      await user.click(dialog.getByRole('button', { name: 'Verify' }));
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription(
          'That code does not match the deposit. Check your bank statement for the code starting with SM.',
        ),
      );
      expect(screen.getByRole('dialog')).toBeInTheDocument();

      await user.clear(field);
      await user.type(field, 'SM11AA');
      await user.click(dialog.getByRole('button', { name: 'Verify' }));

      expect(await screen.findByText('Bank account verified')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const calls = callsTo(fetchMock, 'POST', '/api/payment-methods/3/verify-microdeposits');
      expect(calls.map((call) => call.body)).toEqual([{ descriptorCode: 'SM11AB' }, { descriptorCode: 'SM11AA' }]);
      expect(calls[1]?.headers.get('x-csrf-token')).toBe('csrf-pm');
      const card = await methodCard('Wells Fargo Checking');
      await waitFor(() => expect(card.getByText('Verified')).toBeInTheDocument());
      expect(card.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
      expect(card.getByRole('button', { name: 'Set Default' })).toBeInTheDocument();
    });

    it('asks for the two amounts in cents when the deposits were amounts', async () => {
      const byAmounts = { ...typed, microdepositType: 'amounts' as const };
      const fetchMock = mockApiWith(({ method, path }): MockAnswer | undefined => {
        if (path === '/api/auth/me') return me;
        if (method === 'GET' && path === '/api/payment-methods') return { body: [byAmounts] };
        if (method === 'POST' && path === '/api/payment-methods/3/verify-microdeposits') {
          return { body: { ...byAmounts, verification: 'verified', microdepositType: null } };
        }
        return undefined;
      });
      const user = userEvent.setup();
      renderApp('/payment-methods');

      expect(await screen.findByText(/enter the two small amounts \(in cents\) we deposited/)).toBeInTheDocument();
      await user.click((await methodCard('Wells Fargo Checking')).getByRole('button', { name: 'Verify' }));
      const dialog = within(screen.getByRole('dialog', { name: 'Verify your bank account' }));
      expect(dialog.queryByLabelText('Code from your bank statement')).not.toBeInTheDocument();

      await user.type(dialog.getByLabelText('First amount (cents)'), '32');
      await user.click(dialog.getByRole('button', { name: 'Verify' }));
      expect(dialog.getByLabelText('Second amount (cents)')).toHaveAccessibleDescription(
        'Enter both amounts in cents, from 1 to 99',
      );
      expect(callsTo(fetchMock, 'POST', '/api/payment-methods/3/verify-microdeposits')).toHaveLength(0);

      await user.type(dialog.getByLabelText('Second amount (cents)'), '45');
      await user.click(dialog.getByRole('button', { name: 'Verify' }));

      expect(await screen.findByText('Bank account verified')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', '/api/payment-methods/3/verify-microdeposits')[0]?.body).toEqual({
        amounts: [32, 45],
      });
    });

    it('says so when the account can no longer be verified (409), and the list shows it failed', async () => {
      const refusal = 'This bank account could not be verified. Remove it and link it through your bank instead.';
      let list = [typed];
      mockApiWith(({ method, path }): MockAnswer | undefined => {
        if (path === '/api/auth/me') return me;
        if (method === 'GET' && path === '/api/payment-methods') return { body: list };
        if (method === 'POST' && path === '/api/payment-methods/3/verify-microdeposits') {
          list = [{ ...typed, verification: 'failed', microdepositType: null }];
          return { status: 409, body: { code: 'PAYMENT_METHOD.VERIFICATION_FAILED', message: refusal } };
        }
        return undefined;
      });
      const user = userEvent.setup();
      renderApp('/payment-methods');

      await user.click((await methodCard('Wells Fargo Checking')).getByRole('button', { name: 'Verify' }));
      const dialog = within(screen.getByRole('dialog', { name: 'Verify your bank account' }));
      await user.type(dialog.getByLabelText('Code from your bank statement'), 'SM99ZZ');
      await user.click(dialog.getByRole('button', { name: 'Verify' }));

      expect(await dialog.findByRole('alert')).toHaveTextContent(refusal);
      expect(dialog.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
      await user.click(dialog.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const card = await methodCard('Wells Fargo Checking');
      await waitFor(() =>
        expect(card.getByText('Could not be verified: remove it and link it through your bank.')).toBeInTheDocument(),
      );
      expect(card.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    });
  });
});
