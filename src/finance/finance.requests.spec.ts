import { utcDay } from './finance-period.js';
import { dayRangeQuery, trialBalanceQuery } from './finance.requests.js';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('the finance views\' dates', () => {
  const today = utcDay(new Date());

  it('default to the last 30 days, today included', () => {
    expect(dayRangeQuery.parse({})).toEqual({ from: utcDay(new Date(), 29), to: today });
    expect(dayRangeQuery.parse({ to: '2026-03-31' })).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect(dayRangeQuery.parse({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });

  it('cover at most 366 days, from on or before to', () => {
    expect(dayRangeQuery.safeParse({ from: '2024-01-01', to: '2024-12-31' }).success).toBe(true);
    expect(issues(dayRangeQuery.safeParse({ from: '2024-01-01', to: '2025-01-01' }))).toEqual(['to: A range covers at most 366 days: choose a shorter one']);
    expect(issues(dayRangeQuery.safeParse({ from: '2026-03-02', to: '2026-03-01' }))).toEqual(['from: from must be on or before to']);
  });

  it('are calendar days written YYYY-MM-DD, from 2020 to today', () => {
    expect(issues(trialBalanceQuery.safeParse({ asOf: '26/11/2026' }))).toEqual(['asOf: asOf must be a date as YYYY-MM-DD, e.g. 2026-11-26']);
    expect(issues(trialBalanceQuery.safeParse({ asOf: '2026-02-29' }))).toEqual(['asOf: asOf is not a calendar date']);
    expect(issues(trialBalanceQuery.safeParse({ asOf: '2026-13-45' }))).toEqual(['asOf: asOf is not a calendar date']);
    expect(issues(dayRangeQuery.safeParse({ from: '0000-00-00' }))).toEqual(['from: from is not a calendar date']);
    expect(issues(trialBalanceQuery.safeParse({ asOf: '2019-12-31' }))).toEqual(['asOf: asOf cannot be before 2020-01-01']);
    expect(issues(trialBalanceQuery.safeParse({ asOf: utcDay(new Date(), -1) }))).toEqual(['asOf: asOf cannot be after today (UTC)']);
    expect(trialBalanceQuery.parse({ asOf: today })).toEqual({ asOf: today });
    expect(trialBalanceQuery.parse({})).toEqual({});
  });
});
