import { describe, expect, it } from 'vitest';
import * as check from './response-check';

const transfer = check.object({
  id: check.union([check.int(), check.nonEmptyString()]),
  amount: check.number(),
  note: check.nullish(check.string()),
  isDefault: check.withDefault(check.boolean(), false),
  verification: check.fallback(check.oneOf(['verified', 'unverified']), 'unverified'),
  lines: check.array(check.object({ text: check.string() })),
});

describe('response checks (the first screen without zod)', () => {
  it('returns the answer as typed, without the keys it does not name', () => {
    const parsed = transfer.parse({ id: 7, amount: 12.5, note: null, isDefault: true, verification: 'verified', lines: [{ text: 'a', extra: 1 }], extra: 'dropped' });
    expect(parsed).toEqual({ id: 7, amount: 12.5, note: null, isDefault: true, verification: 'verified', lines: [{ text: 'a' }] });
  });

  it('leaves a missing nullish key out, gives a missing default its value, and falls back on a value not understood', () => {
    const parsed = transfer.parse({ id: 'tx-1', amount: 1, verification: 'checked-by-fax', lines: [] });
    expect(parsed).toEqual({ id: 'tx-1', amount: 1, isDefault: false, verification: 'unverified', lines: [] });
    expect('note' in parsed).toBe(false);
  });

  it('refuses a wrong type, naming where it was', () => {
    expect(() => transfer.parse({ id: 1, amount: '12.50', lines: [] })).toThrow(new check.ResponseShapeError('amount: expected a number, got string'));
    expect(() => transfer.parse({ id: 1, amount: 1, lines: [{ text: 3 }] })).toThrow('lines[0].text: expected a string, got number');
    expect(() => transfer.parse([])).toThrow('the answer: expected an object, got an array');
    expect(() => transfer.parse(null)).toThrow('the answer: expected an object, got null');
  });

  it('checks numbers as zod does: finite, integers safe, strings not empty where asked', () => {
    expect(() => check.number().parse(Number.POSITIVE_INFINITY)).toThrow(check.ResponseShapeError);
    expect(() => check.int().parse(1.5)).toThrow(check.ResponseShapeError);
    expect(() => check.int().parse(2 ** 53)).toThrow(check.ResponseShapeError);
    expect(() => check.nonNegativeInt().parse(-1)).toThrow(check.ResponseShapeError);
    expect(check.nonNegativeInt().parse(0)).toBe(0);
    expect(() => transfer.parse({ id: '', amount: 1, lines: [] })).toThrow('id: expected one of its accepted forms');
    expect(() => check.boolean().parse(undefined)).toThrow(check.ResponseShapeError);
  });

  it('extends an object with more keys, a key named again replacing the first', () => {
    const detailed = check.extend(check.object({ id: check.int(), amount: check.number() }), { amount: check.string(), paidAt: check.nullish(check.string()) });
    expect(detailed.parse({ id: 1, amount: '10.00', paidAt: '2026-11-27' })).toEqual({ id: 1, amount: '10.00', paidAt: '2026-11-27' });
    expect(() => detailed.parse({ id: 1, amount: 10 })).toThrow('amount: expected a string, got number');
  });
});
