import fc from 'fast-check';
import type { Platform } from '@mikro-orm/core';
import { MinorUnitsType } from './minor-units.type.js';

const type = new MinorUnitsType();
const platform = {} as Platform;

describe('numeric columns as minor units', () => {
  it('reads what PostgreSQL answers', () => {
    expect(type.convertToJSValue('109.00', platform)).toBe(10900n);
    expect(type.convertToJSValue('0.05', platform)).toBe(5n);
    expect(type.convertToJSValue('12925', platform)).toBe(1292500n);
    expect(type.convertToJSValue('7.5', platform)).toBe(750n);
  });

  it('writes 2-decimal strings and round-trips every amount', () => {
    expect(type.convertToDatabaseValue(5n, platform)).toBe('0.05');
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }), (minor) => {
        expect(type.convertToJSValue(type.convertToDatabaseValue(minor, platform), platform)).toBe(minor);
      }),
    );
  });
});
