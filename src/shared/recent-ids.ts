/**
 * The last `capacity` ids a process noted, the oldest forgotten first: a bounded memory of
 * what it did lately (SettlementService: the events it applied, the ones to apply alone).
 */
export class RecentIds {
  private readonly ids = new Set<string>();

  constructor(private readonly capacity = 10_000) {}

  add(...ids: string[]): void {
    for (const id of ids) {
      this.ids.add(id);
      if (this.ids.size > this.capacity) this.ids.delete(this.ids.values().next().value!);
    }
  }

  has(id: string): boolean {
    return this.ids.has(id);
  }
}
