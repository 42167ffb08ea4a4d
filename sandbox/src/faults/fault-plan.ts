import type { Channel } from '../shared/channel.js';
import { recipientKey } from '../shared/recipient-address.js';

export interface PlannedFault {
  channel: Channel;
  to: string;
  remaining: number;
}

/**
 * Failures scheduled by a test: the next N deliveries to one address fail as the real
 * provider's transient errors would, so the product's retry path can be exercised.
 */
export class FaultPlan {
  private readonly faults = new Map<string, PlannedFault>();

  /** Replaces any fault already planned for the same channel and address. */
  plan(channel: Channel, to: string, times: number): PlannedFault {
    const fault: PlannedFault = { channel, to: to.trim(), remaining: times };
    this.faults.set(this.keyOf(channel, to), fault);
    return { ...fault };
  }

  /** True when this delivery must fail; each call that answers true uses up one failure. */
  consume(channel: Channel, to: string): boolean {
    const key = this.keyOf(channel, to);
    const fault = this.faults.get(key);
    if (!fault) return false;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults.delete(key);
    return true;
  }

  list(): PlannedFault[] {
    return [...this.faults.values()].map((fault) => ({ ...fault }));
  }

  clear(): void {
    this.faults.clear();
  }

  private keyOf(channel: Channel, to: string): string {
    return `${channel}:${recipientKey(to)}`;
  }
}
