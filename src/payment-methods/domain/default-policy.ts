/** What the default rule needs to know of a saved method. */
export interface DefaultCandidate {
  id: number;
  isDefault: boolean;
  createdAt: Date;
}

/**
 * Exactly one of a sender's saved methods is the default while any exist. Pure: the
 * service applies its answers inside a transaction that holds the sender's lock.
 */
export const DefaultPolicy = {
  /** A new method is the default when it is the sender's first. */
  isDefaultWhenAdded(existing: readonly DefaultCandidate[]): boolean {
    return existing.length === 0;
  },

  /**
   * After removing `removed`, the id that must become default, or null when nothing
   * changes (the removed one was not the default, or none remain). The most recently
   * created remaining method is promoted.
   */
  promotedAfterRemoval(removed: DefaultCandidate, remaining: readonly DefaultCandidate[]): number | null {
    const others = remaining.filter((method) => method.id !== removed.id);
    if (others.some((method) => method.isDefault)) return null;
    if (!removed.isDefault && others.length === 0) return null;
    const newest = [...others].sort(newestFirst)[0];
    return newest ? newest.id : null;
  },

  /** The ids whose flag must change so that `id` alone is default: to clear, and to set (null when already default). */
  changesToMakeDefault(methods: readonly DefaultCandidate[], id: number): { clear: number[]; set: number | null } {
    const target = methods.find((method) => method.id === id);
    if (!target) throw new Error(`payment method ${id} is not among the sender's`);
    return {
      clear: methods.filter((method) => method.isDefault && method.id !== id).map((method) => method.id),
      set: target.isDefault ? null : id,
    };
  },
};

/** Newest first; ties (same instant) by the higher id. */
export function newestFirst(a: DefaultCandidate, b: DefaultCandidate): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
}
