import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, mockApiWith } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { adminBackend, allUp, stats } from '../testing/fixtures';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

function valueOf(container: HTMLElement, label: string) {
  return within(container).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

function serve(own: { stats?: unknown; health?: { status?: number; body: unknown } } = {}) {
  return mockApiWith(
    adminBackend(({ method, path }) => {
      if (method !== 'GET') return undefined;
      if (path === '/api/admin/stats' && own.stats) return { body: own.stats };
      if (path === '/api/admin/health' && own.health) return own.health;
      return undefined;
    }),
  );
}

describe('Analytics tab', () => {
  it('shows success rate, average transaction, top country and popular payment method', async () => {
    serve();
    renderApp('/admin/dashboard?tab=analytics');

    const panel = within(await screen.findByRole('tabpanel'));
    const card = (name: string) => within(panel.getByRole('region', { name }));
    expect(await card('Success Rate').findByText('97.5%')).toBeInTheDocument();
    expect(card('Average Transaction').getByText('$227.75')).toBeInTheDocument();
    expect(card('Top Country').getByText('Kenya')).toBeInTheDocument();
    expect(card('Popular Payment Method').getByText('Card')).toBeInTheDocument();
    expect(card('Declined Payments').getByText('14')).toBeInTheDocument();
    expect(card('Declined Payments').getByText('Last 30 days')).toBeInTheDocument();
  });

  it('shows N/A when there is no top country or payment method yet', async () => {
    serve({ stats: { ...stats, topCountry: null, popularPaymentMethod: null, volumeByDay: [] } });
    renderApp('/admin/dashboard?tab=analytics');

    const panel = within(await screen.findByRole('tabpanel'));
    expect(await within(panel.getByRole('region', { name: 'Top Country' })).findByText('N/A')).toBeInTheDocument();
    expect(within(panel.getByRole('region', { name: 'Popular Payment Method' })).getByText('N/A')).toBeInTheDocument();
    expect(panel.getByText('No transactions in this period.')).toBeInTheDocument();
  });

  it('draws the daily volume as bars, described and available as a table', async () => {
    serve({ stats: { ...stats, popularPaymentMethod: 'ach' } });
    const user = userEvent.setup();
    renderApp('/admin/dashboard?tab=analytics');

    const chart = await screen.findByRole('img', { name: 'Transaction volume by day' });
    expect(chart.querySelectorAll('rect')).toHaveLength(3);
    expect(chart).toHaveAccessibleDescription(
      '3 days from Jan 3, 2025 to Jan 5, 2025; highest $3,450.50 on Jan 5, 2025.',
    );
    const heights = [...chart.querySelectorAll('rect')].map((rect) => Number(rect.getAttribute('height')));
    expect(heights[2]).toBeGreaterThan(heights[0]!);
    expect(heights[1]).toBe(0);
    expect(screen.getByText('Bank (ACH)')).toBeInTheDocument();

    await user.click(screen.getByText('Show the figures as a table'));
    const table = within(screen.getByRole('table', { name: 'Daily transaction volume' }));
    const rows = table.getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['Jan 3, 2025$1,200.00', 'Jan 4, 2025$0.00', 'Jan 5, 2025$3,450.50']);
  });

  it('shows each component of the system health as the server reports it', async () => {
    serve({
      health: {
        body: {
          ...allUp,
          sms: { status: 'down', detail: 'Twilio answered 503' },
          redis: { status: 'degraded' },
        },
      },
    });
    renderApp('/admin/dashboard?tab=analytics');

    const health = await screen.findByRole('region', { name: 'System Health' });
    await within(health).findByText('Card Payment Provider');
    const expectations: Array<[string, string, string]> = [
      ['Card Payment Provider', 'Active', 'success'],
      ['Bank Linking', 'Active', 'success'],
      ['Database', 'Operational', 'success'],
      ['Job Queues', 'Operational', 'success'],
      ['Email Service', 'Active', 'success'],
      ['SMS Service', 'Down', 'danger'],
      ['Redis', 'degraded', 'neutral'],
    ];
    for (const [label, text, tone] of expectations) {
      expect(within(valueOf(health, label)).getByText(text)).toHaveAttribute('data-tone', tone);
    }
    expect(valueOf(health, 'SMS Service')).toHaveTextContent('Twilio answered 503');
  });

  it('reads the health report from a 503 answer too', async () => {
    serve({ health: { status: 503, body: { ...allUp, database: { status: 'down', detail: 'connection refused' } } } });
    renderApp('/admin/dashboard?tab=analytics');

    const health = await screen.findByRole('region', { name: 'System Health' });
    await within(health).findByText('Database');
    expect(within(valueOf(health, 'Database')).getByText('Down')).toHaveAttribute('data-tone', 'danger');
    expect(valueOf(health, 'Database')).toHaveTextContent('connection refused');
    expect(within(valueOf(health, 'Redis')).getByText('Operational')).toBeInTheDocument();
  });

  it('says so when the health cannot be checked, and checks again on request', async () => {
    const fetchMock = serve({ health: { status: 500, body: 'Internal Server Error' } });
    const user = userEvent.setup();
    renderApp('/admin/dashboard?tab=analytics');

    const health = within(await screen.findByRole('region', { name: 'System Health' }));
    expect(await health.findByText('We could not check the system health.')).toBeInTheDocument();
    await user.click(health.getByRole('button', { name: 'Check again' }));
    expect(callsTo(fetchMock, 'GET', '/api/admin/health')).toHaveLength(2);
  });
});
