import { describe, expect, it } from 'vitest';
import { parsePartyInfo, partyName } from './party-info';

const wanjiru = { firstName: 'Wanjiru', lastName: 'Kamau', phone: '+254712345678' };

describe('parsePartyInfo', () => {
  it('reads a camelCase object', () => {
    expect(parsePartyInfo({ firstName: 'Wanjiru', lastName: 'Kamau', phone: '+254712345678' })).toEqual(wanjiru);
  });

  it('reads a snake_case object, email included', () => {
    expect(
      parsePartyInfo({ first_name: 'Amina', last_name: 'Tesfaye', phone_number: '+12025550123', email: 'a@example.com' }),
    ).toEqual({ firstName: 'Amina', lastName: 'Tesfaye', phone: '+12025550123', email: 'a@example.com' });
  });

  it('reads a JSON string', () => {
    expect(parsePartyInfo(JSON.stringify(wanjiru))).toEqual(wanjiru);
    expect(parsePartyInfo('{"first_name":"Wanjiru","last_name":"Kamau","phone":"+254712345678"}')).toEqual(wanjiru);
  });

  it('reads a JSON string encoded twice, or three times', () => {
    expect(parsePartyInfo(JSON.stringify(JSON.stringify(wanjiru)))).toEqual(wanjiru);
    expect(parsePartyInfo(JSON.stringify(JSON.stringify(JSON.stringify(wanjiru))))).toEqual(wanjiru);
  });

  it('trims names and reads a numeric phone as text', () => {
    expect(parsePartyInfo({ firstName: ' Wanjiru ', lastName: 'Kamau ', phone: 254712345678 })).toEqual({
      firstName: 'Wanjiru',
      lastName: 'Kamau',
      phone: '254712345678',
    });
  });

  it('splits a single full name', () => {
    expect(parsePartyInfo({ name: 'Abebe Bekele Girma' })).toEqual({ firstName: 'Abebe', lastName: 'Bekele Girma' });
  });

  it('keeps a record with only one of the names', () => {
    expect(parsePartyInfo({ firstName: 'Wanjiru' })).toEqual({ firstName: 'Wanjiru', lastName: '' });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['blanks', '   '],
    ['the JSON null', 'null'],
    ['an encoded null', JSON.stringify('null')],
    ['an empty object', {}],
    ['an empty object as JSON', '{}'],
  ])('calls %s missing', (_, value) => {
    expect(parsePartyInfo(value)).toBe('missing');
  });

  it.each([
    ['text that is not JSON', 'Wanjiru Kamau'],
    ['truncated JSON', '{"firstName":"Wanj'],
    ['a number', 42],
    ['a boolean', true],
    ['an array', [wanjiru]],
    ['an array as JSON', JSON.stringify([wanjiru])],
    ['an object without names', { phone: '+254712345678' }],
    ['names that are not text', { firstName: { a: 1 }, lastName: ['Kamau'] }],
    ['a string encoded too many times', JSON.stringify(JSON.stringify(JSON.stringify(JSON.stringify(JSON.stringify(JSON.stringify(wanjiru))))))],
  ])('calls %s unparseable', (_, value) => {
    expect(parsePartyInfo(value)).toBe('unparseable');
  });
});

describe('partyName', () => {
  it('joins the names, and shows N/A or Parse Error otherwise', () => {
    expect(partyName(wanjiru)).toBe('Wanjiru Kamau');
    expect(partyName({ firstName: '', lastName: 'Kamau' })).toBe('Kamau');
    expect(partyName('missing')).toBe('N/A');
    expect(partyName('unparseable')).toBe('Parse Error');
  });
});
