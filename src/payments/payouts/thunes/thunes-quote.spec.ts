import type { ThunesTransaction } from './thunes-wire.js';
import { thunesQuoteOf } from './thunes-quote.js';

const transaction = (fields: Partial<ThunesTransaction>): ThunesTransaction => ({ id: '1', status: '70000', ...fields }) as ThunesTransaction;

describe('thunesQuoteOf', () => {
  it("reads the USD sent, the fee beside it and the wholesale rate (rounded half-up to 4 decimals)", () => {
    const quote = thunesQuoteOf(
      transaction({ sent_amount: { currency: 'USD', amount: 98.76 }, fee: { currency: 'USD', amount: '1.50' }, wholesale_fx_rate: 57.123456 }),
    );
    expect(quote && { usd: quote.usd.toDecimalString(), fee: quote.fee.toDecimalString(), rate: quote.rate.toDecimalString() }).toEqual({
      usd: '98.76',
      fee: '1.50',
      rate: '57.1235',
    });
  });

  it('knows no price when a figure is missing, in another currency, or unreadable', () => {
    const full = { sent_amount: { currency: 'USD', amount: 10 }, fee: { currency: 'USD', amount: 1 }, wholesale_fx_rate: 15 };
    expect(thunesQuoteOf(transaction({ ...full, wholesale_fx_rate: null }))).toBeNull();
    expect(thunesQuoteOf(transaction({ ...full, sent_amount: { currency: 'EUR', amount: 10 } }))).toBeNull();
    expect(thunesQuoteOf(transaction({ ...full, fee: { currency: 'USD', amount: '1.005' } }))).toBeNull();
    expect(thunesQuoteOf(transaction({ ...full, wholesale_fx_rate: '-3' }))).toBeNull();
    expect(thunesQuoteOf(transaction({ ...full, sent_amount: undefined }))).toBeNull();
  });
});
