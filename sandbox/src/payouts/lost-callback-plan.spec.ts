import { LostCallbackPlan } from './lost-callback-plan.js';

describe('LostCallbackPlan', () => {
  it('loses exactly the planned number of callbacks for that rail and number', () => {
    const plan = new LostCallbackPlan();
    plan.plan('daraja', '+254 712 345678', 2);

    expect(plan.consume('mtn-momo', '254712345678')).toBe(false);
    expect(plan.consume('daraja', '254712345678')).toBe(true);
    expect(plan.consume('daraja', '254712345678')).toBe(true);
    expect(plan.consume('daraja', '254712345678')).toBe(false);
    expect(plan.list()).toEqual([]);
  });

  it('replaces a plan for the same number and clears all', () => {
    const plan = new LostCallbackPlan();
    plan.plan('mtn-momo', '256772123456', 5);
    plan.plan('mtn-momo', '256772123456', 1);
    expect(plan.list()).toEqual([{ provider: 'mtn-momo', msisdn: '256772123456', remaining: 1 }]);

    plan.clear();
    expect(plan.consume('mtn-momo', '256772123456')).toBe(false);
  });
});
