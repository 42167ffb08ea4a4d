import { RefundPlan } from './refund-plan.js';

describe('RefundPlan', () => {
  it('uses up each plan one refund at a time, then plans nothing', () => {
    const plan = new RefundPlan();
    plan.planBalanceInsufficient(1);
    plan.planFailures(2, 'declined');

    expect(plan.list()).toEqual({ balance_insufficient: 1, failures: 2, failure_reason: 'declined' });
    expect([plan.takeBalanceInsufficient(), plan.takeBalanceInsufficient()]).toEqual([true, false]);
    expect([plan.takeFailure(), plan.takeFailure(), plan.takeFailure()]).toEqual(['declined', 'declined', undefined]);
    expect(plan.list()).toEqual({ balance_insufficient: 0, failures: 0, failure_reason: null });
  });

  it('replaces an earlier plan of the same kind, and forgets everything when cleared', () => {
    const plan = new RefundPlan();
    plan.planFailures(5, 'declined');
    plan.planFailures(1, 'lost_or_stolen_card');
    expect(plan.list()).toMatchObject({ failures: 1, failure_reason: 'lost_or_stolen_card' });

    plan.planBalanceInsufficient(3);
    plan.clear();
    expect(plan.list()).toEqual({ balance_insufficient: 0, failures: 0, failure_reason: null });
  });
});
