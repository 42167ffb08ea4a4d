/**
 * Whether a payout account's registered name (MTN) is the recipient the sender typed, as the
 * server judges it (src/recipients/domain/registered-name.ts): word order, case, accents and
 * punctuation aside, and a middle name on one side only is fine.
 */
export function sameRegisteredPerson(typedFirst: string, typedLast: string, registered: string): boolean {
  const typed = wordsOf(`${typedFirst} ${typedLast}`);
  const held = wordsOf(registered);
  if (typed.length === 0 || held.length === 0) return false;
  const small = typed.length <= held.length ? typed : held;
  const large = new Set(small === typed ? held : typed);
  return small.every((word) => large.has(word));
}

function wordsOf(name: string): string[] {
  const folded = name.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-US');
  return Array.from(new Set(folded.split(/[^\p{L}\p{N}]+/u))).filter(Boolean);
}
