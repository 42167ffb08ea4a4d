import { BoundedMap } from '../../shared/bounded-map.js';

/** The first answer given for one idempotency key, kept to be replayed byte for byte. */
export interface SavedResponse {
  /** `POST /v1/payment_intents`: a key is bound to the endpoint it was first used on. */
  endpoint: string;
  /** A keyed digest of the parameters (never the parameters: they may hold a card number). */
  paramsDigest: string;
  status: number;
  body: string;
  requestId: string;
  savedAt: number;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Idempotency keys per API key, as on Stripe, forgotten after 24 hours or past capacity.
 * stripe-node puts a key on every POST, so the capacity is larger than the object stores'.
 */
export class IdempotencyStore {
  private readonly saved: BoundedMap<string, SavedResponse>;

  constructor(
    capacity = 5000,
    private readonly ttlMs = dayMs,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.saved = new BoundedMap(capacity);
  }

  find(apiKey: string, idempotencyKey: string): SavedResponse | undefined {
    const key = this.keyOf(apiKey, idempotencyKey);
    const saved = this.saved.get(key);
    if (saved && this.now().getTime() - saved.savedAt > this.ttlMs) {
      this.saved.delete(key);
      return undefined;
    }
    return saved;
  }

  save(apiKey: string, idempotencyKey: string, response: Omit<SavedResponse, 'savedAt'>): void {
    this.saved.set(this.keyOf(apiKey, idempotencyKey), { ...response, savedAt: this.now().getTime() });
  }

  private keyOf(apiKey: string, idempotencyKey: string): string {
    return `${apiKey}\u0000${idempotencyKey}`;
  }
}
