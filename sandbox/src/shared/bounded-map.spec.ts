import { BoundedMap } from './bounded-map.js';

describe('BoundedMap', () => {
  it('finds values by key and lists them newest first', () => {
    const map = new BoundedMap<string, number>(5);
    map.set('a', 1);
    map.set('b', 2);

    expect(map.get('a')).toBe(1);
    expect(map.has('c')).toBe(false);
    expect(map.newestFirst()).toEqual([2, 1]);
  });

  it('keeps the place of a replaced key', () => {
    const map = new BoundedMap<string, number>(5);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 3);

    expect(map.newestFirst()).toEqual([2, 3]);
  });

  it('forgets the oldest entries past capacity', () => {
    const map = new BoundedMap<string, number>(2);
    ['a', 'b', 'c'].forEach((key, index) => map.set(key, index));

    expect(map.has('a')).toBe(false);
    expect(map.newestFirst()).toEqual([2, 1]);
    expect(map.size).toBe(2);
  });

  it('deletes, clears and refuses a capacity that is not a positive integer', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    expect(map.delete('a')).toBe(true);
    map.set('b', 2);
    map.clear();
    expect(map.size).toBe(0);
    expect(() => new BoundedMap(0)).toThrow(RangeError);
  });
});
