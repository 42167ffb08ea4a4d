import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, clearCsrfCookie, mockApiWith, setCsrfCookie } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import {
  adminUser,
  attentionItem,
  attentionTransfer,
  operator,
  operatorBackend,
  roleNotAllowed,
  type FakeAnswer,
  type FakeRequest,
  type OperatorRole,
} from '../testing/fixtures';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const USERS = [
  adminUser(1, { firstName: 'Amina', lastName: 'Active' }),
  adminUser(2, { firstName: 'Sam', lastName: 'Suspended', status: 'suspended' }),
];

const PENDING_TOP_UP = {
  id: '0b7c7d4e-1111-4000-8000-000000000001',
  rail: 'mtn_momo',
  currency: 'UGX',
  localAmount: '5000000.00',
  usdPaid: '1351.35',
  rate: '3700.0011',
  bankReference: 'WIRE-77',
  note: null,
  state: 'pending',
  opening: false,
  recordedAt: '2026-11-26T09:30:00.000Z',
  confirmedAt: null,
  cancelledAt: null,
};

const ZERO_REVENUE = { feeRevenue: '0.00', fxSpreadRevenue: '0.00', processorFees: '0.00', partnerFees: '0.00', disputeLosses: '0.00', payoutLosses: '0.00' };

/** A failed payout (support's retry, finance's other method and refund) and a screening hold (compliance's). */
const ITEMS = [
  attentionItem({
    key: 'payout_failed:1',
    actions: [
      { name: 'retry_payout', label: 'Retry payout', confirm: 'Send the payout to M-Pesa again.' },
      { name: 'retry_payout_other_method', label: 'Pay another way', confirm: 'Pay the recipient another way.' },
      { name: 'refund', label: 'Refund sender', confirm: 'Refund the sender in full.' },
    ],
  }),
  attentionItem({
    key: 'screening_hold:2',
    kind: 'screening_hold',
    title: 'Screening hold',
    detail: 'The recipient resembles a listed name',
    transfer: attentionTransfer({ id: '7f1c0a52-0000-4000-8000-000000000002' }),
    actions: [
      { name: 'release_screening', label: 'Release', confirm: 'Release the transfer.' },
      { name: 'refuse_screening', label: 'Refuse', confirm: 'Refuse the transfer and refund the sender.' },
    ],
  }),
];

const ACTION_LABELS = ['Retry payout', 'Pay another way', 'Refund sender', 'Release', 'Refuse'];

/** The real API's answers for every tab, signed in as `operator` with `role`; `own` answers first. */
function rolesBackend(role: OperatorRole, own?: (request: FakeRequest) => FakeAnswer | undefined) {
  return mockApiWith(
    operatorBackend(
      (request) => {
        const custom = own?.(request);
        if (custom) return custom;
        if (request.method !== 'GET') return undefined;
        switch (request.path) {
          case '/api/admin/users':
            return { body: { items: USERS, nextCursor: null } };
          case '/api/admin/sending-limits/tiers':
            return {
              body: {
                basic: { perTransfer: 999, perDay: 2999, perMonth: 2999 },
                verified_id: { perTransfer: 2999, perDay: 2999, perMonth: 10000 },
                enhanced: { perTransfer: 10000, perDay: 10000, perMonth: 25000 },
              },
            };
          case '/api/admin/rates/costs':
            return { body: { bandPercent: 10, currencies: [] } };
          case '/api/admin/float':
            return { body: { floats: [], topUps: [PENDING_TOP_UP] } };
          case '/api/admin/reconciliation':
            return { body: { runs: [], breaks: [] } };
          case '/api/admin/finance/trial-balance':
            return { body: { asOf: '2026-11-26T12:00:00.000Z', ledgers: [] } };
          case '/api/admin/finance/revenue':
            return {
              body: { from: '2026-10-28', to: '2026-11-26', currency: 'USD', notBooked: [], rows: [], totals: { delivered: 0, ...ZERO_REVENUE, net: '0.00' } },
            };
          case '/api/admin/finance/float':
            return { body: { partners: [] } };
          case '/api/admin/finance/breaks':
            return { body: { count: 0, oldest: null } };
          case '/api/admin/attention':
            return { body: { items: ITEMS } };
          default:
            return undefined;
        }
      },
      { signedIn: true, role },
    ),
  );
}

async function openTab(tab: string) {
  const user = userEvent.setup();
  renderApp(`/admin/dashboard?tab=${tab}`);
  // The whole dashboard renders first (gate, stats, tabs): allow it a loaded machine's time.
  await screen.findByRole('heading', { name: 'Admin Dashboard', level: 1 }, { timeout: 5000 });
  return user;
}

async function usersTable() {
  return within(await screen.findByRole('table', { name: 'Users' }));
}

async function attentionTable() {
  return within(await screen.findByRole('table', { name: 'Needs attention' }));
}

function shownActions(table: ReturnType<typeof within>) {
  return ACTION_LABELS.filter((label) => table.queryByRole('button', { name: label }) !== null);
}

const readOnly = (role: OperatorRole) => `Your role (${role}) can read this but not change it.`;

describe('/admin for each operator role', () => {
  beforeEach(() => setCsrfCookie('csrf-roles'));
  afterEach(clearCsrfCookie);

  it('names the signed-in operator and their role beside Logout', async () => {
    rolesBackend('compliance');
    await openTab('transactions');

    expect(screen.getByText(`Signed in as ${operator.email} · Compliance`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  describe('a viewer', () => {
    it('is named in the header and reads the users without Suspend or Activate', async () => {
      rolesBackend('viewer');
      await openTab('users');

      expect(screen.getByText(`Signed in as ${operator.email} · Viewer`)).toBeInTheDocument();
      const table = await usersTable();
      expect(table.getByText('Amina Active')).toBeInTheDocument();
      expect(table.getAllByRole('button', { name: 'View details' })).toHaveLength(2);
      expect(table.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
      expect(table.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    });

    it('reads the rates and sending limits, with a line where the forms were', async () => {
      rolesBackend('viewer');
      await openTab('rates');

      expect(await screen.findByText('1 USD = 129.25 KES')).toBeInTheDocument();
      const limits = within(await screen.findByRole('table', { name: 'Sending limits by tier' }));
      expect(limits.getByRole('row', { name: /^Verified ID/ })).toHaveTextContent('Verified ID$2,999.00$2,999.00$10,000.00');
      expect(limits.getByRole('row', { name: /^Enhanced/ })).toHaveTextContent('Enhanced$10,000.00$10,000.00$25,000.00');
      expect(screen.queryByRole('button', { name: 'Update Rate' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('New Rate')).not.toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Sending limits' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Propose limits' })).not.toBeInTheDocument();
      expect(screen.getAllByText(readOnly('viewer'))).toHaveLength(2);
    });

    it('reads the float without checking balances, recording, confirming or cancelling a top-up', async () => {
      rolesBackend('viewer');
      await openTab('float');

      const topUps = within(await screen.findByRole('table', { name: 'Top-ups' }));
      expect(topUps.getByText('WIRE-77')).toBeInTheDocument();
      expect(topUps.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Confirm top-up|Cancel top-up/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Check balances now' })).not.toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Record a top-up' })).not.toBeInTheDocument();
      expect(screen.getByText(readOnly('viewer'))).toBeInTheDocument();
    });

    it('has no "Run reconciliation now" and no export links', async () => {
      rolesBackend('viewer');
      const user = await openTab('reconciliation');

      expect(await screen.findByText('No run yet.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Run reconciliation now' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('tab', { name: 'Finance' }));
      expect(await screen.findByText('Nothing earned or lost in this range.')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /CSV/ })).not.toBeInTheDocument();
    });

    it('sees what needs attention but no action, and is told why', async () => {
      rolesBackend('viewer');
      await openTab('attention');

      const table = await attentionTable();
      expect(table.getByText('Screening hold')).toBeInTheDocument();
      expect(shownActions(table)).toEqual([]);
      expect(table.getAllByText('Not for your role (viewer)')).toHaveLength(2);
    });

    it('gets a line instead of the form on the rates page, and sends nothing', async () => {
      const fetchMock = rolesBackend('viewer');
      renderApp('/admin/rates');

      expect(await screen.findByText(readOnly('viewer'), undefined, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
      expect(screen.queryByLabelText('Kenya (KES)')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Update Exchange Rates' })).not.toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', '/api/update-rates')).toHaveLength(0);
    });
  });

  describe('a support operator', () => {
    it('sees Suspend and Activate', async () => {
      rolesBackend('support');
      await openTab('users');

      const table = await usersTable();
      expect(table.getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
      expect(table.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
    });

    it('does not get the rates or limits forms', async () => {
      rolesBackend('support');
      await openTab('rates');

      expect(await screen.findByRole('table', { name: 'Sending limits by tier' })).toHaveTextContent('Enhanced$10,000.00$10,000.00$25,000.00');
      expect(screen.queryByRole('button', { name: 'Update Rate' })).not.toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Sending limits' })).not.toBeInTheDocument();
      expect(screen.getAllByText(readOnly('support'))).toHaveLength(2);
    });

    it('is offered the sender-facing retry and proposing another method (finance approves it) in Needs attention', async () => {
      rolesBackend('support');
      await openTab('attention');

      const table = await attentionTable();
      expect(shownActions(table)).toEqual(['Retry payout', 'Pay another way']);
      expect(table.getByText('Not for your role (support)')).toBeInTheDocument();
    });
  });

  it('offers a compliance operator only the screening decisions', async () => {
    rolesBackend('compliance');
    await openTab('attention');

    expect(shownActions(await attentionTable())).toEqual(['Release', 'Refuse']);
  });

  describe('a finance operator', () => {
    it('gets the rate and limits forms, but not Suspend', async () => {
      rolesBackend('finance');
      const user = await openTab('rates');

      expect(await screen.findByRole('button', { name: 'Update Rate' })).toBeInTheDocument();
      expect(screen.getByLabelText('New Rate')).toBeInTheDocument();
      expect(await screen.findByRole('form', { name: 'Sending limits' })).toBeInTheDocument();
      expect(screen.queryByText(readOnly('finance'))).not.toBeInTheDocument();

      await user.click(screen.getByRole('tab', { name: 'Users' }));
      const table = await usersTable();
      expect(table.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
      expect(table.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    });

    it('gets the form on the rates page and updates the rates', async () => {
      const fetchMock = rolesBackend('finance');
      const user = userEvent.setup();
      renderApp('/admin/rates');

      await user.type(await screen.findByLabelText('Admin Password', undefined, { timeout: 5000 }), `${operator.password}{Enter}`);

      expect(await screen.findByText('Exchange Rates Updated')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', '/api/update-rates')).toHaveLength(1);
    });

    it('is offered the other method and the refund, not the support retry or the screening decisions', async () => {
      rolesBackend('finance');
      await openTab('attention');

      expect(shownActions(await attentionTable())).toEqual(['Pay another way', 'Refund sender']);
    });
  });

  describe('an owner', () => {
    it('sees Suspend, Activate and every Needs-attention action', async () => {
      rolesBackend('owner');
      const user = await openTab('users');

      expect(screen.getByText(`Signed in as ${operator.email} · Owner`)).toBeInTheDocument();
      const table = await usersTable();
      expect(table.getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
      expect(table.getByRole('button', { name: 'Activate' })).toBeInTheDocument();

      await user.click(screen.getByRole('tab', { name: 'Needs attention (2)' }));
      const attention = await attentionTable();
      expect(shownActions(attention)).toEqual(ACTION_LABELS);
      expect(attention.queryByText(/Not for your role/)).not.toBeInTheDocument();
    });

    it('gets the rate and limits forms, the float controls, "Run reconciliation now" and every export', async () => {
      rolesBackend('owner');
      const user = await openTab('rates');

      expect(await screen.findByRole('button', { name: 'Update Rate' })).toBeInTheDocument();
      expect(await screen.findByRole('form', { name: 'Sending limits' })).toBeInTheDocument();
      expect(screen.queryByText(/can read this but not change it/)).not.toBeInTheDocument();

      await user.click(screen.getByRole('tab', { name: 'Float' }));
      expect(await screen.findByRole('button', { name: 'Check balances now' })).toBeInTheDocument();
      expect(screen.getByRole('form', { name: 'Record a top-up' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Confirm top-up WIRE-77' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cancel top-up WIRE-77' })).toBeInTheDocument();

      await user.click(screen.getByRole('tab', { name: 'Reconciliation' }));
      expect(await screen.findByRole('button', { name: 'Run reconciliation now' })).toBeInTheDocument();

      await user.click(screen.getByRole('tab', { name: 'Finance' }));
      expect(await screen.findByRole('link', { name: 'Download trial balance CSV' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Download revenue CSV' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Download journal CSV' })).toBeInTheDocument();
    });
  });

  describe("a call the server still refuses for the role (403 ADMIN.ROLE_NOT_ALLOWED)", () => {
    it("shows the server's message when the dashboard's rate update is refused", async () => {
      // The session still says finance, but the role was changed on the server since.
      const fetchMock = rolesBackend('finance', ({ method, path }) =>
        method === 'POST' && path === '/api/update-rates' ? roleNotAllowed('viewer', 'finance') : undefined,
      );
      const user = await openTab('rates');

      await user.selectOptions(await screen.findByLabelText('Country'), 'kenya');
      await user.type(screen.getByLabelText('New Rate'), '131.5');
      await user.click(screen.getByRole('button', { name: 'Update Rate' }));

      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent('Error');
      expect(toast).toHaveTextContent('Your role (viewer) cannot do this. It needs an operator with the role finance or owner.');
      expect(toast).not.toHaveTextContent('Failed to update exchange rate');
      expect(callsTo(fetchMock, 'POST', '/api/update-rates')).toHaveLength(1);
    });

    it("shows the server's message when the rates page's update is refused", async () => {
      rolesBackend('finance', ({ method, path }) =>
        method === 'POST' && path === '/api/update-rates' ? roleNotAllowed('support', 'finance') : undefined,
      );
      const user = userEvent.setup();
      renderApp('/admin/rates');

      await user.type(await screen.findByLabelText('Admin Password', undefined, { timeout: 5000 }), `${operator.password}{Enter}`);

      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent('Update Failed');
      expect(toast).toHaveTextContent('Your role (support) cannot do this. It needs an operator with the role finance or owner.');
      expect(toast).not.toHaveTextContent('Please check your admin password');
    });

    it("shows the server's message when a suspension is refused", async () => {
      rolesBackend('support', ({ method, path }) =>
        method === 'PUT' && path === '/api/admin/users/1/status' ? roleNotAllowed('viewer', 'support') : undefined,
      );
      const user = await openTab('users');

      const table = await usersTable();
      await user.click(within(table.getByText('Amina Active').closest('tr')!).getByRole('button', { name: 'Suspend' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Suspend' }));

      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent('Your role (viewer) cannot do this. It needs an operator with the role support or owner.');
    });
  });
});
