import { Type, type Platform, type TransformContext } from '@mikro-orm/core';
import { formatCalendarDate, parseCalendarDate, type CalendarDate } from '../../compliance/domain/calendar-date.js';

/** date column <-> CalendarDate: a date of birth has no time and no zone, so it never passes through a JS Date's. */
export class CalendarDateType extends Type<CalendarDate | null, string | null> {
  override convertToDatabaseValue(value: CalendarDate | string | null, _platform: Platform, _context?: TransformContext): string | null {
    if (value === null || value === undefined) return null;
    return typeof value === 'string' ? value : formatCalendarDate(value);
  }

  override convertToJSValue(value: CalendarDate | string | Date | null, _platform: Platform): CalendarDate | null {
    if (value === null || value === undefined) return null;
    // node-postgres reads a date as local midnight unless told otherwise: its local parts are the date.
    if (value instanceof Date) return { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() };
    if (typeof value === 'string') return parseCalendarDate(value.slice(0, 10));
    return value;
  }

  override compareAsType(): string {
    return 'string';
  }

  override getColumnType(): string {
    return 'date';
  }
}
