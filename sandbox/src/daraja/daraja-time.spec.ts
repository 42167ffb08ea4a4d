import { compactEatDate, compactEatDateTime, dottedEatDateTime } from './daraja-time.js';

describe('M-Pesa times', () => {
  it('are written in Kenya time (UTC+3), including across midnight', () => {
    const lateEvening = new Date('2024-07-06T22:48:52Z');

    expect(dottedEatDateTime(lateEvening)).toBe('07.07.2024 01:48:52');
    expect(compactEatDateTime(lateEvening)).toBe('20240707014852');
    expect(compactEatDate(lateEvening)).toBe('20240707');
  });
});
