import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, clearCsrfCookie, mockApiWith, setCsrfCookie } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { adminBackend, rates } from '../testing/fixtures';

vi.mock('@/lib/redirect', () => ({ hardRedirect: vi.fn() }));

/** ETB's cost is known (a Thunes quote); the others' are not. */
const RATE_COSTS = {
  bandPercent: 10,
  currencies: [
    { country: 'ethiopia', currency: 'ETB', cost: { rate: 158.25, source: 'partner_quote', rail: 'thunes', observedAt: '2026-11-26T10:00:00.000Z' }, lowest: 142.425, highest: 174.075 },
    { country: 'kenya', currency: 'KES', cost: null, lowest: null, highest: null },
  ],
};

/** The same, from a server with the approval band (FX_RATE_APPROVAL_BAND_BPS, 5%): ETB is set at once from 150.3375 to 166.1625. */
const APPROVAL_COSTS = {
  ...RATE_COSTS,
  approvalBandPercent: 5,
  currencies: [{ ...RATE_COSTS.currencies[0], approvalLowest: 150.3375, approvalHighest: 166.1625 }, { ...RATE_COSTS.currencies[1], approvalLowest: null, approvalHighest: null }],
};

/** Rates the server keeps; a quick update changes one (or, `propose`, proposes it: 202, nothing changed). */
function ratesBackend(fail?: { status: number; body: unknown }, { costs = RATE_COSTS as object, propose = false } = {}) {
  let current = { ...rates };
  const tiers = {
    basic: { perTransfer: 999, perDay: 2999, perMonth: 2999 },
    verified_id: { perTransfer: 2999, perDay: 2999, perMonth: 10000 },
    enhanced: { perTransfer: 10000, perDay: 10000, perMonth: 25000 },
  };
  type Limits = typeof tiers.basic;
  return mockApiWith(
    adminBackend(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/rates') return { body: current };
      if (method === 'GET' && path === '/api/admin/sending-limits/tiers') return { body: tiers };
      if (method === 'GET' && path === '/api/admin/rates/costs') return { body: costs };
      if (method === 'PUT' && path === '/api/admin/sending-limits') {
        const asked = body as Limits & { tier: keyof typeof tiers };
        const limits = tiers[asked.tier];
        if (asked.perDay < asked.perTransfer) {
          return { status: 400, body: { message: 'The 24-hour limit cannot be less than the one-transfer limit', code: 'LIMITS.INVALID' } };
        }
        // Four eyes: proposed, the limits in force unchanged until a second operator approves.
        return { status: 202, body: { status: 'waiting_for_approval', outcome: 'waiting_for_approval', approvalId: 'a-1', message: 'The new limits wait for approval by another finance operator: the limits are unchanged until then.', limits } };
      }
      if (method === 'POST' && path === '/api/update-rates') {
        if (fail) return fail;
        if (propose) {
          const message = 'This rate waits for approval by another finance operator: it is further from its cost than rates set at once. Nothing changed yet.';
          return { status: 202, body: { status: 'waiting_for_approval', outcome: 'waiting_for_approval', approvalId: 'a-1', message, rates: current, changes: [] } };
        }
        current = { ...current, ...(body as Record<string, number>) };
        return { body: { rates: current } };
      }
      return undefined;
    }),
  );
}

async function openRatesTab() {
  const user = userEvent.setup();
  renderApp('/admin/dashboard?tab=rates');
  await screen.findByText('1 USD = 129.25 KES');
  return user;
}

describe('Exchange Rates tab', () => {
  beforeEach(() => setCsrfCookie('csrf-rates'));
  afterEach(clearCsrfCookie);

  it('lists the current rate of each country and links to the rates page', async () => {
    ratesBackend();
    await openRatesTab();

    const list = within(screen.getByRole('region', { name: 'Current Exchange Rates' }));
    expect(list.getByText('1 USD = 15 ERN')).toBeInTheDocument();
    expect(list.getByText('1 USD = 57.5 ETB')).toBeInTheDocument();
    expect(list.getByText('1 USD = 3,700.1234 UGX')).toBeInTheDocument();
    expect(list.getByText('1 USD = 129.25 KES')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the rates page' })).toHaveAttribute('href', '/admin/rates');
  });

  it('shows what each currency costs us and the rates a change may set, or that the cost is not known', async () => {
    ratesBackend();
    await openRatesTab();

    const ethiopia = await screen.findByText(/Cost 158\.25/);
    expect(ethiopia).toHaveTextContent("Cost 158.25 (partner's quote) · new rates from 142.425 to 174.075 (±10%)");
    expect(screen.getByText('Cost of KES not known yet: no band.')).toBeInTheDocument();
  });

  it.each([
    ['no country', '', '131.5'],
    ['no rate', 'kenya', ''],
  ])('asks for both country and rate (%s) and sends nothing', async (_, country, rate) => {
    const fetchMock = ratesBackend();
    const user = await openRatesTab();

    if (country) await user.selectOptions(screen.getByLabelText('Country'), country);
    if (rate) await user.type(screen.getByLabelText('New Rate'), rate);
    await user.click(screen.getByRole('button', { name: 'Update Rate' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a country and enter a rate');
    expect(callsTo(fetchMock, 'POST', '/api/update-rates')).toHaveLength(0);
  });

  it('refuses a rate that is not positive', async () => {
    const fetchMock = ratesBackend();
    const user = await openRatesTab();

    await user.selectOptions(screen.getByLabelText('Country'), 'kenya');
    await user.type(screen.getByLabelText('New Rate'), '0');
    await user.click(screen.getByRole('button', { name: 'Update Rate' }));

    expect(screen.getByLabelText('New Rate')).toHaveAccessibleDescription('Rate must be positive');
    expect(callsTo(fetchMock, 'POST', '/api/update-rates')).toHaveLength(0);
  });

  it('sends the one pair, confirms, and shows the rates asked for again', async () => {
    const fetchMock = ratesBackend();
    const user = await openRatesTab();

    await user.selectOptions(screen.getByLabelText('Country'), 'kenya');
    await user.type(screen.getByLabelText('New Rate'), '131.5');
    await user.click(screen.getByRole('button', { name: 'Update Rate' }));

    expect(await screen.findByText('Exchange rate updated')).toBeInTheDocument();
    const calls = callsTo(fetchMock, 'POST', '/api/update-rates');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ kenya: 131.5 });
    expect(calls[0]?.headers.get('x-csrf-token')).toBe('csrf-rates');
    const list = within(screen.getByRole('region', { name: 'Current Exchange Rates' }));
    expect(await list.findByText('1 USD = 131.5 KES')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/rates').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByLabelText('Country')).toHaveValue('');
    expect(screen.getByLabelText('New Rate')).toHaveValue(null);
  });

  it('asks why for a rate beyond the approval band, proposes it, and says it waits for another finance operator (the rate unchanged)', async () => {
    const fetchMock = ratesBackend(undefined, { costs: APPROVAL_COSTS, propose: true });
    const user = await openRatesTab();
    const ethiopia = document.querySelector<HTMLElement>('li[data-country="ethiopia"]')!;
    await within(ethiopia).findByText(/set at once from 150\.3375 to 166\.1625 \(±5%\); further, another finance operator approves/);

    const quick = within(screen.getByRole('region', { name: 'Update Exchange Rate' }));
    await user.selectOptions(screen.getByLabelText('Country'), 'ethiopia');
    await user.type(screen.getByLabelText('New Rate'), '160');
    expect(quick.queryByLabelText('Why (for the approving operator)')).not.toBeInTheDocument();
    // Outside the cost band (±10%) nothing is asked: the server refuses it as a likely typo.
    await user.clear(screen.getByLabelText('New Rate'));
    await user.type(screen.getByLabelText('New Rate'), '1582.5');
    expect(quick.queryByLabelText('Why (for the approving operator)')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('New Rate'));
    await user.type(screen.getByLabelText('New Rate'), '170');
    await user.click(screen.getByRole('button', { name: 'Update Rate' }));
    expect(quick.getByLabelText('Why (for the approving operator)')).toHaveAccessibleDescription(/Say why, for the operator who approves it/);
    expect(callsTo(fetchMock, 'POST', '/api/update-rates')).toHaveLength(0);

    await user.type(quick.getByLabelText('Why (for the approving operator)'), 'Thunes repriced ETB');
    await user.click(screen.getByRole('button', { name: 'Update Rate' }));
    expect(await screen.findByText(/^Waiting for approval: 1 USD = 170 ETB for Ethiopia\. This rate waits for approval by another finance operator/)).toHaveAttribute('role', 'status');
    expect(callsTo(fetchMock, 'POST', '/api/update-rates')[0]?.body).toEqual({ ethiopia: 170, proposalNote: 'Thunes repriced ETB' });
    expect(screen.queryByText('Exchange rate updated')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Current Exchange Rates' })).getByText('1 USD = 57.5 ETB')).toBeInTheDocument();
  });

  it('says "Failed to update exchange rate" when the server refuses', async () => {
    ratesBackend({
      status: 400,
      body: { message: 'A rate has at most 4 decimals', code: 'VALIDATION_FAILED', field: 'kenya' },
    });
    const user = await openRatesTab();

    await user.selectOptions(screen.getByLabelText('Country'), 'kenya');
    await user.type(screen.getByLabelText('New Rate'), '131.123456');
    await user.click(screen.getByRole('button', { name: 'Update Rate' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Failed to update exchange rate');
    expect(screen.getByLabelText('New Rate')).toHaveAccessibleDescription('A rate has at most 4 decimals');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update Rate' })).toBeEnabled());
    expect(screen.getByText('1 USD = 129.25 KES')).toBeInTheDocument();
  });

  it("explains next to the field a rate too far from what the currency costs us", async () => {
    const message = 'The rate for Ethiopia (1582.5000 ETB per USD) is 900% away from what ETB costs us now (158.2500). A rate may be at most 10% from the cost: check it.';
    ratesBackend({ status: 422, body: { message, code: 'RATE.OUTSIDE_COST_BAND', field: 'ethiopia' } });
    const user = await openRatesTab();

    await user.selectOptions(screen.getByLabelText('Country'), 'ethiopia');
    await user.type(screen.getByLabelText('New Rate'), '1582.5');
    await user.click(screen.getByRole('button', { name: 'Update Rate' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update exchange rate');
    expect(screen.getByLabelText('New Rate')).toHaveAccessibleDescription(message);
  });

  it('shows the sending limits and proposes new ones with why: they wait for a second finance operator', async () => {
    const fetchMock = ratesBackend();
    const user = await openRatesTab();
    const form = within(await screen.findByRole('form', { name: 'Sending limits' }));
    expect(form.getByLabelText('Per rolling 24 hours (USD)')).toHaveValue(2999);

    await user.clear(form.getByLabelText('Per rolling 24 hours (USD)'));
    await user.type(form.getByLabelText('Per rolling 24 hours (USD)'), '5000');
    // Without a reason nothing is sent.
    await user.click(form.getByRole('button', { name: 'Propose limits' }));
    expect(form.getByLabelText('Why (for the approving operator)')).toHaveAccessibleDescription(/Say why, for the operator who approves it/);
    expect(callsTo(fetchMock, 'PUT', '/api/admin/sending-limits')).toHaveLength(0);

    await user.type(form.getByLabelText('Why (for the approving operator)'), 'Card fraud on large transfers');
    await user.click(form.getByRole('button', { name: 'Propose limits' }));

    expect(await form.findByRole('status')).toHaveTextContent('Waiting for approval: Verified ID: The new limits wait for approval by another finance operator');
    expect(callsTo(fetchMock, 'PUT', '/api/admin/sending-limits')[0]?.body).toEqual({ tier: 'verified_id', perTransfer: 2999, perDay: 5000, perMonth: 10000, proposalNote: 'Card fraud on large transfers' });
  });

  it("shows each tier's limits and proposes a change for the tier chosen (issue #26)", async () => {
    const fetchMock = ratesBackend();
    const user = await openRatesTab();
    const table = within(await screen.findByRole('table', { name: 'Sending limits by tier' }));
    expect(table.getByRole('row', { name: /^Basic/ })).toHaveTextContent('Basic$999.00$2,999.00$2,999.00');
    expect(table.getByRole('row', { name: /^Verified ID/ })).toHaveTextContent('Verified ID$2,999.00$2,999.00$10,000.00');
    expect(table.getByRole('row', { name: /^Enhanced/ })).toHaveTextContent('Enhanced$10,000.00$10,000.00$25,000.00');

    const form = within(screen.getByRole('form', { name: 'Sending limits' }));
    expect(form.getByLabelText('Tier')).toHaveValue('verified_id');
    await user.selectOptions(form.getByLabelText('Tier'), 'enhanced');
    // The fields now hold Enhanced's limits in force.
    expect(form.getByLabelText('Per transfer (USD)')).toHaveValue(10000);
    expect(form.getByLabelText('Per rolling 30 days (USD)')).toHaveValue(25000);

    await user.clear(form.getByLabelText('Per rolling 30 days (USD)'));
    await user.type(form.getByLabelText('Per rolling 30 days (USD)'), '30000');
    await user.type(form.getByLabelText('Why (for the approving operator)'), 'Reviewed senders send more');
    await user.click(form.getByRole('button', { name: 'Propose limits' }));

    expect(await form.findByRole('status')).toHaveTextContent('Waiting for approval: Enhanced: The new limits wait for approval');
    expect(callsTo(fetchMock, 'PUT', '/api/admin/sending-limits')[0]?.body).toEqual({ tier: 'enhanced', perTransfer: 10000, perDay: 10000, perMonth: 30000, proposalNote: 'Reviewed senders send more' });

    await user.selectOptions(form.getByLabelText('Tier'), 'basic');
    expect(form.getByLabelText('Per transfer (USD)')).toHaveValue(999);
    expect(form.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of inconsistent limits", async () => {
    ratesBackend();
    const user = await openRatesTab();
    const form = within(await screen.findByRole('form', { name: 'Sending limits' }));
    await user.clear(form.getByLabelText('Per rolling 24 hours (USD)'));
    await user.type(form.getByLabelText('Per rolling 24 hours (USD)'), '100');
    await user.type(form.getByLabelText('Why (for the approving operator)'), 'Lower the day');
    await user.click(form.getByRole('button', { name: 'Propose limits' }));
    expect(await form.findByText('The 24-hour limit cannot be less than the one-transfer limit')).toBeInTheDocument();
  });
});
