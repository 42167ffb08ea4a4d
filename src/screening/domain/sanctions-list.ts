/** One entry of the SDN list (`sdn.csv`). */
export interface SanctionsEntry {
  entNum: number;
  /** As the list writes it: `LAST, First Middle` for an individual, the full name otherwise. */
  name: string;
  /** individual, entity (the list leaves it empty), vessel or aircraft. */
  type: string;
  programs: string[];
  title: string | null;
  remarks: string | null;
}

/** Another name an entry is known by (`alt.csv`): aka, fka (formerly) or nka (now). */
export interface SanctionsAlias {
  entNum: number;
  altNum: number;
  type: string;
  name: string;
  remarks: string | null;
}

export interface SanctionsList {
  entries: SanctionsEntry[];
  aliases: SanctionsAlias[];
}

/** A list that must not replace the one in use: empty, inconsistent, or far smaller than it (a cut-off download). */
export class UnusableSanctionsListError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnusableSanctionsListError';
  }
}

/**
 * A published list shrinks by a few entries at a time (delistings); one with less than this
 * share of the entries in use is taken for a truncated or wrong file and refused.
 */
export const MINIMUM_SHARE_OF_CURRENT = 0.5;

/**
 * Checks a freshly parsed list before it replaces `currentEntries` entries: at least one
 * entry, each entry number once, each alias of a listed entry and numbered once.
 */
export function assertUsableList(list: SanctionsList, currentEntries: number): void {
  if (list.entries.length === 0) throw new UnusableSanctionsListError('the list has no entries');
  const numbers = new Set<number>();
  for (const entry of list.entries) {
    if (numbers.has(entry.entNum)) throw new UnusableSanctionsListError(`entry ${entry.entNum} is listed twice`);
    numbers.add(entry.entNum);
  }
  const aliases = new Set<string>();
  for (const alias of list.aliases) {
    if (!numbers.has(alias.entNum)) throw new UnusableSanctionsListError(`alias ${alias.altNum} names entry ${alias.entNum}, which is not listed`);
    const key = `${alias.entNum}:${alias.altNum}`;
    if (aliases.has(key)) throw new UnusableSanctionsListError(`alias ${alias.altNum} of entry ${alias.entNum} is listed twice`);
    aliases.add(key);
  }
  if (list.entries.length < currentEntries * MINIMUM_SHARE_OF_CURRENT) {
    throw new UnusableSanctionsListError(`the list has ${list.entries.length} entries, less than half of the ${currentEntries} in use`);
  }
}
