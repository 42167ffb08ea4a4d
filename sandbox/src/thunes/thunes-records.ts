import { BoundedMap } from '../shared/bounded-map.js';
import { ThunesIdSequence } from './thunes-ids.js';

/**
 * Quotations or transactions: numbered by Thunes, named by the partner's `external_id` (each
 * taken once), found by either as Thunes paths name them: `{id}` or `ext-{external_id}`. The
 * last 1000 are kept.
 */
export class ThunesRecords<T extends { id: number }> {
  private readonly byId = new BoundedMap<number, T>(1000);
  private readonly byExternalId = new BoundedMap<string, T>(1000);
  private readonly ids: ThunesIdSequence;

  constructor(firstId: number) {
    this.ids = new ThunesIdSequence(firstId);
  }

  nextId(): number {
    return this.ids.next();
  }

  hasExternalId(externalId: string): boolean {
    return this.byExternalId.has(externalId);
  }

  add(record: T, externalId: string): void {
    this.byId.set(record.id, record);
    this.byExternalId.set(externalId, record);
  }

  find(reference: string): T | undefined {
    if (reference.startsWith('ext-')) return this.byExternalId.get(reference.slice(4));
    return /^\d{1,15}$/.test(reference) ? this.byId.get(Number(reference)) : undefined;
  }

  newestFirst(): T[] {
    return this.byId.newestFirst();
  }
}
