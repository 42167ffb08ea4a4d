/**
 * Text search over users, shared by the users and transactions lists. The expression is
 * the one the `users_search` trigram index is built on (migration ..._admin), so
 * `ILIKE '%term%'` over it uses the index; change both together.
 */
export const userSearchText = (alias: string) =>
  `(${alias}.first_name || ' ' || ${alias}.last_name || ' ' || coalesce(${alias}.email, '') || ' ' || coalesce(${alias}.phone, ''))`;

/**
 * The ILIKE pattern for what an admin typed: a contains-match, case-insensitive, with LIKE's
 * wildcards taken literally. Something that reads as a phone number ("(202) 555-0100",
 * "+1 202 555") matches by its digits, as phones are stored in E.164.
 */
export function searchPattern(term: string): string {
  const trimmed = term.trim();
  const digits = trimmed.replace(/\D/g, '');
  const phoneLike = /^[+\d\s().-]+$/.test(trimmed) && digits.length >= 3;
  const text = phoneLike ? digits : trimmed;
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
