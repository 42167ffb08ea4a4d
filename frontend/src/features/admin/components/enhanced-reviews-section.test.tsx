import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, clearCsrfCookie, mockApiWith, setCsrfCookie } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { adminBackend } from '../testing/fixtures';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const waiting = {
  id: 'r1',
  sender: { userId: 7, name: 'Amina Okello', email: 'amina@example.com' },
  status: 'pending',
  occupation: 'Registered nurse',
  sourceOfFunds: 'salary',
  sourceOfFundsLabel: 'Salary',
  sourceOfFundsDetail: 'Wages from Riverside Hospital',
  requestedAt: '2026-11-27T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  declineReason: null,
};
const other = { ...waiting, id: 'r2', sender: { userId: 8, name: 'Juma Mwangi', email: null }, occupation: 'Trader', sourceOfFunds: 'other', sourceOfFundsLabel: 'Other', sourceOfFundsDetail: 'Various' };

/** The queue the api keeps: a decision changes the request's status, as the server does. */
function reviewsBackend() {
  const reviews = [waiting, other].map((r) => ({ ...r }));
  return mockApiWith(
    adminBackend(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/admin/compliance/cases') return { body: { cases: [] } };
      if (method === 'GET' && path === '/api/admin/compliance/enhanced-reviews') return { body: { reviews } };
      const decided = /^\/api\/admin\/compliance\/enhanced-reviews\/(\w+)\/decision$/.exec(path);
      if (method === 'POST' && decided) {
        const review = reviews.find((r) => r.id === decided[1])!;
        const asked = body as { decision: 'approve' | 'decline'; reason?: string };
        Object.assign(review, { status: asked.decision === 'approve' ? 'approved' : 'declined', decidedAt: '2026-11-27T11:00:00.000Z', decidedBy: 'compliance@example.com', declineReason: asked.reason ?? null });
        return { body: { message: asked.decision === 'approve' ? 'Approved: the sender is Enhanced.' : 'Declined: the sender sees your reason on their profile.' } };
      }
      return undefined;
    }),
  );
}

describe('Compliance tab: Enhanced tier requests', () => {
  beforeEach(() => setCsrfCookie('csrf-enhanced'));
  afterEach(clearCsrfCookie);

  it('lists what each sender declared and approves a request', async () => {
    const fetchMock = reviewsBackend();
    const user = userEvent.setup();
    renderApp('/admin/dashboard?tab=compliance');

    const table = within(await screen.findByRole('table', { name: 'Enhanced tier requests' }));
    const [, amina] = table.getAllByRole('row');
    expect(amina).toHaveTextContent('Amina Okello');
    expect(amina).toHaveTextContent('Registered nurse');
    expect(amina).toHaveTextContent('SalaryWages from Riverside Hospital');

    await user.click(table.getByRole('button', { name: 'Approve Enhanced for Amina Okello' }));
    expect(callsTo(fetchMock, 'POST', '/api/admin/compliance/enhanced-reviews/r1/decision')[0]?.body).toEqual({ decision: 'approve' });
    expect(await within(amina!).findByText('Approved')).toBeInTheDocument();
    expect(within(amina!).getByText('by compliance@example.com')).toBeInTheDocument();
    expect(within(amina!).queryByRole('button')).not.toBeInTheDocument();
    // The other request still waits.
    expect(table.getByRole('button', { name: 'Approve Enhanced for Juma Mwangi' })).toBeInTheDocument();
  });

  it('declines only with a reason for the sender, and shows it', async () => {
    const fetchMock = reviewsBackend();
    const user = userEvent.setup();
    renderApp('/admin/dashboard?tab=compliance');
    const table = within(await screen.findByRole('table', { name: 'Enhanced tier requests' }));

    await user.click(table.getByRole('button', { name: 'Decline Enhanced for Juma Mwangi' }));
    const form = within(table.getByRole('form', { name: 'Decline the request of Juma Mwangi' }));
    await user.click(form.getByRole('button', { name: 'Decline request' }));
    expect(form.getByLabelText('Reason the sender sees')).toHaveAccessibleDescription('Say why (at least 3 characters): the sender sees it.');
    expect(callsTo(fetchMock, 'POST', '/api/admin/compliance/enhanced-reviews/r2/decision')).toHaveLength(0);

    await user.type(form.getByLabelText('Reason the sender sees'), 'Please say what you trade and where.');
    await user.click(form.getByRole('button', { name: 'Decline request' }));
    expect(callsTo(fetchMock, 'POST', '/api/admin/compliance/enhanced-reviews/r2/decision')[0]?.body).toEqual({ decision: 'decline', reason: 'Please say what you trade and where.' });
    expect(await table.findByText('Declined')).toBeInTheDocument();
    expect(table.getByText('Please say what you trade and where.')).toBeInTheDocument();
  });
});
