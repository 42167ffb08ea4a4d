import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, clearCsrfCookie, mockApi, mockApiWith, setCsrfCookie, signedInAs, signedOut } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import type { RateAlert } from '../api/rate-alerts';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

const me = signedInAs('Amina', 'Tesfaye');
const rates = { body: { eritrea: 15, ethiopia: 155, uganda: 3650, kenya: 129.25 } };

const waiting: RateAlert = {
  id: '6f1c2a7e-1b8d-4c3e-9f00-000000000001',
  country: 'kenya',
  currencyCode: 'KES',
  targetRate: 140,
  status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
  firedAt: null,
  firedRate: null,
};
const reached: RateAlert = {
  id: '6f1c2a7e-1b8d-4c3e-9f00-000000000002',
  country: 'uganda',
  currencyCode: 'UGX',
  targetRate: 3700,
  status: 'reached',
  createdAt: '2026-11-18T10:00:00.000Z',
  firedAt: '2026-11-22T15:30:00.000Z',
  firedRate: 3712.5,
};

describe('/rate-alerts', () => {
  beforeEach(() => setCsrfCookie('csrf-alerts'));
  afterEach(clearCsrfCookie);

  it("shows today's rates and the sender's alerts, a reached one with its date and rate", async () => {
    mockApi({ '/api/auth/me': me, '/api/rates': rates, '/api/rate-alerts': { body: [waiting, reached] } });
    renderApp('/rate-alerts');

    expect(await screen.findByRole('heading', { level: 1, name: 'Rate alerts' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('rate-kenya')).toHaveTextContent('1 USD = 129.2500 KES'));
    expect(screen.getByTestId('rate-uganda')).toHaveTextContent('1 USD = 3650.0000 UGX');

    const kenya = await screen.findByRole('article', { name: 'Kenya at 140.0000' });
    expect(within(kenya).getByText('1 USD = 140.0000 KES')).toBeInTheDocument();
    expect(within(kenya).getByText('Waiting')).toBeInTheDocument();
    const uganda = screen.getByRole('article', { name: 'Uganda at 3700.0000' });
    expect(within(uganda).getByText('Reached on Nov 22, 2026 at 3712.5000')).toBeInTheDocument();
  });

  it('says when there are no alerts, and preselects the country the send screen linked with', async () => {
    mockApi({ '/api/auth/me': me, '/api/rates': rates, '/api/rate-alerts': { body: [] } });
    renderApp('/rate-alerts?country=ethiopia');

    expect(await screen.findByText('You have no rate alerts yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveValue('ethiopia');
  });

  it('refuses a target at or below the current rate before asking the server, stating the rate', async () => {
    const fetchMock = mockApi({ '/api/auth/me': me, '/api/rates': rates, '/api/rate-alerts': { body: [] } });
    renderApp('/rate-alerts');
    await waitFor(() => expect(screen.getByTestId('rate-kenya')).toHaveTextContent('129.2500'));

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Target rate'), '129.25');
    await user.click(screen.getByRole('button', { name: 'Set alert' }));
    const field = screen.getByLabelText('Target rate');
    expect(field).toHaveAccessibleDescription('The rate for Kenya is already 1 USD = 129.2500 KES. Choose a target above it.');
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, '130.12345');
    await user.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(screen.getByLabelText('Target rate')).toHaveAccessibleDescription('Target rate can have at most 4 decimal places');

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(screen.getByLabelText('Target rate')).toHaveAccessibleDescription('Target rate is required');
    expect(callsTo(fetchMock, 'POST', '/api/rate-alerts')).toHaveLength(0);
  });

  it('sets an alert with the CSRF header, lists it, and shows the message the server gives for a refusal', async () => {
    let list: RateAlert[] = [];
    const fetchMock = mockApiWith(({ method, path, body }) => {
      if (path === '/api/auth/me') return me;
      if (path === '/api/rates') return rates;
      if (path === '/api/rate-alerts' && method === 'GET') return { body: list };
      if (path === '/api/rate-alerts' && method === 'POST') {
        const { targetRate } = body as { targetRate: string };
        if (targetRate === '131') {
          // The operator raised the rate since the page loaded.
          return {
            status: 400,
            body: { code: 'RATE_ALERT.TARGET_NOT_ABOVE_CURRENT', field: 'targetRate', message: 'The rate for Kenya is already 1 USD = 132.0000 KES. Choose a target above it.' },
          };
        }
        list = [{ ...waiting, targetRate: Number(targetRate) }];
        return { status: 201, body: { message: 'We will tell you when Kenya reaches 1 USD = 140.0000 KES.', replaced: false, alert: list[0] } };
      }
      return undefined;
    });
    renderApp('/rate-alerts');
    await screen.findByText('You have no rate alerts yet.');
    await waitFor(() => expect(screen.getByTestId('rate-kenya')).toHaveTextContent('129.2500'));
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Target rate'), '131');
    await user.click(screen.getByRole('button', { name: 'Set alert' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Target rate')).toHaveAccessibleDescription('The rate for Kenya is already 1 USD = 132.0000 KES. Choose a target above it.'),
    );

    await user.clear(screen.getByLabelText('Target rate'));
    await user.type(screen.getByLabelText('Target rate'), '140');
    await user.click(screen.getByRole('button', { name: 'Set alert' }));
    expect(await screen.findByRole('article', { name: 'Kenya at 140.0000' })).toBeInTheDocument();
    expect(screen.getByText('We will tell you when Kenya reaches 1 USD = 140.0000 KES.')).toBeInTheDocument();

    const posts = callsTo(fetchMock, 'POST', '/api/rate-alerts');
    expect(posts.map((call) => call.body)).toEqual([
      { country: 'kenya', targetRate: '131' },
      { country: 'kenya', targetRate: '140' },
    ]);
    expect(posts[1]!.headers.get('x-csrf-token')).toBe('csrf-alerts');
  });

  it('removes an alert only once the sender confirms', async () => {
    let list: RateAlert[] = [waiting, reached];
    const fetchMock = mockApiWith(({ method, path }) => {
      if (path === '/api/auth/me') return me;
      if (path === '/api/rates') return rates;
      if (path === '/api/rate-alerts' && method === 'GET') return { body: list };
      if (path === `/api/rate-alerts/${waiting.id}` && method === 'DELETE') {
        list = [reached];
        return { body: { message: 'Rate alert removed' } };
      }
      return undefined;
    });
    renderApp('/rate-alerts');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Remove the Kenya at 140.0000 alert' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove rate alert?' });
    expect(dialog).toHaveTextContent('You will not be told when Kenya reaches 1 USD = 140.0000 KES.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'DELETE', `/api/rate-alerts/${waiting.id}`)).toHaveLength(0);
    expect(screen.getByRole('article', { name: 'Kenya at 140.0000' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove the Kenya at 140.0000 alert' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kenya at 140.0000' })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE', `/api/rate-alerts/${waiting.id}`)).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Uganda at 3700.0000' })).toBeInTheDocument();
    expect(await screen.findByText('Rate alert removed')).toBeInTheDocument();
  });

  it('asks for sign-in and fetches no alerts when signed out', async () => {
    const fetchMock = mockApi({ '/api/auth/me': signedOut, '/api/rates': rates });
    renderApp('/rate-alerts');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/auth/me').length).toBeGreaterThan(0));
    expect(callsTo(fetchMock, 'GET', '/api/rate-alerts')).toHaveLength(0);
  });
});
