import { MetricsRegistry } from '../../metrics/metrics-registry.js';
import { PartnerMetrics } from '../../metrics/partner-metrics.js';
import { measuredPayoutRail } from './measured-payout-rail.js';
import { PayoutRailUnavailableError, type PayoutOrder, type PayoutRail, type PayoutStatus } from './payout-rail.port.js';

const ORDER = { reference: 'ref-1' } as PayoutOrder;

function fakeRail(answers: { dispatch: () => Promise<unknown>; status: () => Promise<PayoutStatus> }): PayoutRail {
  return {
    name: 'daraja',
    dispatch: answers.dispatch,
    status: answers.status,
    payoutIdOf: (reference: string) => `id-${reference}`,
  } as unknown as PayoutRail;
}

async function samples(registry: MetricsRegistry): Promise<string> {
  return registry.registry.metrics();
}

describe('a measured payout rail', () => {
  it('times each partner call and counts the payout answers by rail and outcome, passing answers and errors through', async () => {
    const registry = new MetricsRegistry('worker');
    let status: PayoutStatus = { state: 'pending' };
    let dispatch = async () => ({ payoutId: 'p-1', status: { state: 'pending' } });
    const rail = measuredPayoutRail(fakeRail({ dispatch: () => dispatch(), status: async () => status }), new PartnerMetrics(registry));

    expect(await rail.dispatch(ORDER)).toEqual({ payoutId: 'p-1', status: { state: 'pending' } });
    expect(rail.payoutIdOf('ref-1')).toBe('id-ref-1');
    await rail.status('p-1', ORDER);
    status = { state: 'delivered', receipt: 'R1' };
    await rail.status('p-1', ORDER);
    dispatch = async () => {
      throw new PayoutRailUnavailableError('daraja', 'timed out');
    };
    await expect(rail.dispatch(ORDER)).rejects.toThrow('daraja: timed out');

    const text = await samples(registry);
    expect(text).toContain('remit_payouts_total{rail="daraja",operation="dispatch",outcome="pending"} 1');
    expect(text).toContain('remit_payouts_total{rail="daraja",operation="dispatch",outcome="unavailable"} 1');
    // Only a final state of a status query counts: "pending" says nothing of the payout yet.
    expect(text).toContain('remit_payouts_total{rail="daraja",operation="status",outcome="delivered"} 1');
    expect(text).not.toContain('operation="status",outcome="pending"');
    expect(text).toContain('remit_partner_call_duration_seconds_count{partner="daraja",operation="dispatch",outcome="ok"} 1');
    expect(text).toContain('remit_partner_call_duration_seconds_count{partner="daraja",operation="dispatch",outcome="unavailable"} 1');
    expect(text).toContain('remit_partner_call_duration_seconds_count{partner="daraja",operation="status",outcome="ok"} 2');
  });
});
