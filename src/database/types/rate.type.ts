import { Type, type Platform, type TransformContext } from '@mikro-orm/core';
import { Rate } from '../../shared/domain/rate.js';

/** numeric(10,4) column <-> Rate. PostgreSQL answers numerics as strings, so no float ever touches a rate. */
export class RateType extends Type<Rate, string> {
  // A nullable column (a rate alert's fired_rate) hands null through both ways.
  override convertToDatabaseValue(value: Rate | string, _platform: Platform, _context?: TransformContext): string {
    if (value === null || value === undefined) return value;
    return typeof value === 'string' ? value : value.toDecimalString();
  }

  override convertToJSValue(value: Rate | string, _platform: Platform): Rate {
    if (value === null || value === undefined) return value;
    return typeof value === 'string' ? Rate.parse(value) : value;
  }

  override compareAsType(): string {
    return 'string';
  }

  override getColumnType(): string {
    return 'numeric(10,4)';
  }
}
