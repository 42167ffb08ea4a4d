import { Rate } from '../../shared/domain/rate.js';
import { fxSpreadMinor, usdCostOf } from './fx-cost.js';
import { checkRateBand, rateBandLimits } from './rate-band.js';

describe('usdCostOf', () => {
  it('divides the local amount by the cost rate, to the cent', () => {
    // KES 12,950.00 at 130.00 per USD costs $99.615... -> $99.62
    expect(usdCostOf(1_295_000n, Rate.parse('130'))).toBe(9_962n);
    // UGX 370,000 (hundredths: 37,000,000) at 3,700 per USD costs exactly $100.00
    expect(usdCostOf(37_000_000n, Rate.parse('3700'))).toBe(10_000n);
  });

  it('rounds halves up', () => {
    // 1.00 local at 8 per USD = $0.125 -> $0.13
    expect(usdCostOf(100n, Rate.parse('8'))).toBe(13n);
  });

  it('refuses a negative amount', () => {
    expect(() => usdCostOf(-1n, Rate.parse('1'))).toThrow(RangeError);
  });
});

describe('fxSpreadMinor', () => {
  it('is what the sender paid for the exchange above its cost, negative when the cost is higher', () => {
    expect(fxSpreadMinor(10_000n, 9_962n)).toBe(38n);
    expect(fxSpreadMinor(10_000n, 10_100n)).toBe(-100n);
  });
});

describe('checkRateBand', () => {
  const band = { basisPoints: 1_000 };

  it('accepts a rate within the band on either side, the edges included', () => {
    expect(checkRateBand(Rate.parse('130'), Rate.parse('130'), band)).toEqual({ within: true });
    expect(checkRateBand(Rate.parse('117'), Rate.parse('130'), band)).toEqual({ within: true });
    expect(checkRateBand(Rate.parse('143'), Rate.parse('130'), band)).toEqual({ within: true });
  });

  it('refuses a rate past the band and says how far it is, rounded up', () => {
    expect(checkRateBand(Rate.parse('1300'), Rate.parse('130'), band)).toEqual({ within: false, distanceBasisPoints: 90_000n });
    expect(checkRateBand(Rate.parse('116.99'), Rate.parse('130'), band)).toEqual({ within: false, distanceBasisPoints: 1_001n });
    expect(checkRateBand(Rate.parse('143.0001'), Rate.parse('130'), band)).toEqual({ within: false, distanceBasisPoints: 1_001n });
  });
});

describe('rateBandLimits', () => {
  it('gives the least and most a rate may be, inside the band (rounded inward)', () => {
    expect(rateBandLimits(Rate.parse('158.25'), { basisPoints: 1_000 })).toEqual({ lowestTenThousandths: 1_424_250n, highestTenThousandths: 1_740_750n });
    // 1.2345 ± 10%: 1.11105 -> 1.1111 (up), 1.35795 -> 1.3579 (down)
    expect(rateBandLimits(Rate.parse('1.2345'), { basisPoints: 1_000 })).toEqual({ lowestTenThousandths: 11_111n, highestTenThousandths: 13_579n });
  });

  it('agrees with checkRateBand at its edges', () => {
    const cost = Rate.parse('1.2345');
    const band = { basisPoints: 1_000 };
    const { lowestTenThousandths, highestTenThousandths } = rateBandLimits(cost, band);
    expect(checkRateBand(Rate.fromTenThousandths(lowestTenThousandths), cost, band).within).toBe(true);
    expect(checkRateBand(Rate.fromTenThousandths(lowestTenThousandths - 1n), cost, band).within).toBe(false);
    expect(checkRateBand(Rate.fromTenThousandths(highestTenThousandths), cost, band).within).toBe(true);
    expect(checkRateBand(Rate.fromTenThousandths(highestTenThousandths + 1n), cost, band).within).toBe(false);
  });
});
