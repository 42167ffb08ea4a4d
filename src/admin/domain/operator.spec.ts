import { isOperatorRole, normalizeOperatorEmail, operatorPasswordProblem } from './operator.js';

describe('operators', () => {
  it('compare emails trimmed and lower-cased', () => {
    expect(normalizeOperatorEmail('  Ops.Lead@Example.COM ')).toBe('ops.lead@example.com');
  });

  it('know the five roles and nothing else', () => {
    for (const role of ['viewer', 'support', 'compliance', 'finance', 'owner']) expect(isOperatorRole(role)).toBe(true);
    expect(isOperatorRole('admin')).toBe(false);
    expect(isOperatorRole('Owner')).toBe(false);
    expect(isOperatorRole(undefined)).toBe(false);
  });

  it('take passwords of twelve characters or more', () => {
    expect(operatorPasswordProblem('short pass!')).toMatch(/at least 12/);
    expect(operatorPasswordProblem('long enough!')).toBeNull();
  });
});
