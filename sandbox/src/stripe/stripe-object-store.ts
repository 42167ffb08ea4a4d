import { BoundedMap } from '../shared/bounded-map.js';
import { resourceMissing } from './http/stripe-error.js';

/**
 * One kind of Stripe object (PaymentIntents, customers, ...) by id, newest first, the oldest
 * forgotten past capacity. A forgotten or unknown id answers Stripe's 404 resource_missing.
 */
export class StripeObjectStore<T> {
  private readonly objects: BoundedMap<string, T>;

  constructor(
    /** As Stripe names the object in "No such ...: 'id'" (`PaymentMethod`, `customer`, `payment_intent`). */
    private readonly label: string,
    private readonly idOf: (object: T) => string,
    capacity = 1000,
  ) {
    this.objects = new BoundedMap(capacity);
  }

  add(object: T): T {
    this.objects.set(this.idOf(object), object);
    return object;
  }

  find(id: string): T | undefined {
    return this.objects.get(id);
  }

  /** The object, or the 404 Stripe answers for an unknown id, naming `param`. */
  require(id: string, param: string): T {
    const object = this.objects.get(id);
    if (object === undefined) throw resourceMissing(`No such ${this.label}: '${id}'`, param);
    return object;
  }

  newestFirst(): T[] {
    return this.objects.newestFirst();
  }
}
