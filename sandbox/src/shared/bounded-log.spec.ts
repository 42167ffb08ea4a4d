import { BoundedLog } from './bounded-log.js';

describe('BoundedLog', () => {
  it('lists newest first and forgets the oldest past capacity', () => {
    const log = new BoundedLog<number>(3);
    [1, 2, 3, 4, 5].forEach((n) => log.append(n));

    expect(log.newestFirst()).toEqual([5, 4, 3]);
    expect(log.size).toBe(3);
  });

  it('clears', () => {
    const log = new BoundedLog<string>(2);
    log.append('a');
    log.clear();
    expect(log.newestFirst()).toEqual([]);
  });

  it('refuses a capacity that is not a positive integer', () => {
    expect(() => new BoundedLog(0)).toThrow(RangeError);
    expect(() => new BoundedLog(1.5)).toThrow(RangeError);
  });
});
