import { FaultPlan } from './fault-plan.js';

describe('FaultPlan', () => {
  it('fails exactly the planned number of deliveries to that address', () => {
    const faults = new FaultPlan();
    faults.plan('sms', '+1 555 010 0000', 2);

    expect(faults.consume('sms', '+15550100000')).toBe(true);
    expect(faults.consume('sms', '+15550100000')).toBe(true);
    expect(faults.consume('sms', '+15550100000')).toBe(false);
    expect(faults.list()).toEqual([]);
  });

  it('keeps channels and addresses apart', () => {
    const faults = new FaultPlan();
    faults.plan('email', 'Ops@Example.com', 1);

    expect(faults.consume('sms', 'ops@example.com')).toBe(false);
    expect(faults.consume('email', 'other@example.com')).toBe(false);
    expect(faults.consume('email', 'ops@example.com')).toBe(true);
  });

  it('replaces a plan for the same address and clears all', () => {
    const faults = new FaultPlan();
    faults.plan('sms', '+15550100000', 5);
    faults.plan('sms', '+15550100000', 1);
    expect(faults.list()).toEqual([{ channel: 'sms', to: '+15550100000', remaining: 1 }]);

    faults.clear();
    expect(faults.consume('sms', '+15550100000')).toBe(false);
  });
});
