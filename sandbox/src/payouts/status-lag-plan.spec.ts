import { StatusLagPlan } from './status-lag-plan.js';

describe('StatusLagPlan', () => {
  it('lags nothing until planned', () => {
    expect(new StatusLagPlan().lagFor('daraja', '254712345678')).toBe(0);
  });

  it("lags every payout of a rail, a number's own plan first", () => {
    const plan = new StatusLagPlan();
    plan.plan('daraja', 20_000);
    plan.plan('daraja', 5_000, '+254 712 345678');

    expect(plan.lagFor('daraja', '254712345678')).toBe(5_000);
    expect(plan.lagFor('daraja', '254799999123')).toBe(20_000);
    expect(plan.lagFor('mtn-momo', '256772123456')).toBe(0);
    expect(plan.list()).toEqual([
      { provider: 'daraja', msisdn: null, forMs: 20_000 },
      { provider: 'daraja', msisdn: '254712345678', forMs: 5_000 },
    ]);
  });

  it('replaces a plan for the same rail and number, and clears all', () => {
    const plan = new StatusLagPlan();
    plan.plan('mtn-momo', 1_000, '256772123456');
    plan.plan('mtn-momo', 3_000, '256772123456');
    expect(plan.list()).toEqual([{ provider: 'mtn-momo', msisdn: '256772123456', forMs: 3_000 }]);

    plan.clear();
    expect(plan.lagFor('mtn-momo', '256772123456')).toBe(0);
  });
});
