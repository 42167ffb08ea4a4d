/**
 * Recipients are compared by a normalised key: e-mail addresses case-insensitively, phone
 * numbers by their digits alone, so "+1 (555) 010-0000", "15550100000" and a `?to=+1555...`
 * whose "+" arrived as a space all name the same phone.
 */
export function recipientKey(address: string): string {
  const trimmed = address.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  return trimmed.replace(/\D/g, '');
}

export function isSameRecipient(a: string, b: string): boolean {
  const keyA = recipientKey(a);
  return keyA !== '' && keyA === recipientKey(b);
}
