import { randomUUID } from 'node:crypto';
import { BoundedMap } from '../shared/bounded-map.js';
import type { PayoutActivity, PayoutActivityKind, PayoutProvider } from './payout-activity.js';

export interface PayoutActivityFilter {
  provider?: PayoutProvider;
  kind?: PayoutActivityKind;
  reference?: string;
  msisdn?: string;
}

/** Every payout request, status query and callback, newest first, the oldest forgotten past capacity. */
export class PayoutActivityLog {
  private readonly entries: BoundedMap<string, PayoutActivity>;

  constructor(
    private readonly now: () => Date = () => new Date(),
    capacity = 1000,
  ) {
    this.entries = new BoundedMap(capacity);
  }

  /** Stores a new entry stamped now; callbacks keep being updated in place as attempts are made. */
  record(entry: Omit<PayoutActivity, 'id' | 'at'>): PayoutActivity {
    const activity: PayoutActivity = {
      id: `pa_${randomUUID()}`,
      at: this.now().toISOString(),
      ...entry,
      msisdn: entry.msisdn?.replace(/\D/g, '') || null,
    };
    this.entries.set(activity.id, activity);
    return activity;
  }

  list(filter: PayoutActivityFilter = {}): PayoutActivity[] {
    const digits = filter.msisdn?.replace(/\D/g, '');
    return this.entries
      .newestFirst()
      .filter((entry) => !filter.provider || entry.provider === filter.provider)
      .filter((entry) => !filter.kind || entry.kind === filter.kind)
      .filter((entry) => !filter.reference || entry.reference === filter.reference)
      .filter((entry) => !digits || entry.msisdn === digits);
  }

  clear(): void {
    this.entries.clear();
  }
}
