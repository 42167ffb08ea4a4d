import { Type, type Platform, type TransformContext } from '@mikro-orm/core';

/**
 * numeric(p,2) column <-> bigint minor units. PostgreSQL answers numerics as strings, so
 * amounts never pass through a float on their way in or out.
 */
export class MinorUnitsType extends Type<bigint, string> {
  override convertToDatabaseValue(value: bigint | string, _platform: Platform, _context?: TransformContext): string {
    if (typeof value === 'string') return value;
    const negative = value < 0n;
    const digits = (negative ? -value : value).toString().padStart(3, '0');
    return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
  }

  override convertToJSValue(value: bigint | string, _platform: Platform): bigint {
    if (typeof value === 'bigint') return value;
    const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value);
    if (!match) throw new Error(`Not a 2-decimal amount: ${value}`);
    const minor = BigInt(match[2]) * 100n + BigInt((match[3] ?? '').padEnd(2, '0') || '0');
    return match[1] ? -minor : minor;
  }

  override compareAsType(): string {
    return 'string';
  }
}
