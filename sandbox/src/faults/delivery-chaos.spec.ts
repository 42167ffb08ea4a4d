import { DeliveryChaos, seededRandom } from './delivery-chaos.js';

describe('DeliveryChaos', () => {
  it('is off until configured: nothing is planned', () => {
    const chaos = new DeliveryChaos();
    expect(chaos.plan('pi_1')).toBeNull();
    expect(chaos.report()).toMatchObject({ enabled: false, copies: 1, deliveries: 0 });
  });

  it('plans every copy with a wait within the bound, the same waits for the same seed', () => {
    const waits = (seed: number) => {
      const chaos = new DeliveryChaos({ copies: 3, maxDelayMs: 2000, seed });
      return [chaos.plan('pi_1'), chaos.plan('pi_2')].flatMap((copies) => copies!.map(({ copy, delayMs }) => ({ copy, delayMs })));
    };
    const first = waits(42);
    expect(first.map(({ copy }) => copy)).toEqual([1, 2, 3, 1, 2, 3]);
    for (const { delayMs } of first) {
      expect(Number.isInteger(delayMs)).toBe(true);
      expect(delayMs).toBeGreaterThanOrEqual(0);
      expect(delayMs).toBeLessThanOrEqual(2000);
    }
    expect(waits(42)).toEqual(first);
    expect(waits(43)).not.toEqual(first);
  });

  it('counts duplicates, and a delivery whose first copy goes out before any copy of an earlier one about the same subject', () => {
    const chaos = new DeliveryChaos({ copies: 3, maxDelayMs: 100, seed: 7 });
    const processing = chaos.plan('pi_1')!;
    const succeeded = chaos.plan('pi_1')!;
    const other = chaos.plan('pi_2')!;

    chaos.sending(succeeded[1]!.ticket); // before any copy of `processing`: overtakes it
    chaos.sending(succeeded[0]!.ticket); // a later copy of the same delivery counts nothing more
    chaos.sending(processing[2]!.ticket);
    chaos.sending(other[0]!.ticket); // another subject: in order

    expect(chaos.report()).toEqual({ enabled: true, copies: 3, maxDelayMs: 100, seed: 7, deliveries: 3, duplicates: 6, overtaking: 1 });
  });

  it('starts again when configured again, and stops when configured off', () => {
    const chaos = new DeliveryChaos({ copies: 2, maxDelayMs: 0, seed: 1 });
    expect(chaos.plan('x')!.map(({ delayMs }) => delayMs)).toEqual([0, 0]);
    chaos.configure({ copies: 4, maxDelayMs: 10, seed: 2 });
    expect(chaos.report()).toMatchObject({ deliveries: 0, duplicates: 0 });
    expect(chaos.plan('x')).toHaveLength(4);
    chaos.configure(null);
    expect(chaos.plan('x')).toBeNull();
  });

  it('draws numbers in [0, 1) from a seed', () => {
    const random = seededRandom(123);
    const draws = Array.from({ length: 1000 }, random);
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    expect(new Set(draws).size).toBeGreaterThan(990);
  });
});
