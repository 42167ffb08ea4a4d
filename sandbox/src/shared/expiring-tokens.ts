import { randomBytes } from 'node:crypto';
import { BoundedMap } from './bounded-map.js';

/**
 * Access tokens handed out by a simulated OAuth endpoint, each valid for a fixed time.
 * Bounded: a token forgotten past capacity is refused like an expired one.
 */
export class ExpiringTokens {
  private readonly expiries: BoundedMap<string, number>;

  constructor(
    private readonly format: (random: Buffer) => string,
    private readonly now: () => Date = () => new Date(),
    capacity = 1000,
  ) {
    this.expiries = new BoundedMap(capacity);
  }

  issue(lifetimeSeconds: number): string {
    const token = this.format(randomBytes(32));
    this.expiries.set(token, this.now().getTime() + lifetimeSeconds * 1000);
    return token;
  }

  isValid(token: string | null): boolean {
    if (!token) return false;
    const expiry = this.expiries.get(token);
    return expiry !== undefined && expiry > this.now().getTime();
  }
}
