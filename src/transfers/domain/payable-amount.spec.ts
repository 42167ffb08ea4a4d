import fc from 'fast-check';
import { quote } from '../../shared/domain/fees.js';
import { Money } from '../../shared/domain/money.js';
import { Rate } from '../../shared/domain/rate.js';
import { fitToRail, type RailAmounts } from './payable-amount.js';
import { domainErrorOf } from '../../shared/testing/domain-error-of.js';

const mpesa: RailAmounts = { label: 'M-Pesa', incrementMinor: 100n, minimumMinor: 10_00n, maximumMinor: 250_000_00n };
const kes = (usd: string, rate = '129.2537') => quote(Money.parse(usd, 'USD'), 'card', Rate.parse(rate), 'KES');

describe('fitting a quote to the payout rail', () => {
  it('rounds the recipient amount down to whole shillings and keeps what the sender pays', () => {
    const q = kes('100.00');
    expect(q.recipientAmount.format()).toBe('12,925.37 KES');
    const fitted = fitToRail(q, mpesa);
    expect(fitted.recipientAmount.format()).toBe('12,925.00 KES');
    expect([fitted.amount, fitted.fee, fitted.total]).toEqual([q.amount, q.fee, q.total]);
  });

  it('keeps cents where the rail pays them', () => {
    const q = quote(Money.parse('100.00', 'USD'), 'bank', Rate.parse('141.2575'), 'ETB');
    expect(fitToRail(q, { label: 'telebirr', incrementMinor: 1n, minimumMinor: 10_00n, maximumMinor: 75_000_00n }).recipientAmount.format()).toBe('14,125.75 ETB');
  });

  it('refuses more than the rail pays per transfer, naming the most the sender can send', () => {
    const error = domainErrorOf(() => fitToRail(kes('2000.00'), mpesa));
    expect(error).toMatchObject({ code: 'QUOTE.ABOVE_PAYOUT_MAXIMUM', kind: 'validation', field: 'amount' });
    expect(error.message).toBe('M-Pesa pays at most 250,000.00 KES per transfer: please send at most $1,934.18.');
    expect(fitToRail(kes('1934.18'), mpesa).recipientAmount.format()).toBe('249,999.00 KES');
    expect(() => fitToRail(kes('1934.19'), mpesa)).toThrow();
  });

  it('refuses less than the rail pays, naming the least the sender can send', () => {
    const error = domainErrorOf(() => fitToRail(kes('0.05'), mpesa));
    expect(error.message).toBe('M-Pesa pays at least 10.00 KES: please send at least $0.08.');
    expect(fitToRail(kes('0.08'), mpesa).recipientAmount.format()).toBe('10.00 KES');
  });

  it('never pays more than quoted, nor less than one step below it', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 10n, max: 150_000n }), fc.bigInt({ min: 1_0000n, max: 5_000_0000n }), (cents, rate) => {
        const q = quote(Money.fromMinor(cents, 'USD'), 'card', Rate.fromTenThousandths(rate), 'UGX');
        const rail = { label: 'MTN', incrementMinor: 100n, minimumMinor: 0n, maximumMinor: 10n ** 15n };
        const fitted = fitToRail(q, rail);
        expect(fitted.recipientAmount.minor % 100n).toBe(0n);
        expect(fitted.recipientAmount.minor <= q.recipientAmount.minor).toBe(true);
        expect(q.recipientAmount.minor - fitted.recipientAmount.minor < 100n).toBe(true);
      }),
    );
  });
});
