import { InvalidListCursorError } from './admin.errors.js';
import { decodeCursor, encodeCursor } from './list-cursor.js';

describe('list cursors', () => {
  it('round-trip a position with microseconds', () => {
    const position = { createdAt: '2026-11-22T09:15:42.123456Z', id: '8d3e6c1e-3f5a-4c1e-9d7b-2b1f0e6a9c44' };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it('are opaque, URL-safe text', () => {
    expect(encodeCursor({ createdAt: '2026-11-22T09:15:42.123456Z', id: '42' })).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it.each([
    ['not base64 JSON', '%%%'],
    ['another shape', Buffer.from(JSON.stringify({ at: 1 })).toString('base64url')],
    ['a date that is not a timestamp', Buffer.from(JSON.stringify(['yesterday', '1'])).toString('base64url')],
    ['an id with SQL in it', Buffer.from(JSON.stringify(['2026-11-22T09:15:42Z', "1'; drop table users"])).toString('base64url')],
  ])('refuse %s', (_name, cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(InvalidListCursorError);
  });
});
