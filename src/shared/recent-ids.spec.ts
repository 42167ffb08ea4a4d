import { RecentIds } from './recent-ids.js';

describe('RecentIds', () => {
  it('remembers what was added', () => {
    const ids = new RecentIds(3);
    ids.add('a', 'b');
    expect(ids.has('a')).toBe(true);
    expect(ids.has('b')).toBe(true);
    expect(ids.has('c')).toBe(false);
  });

  it('forgets the oldest first once full', () => {
    const ids = new RecentIds(3);
    ids.add('a', 'b', 'c', 'd');
    expect(['a', 'b', 'c', 'd'].map((id) => ids.has(id))).toEqual([false, true, true, true]);
  });
});
