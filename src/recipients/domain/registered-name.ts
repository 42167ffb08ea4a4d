/**
 * Whether the name a payout partner holds for an account (MTN's registered name) is the
 * person the sender typed. People write names in any order, with or without accents, with a
 * middle name or without: "Nakato Grace" and "GRACE NAKATO", "Tesfaye Abebe" and
 * "Abebe Tesfaye Bekele", "José" and "JOSE" all match. A different person does not.
 */
export function registeredNameMatches(typed: { firstName: string; lastName: string }, registered: string): boolean {
  const mine = nameWords(`${typed.firstName} ${typed.lastName}`);
  const theirs = nameWords(registered);
  if (mine.size === 0 || theirs.size === 0) return false;
  // Every word of the shorter name is in the longer one (a middle name on one side only is fine).
  const [shorter, longer] = mine.size <= theirs.size ? [mine, theirs] : [theirs, mine];
  return [...shorter].every((word) => longer.has(word));
}

/** The words of a name, lower-case, without accents or punctuation ("N'Dri-Kouassi" → n, dri, kouassi). */
export function nameWords(name: string): Set<string> {
  const plain = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
  return new Set(plain.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0));
}
