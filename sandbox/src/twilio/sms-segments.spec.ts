import { countSmsSegments } from './sms-segments.js';

describe('countSmsSegments', () => {
  it('fits 160 GSM characters in one segment and splits by 153 past that', () => {
    expect(countSmsSegments('a'.repeat(160))).toBe(1);
    expect(countSmsSegments('a'.repeat(161))).toBe(2);
    expect(countSmsSegments('a'.repeat(306))).toBe(2);
    expect(countSmsSegments('a'.repeat(307))).toBe(3);
  });

  it('counts GSM extension characters twice', () => {
    expect(countSmsSegments('€'.repeat(80))).toBe(1);
    expect(countSmsSegments('€'.repeat(81))).toBe(2);
  });

  it('falls back to UCS-2 limits for other characters', () => {
    expect(countSmsSegments('ሰ'.repeat(70))).toBe(1);
    expect(countSmsSegments('ሰ'.repeat(71))).toBe(2);
  });
});
