export interface BasicCredentials {
  username: string;
  password: string;
}

/** The user name and password of an `Authorization: Basic ...` header; null when absent, malformed or either part is empty. */
export function readBasicCredentials(header: string | undefined): BasicCredentials | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator <= 0) return null;
  const username = decoded.slice(0, separator);
  const password = decoded.slice(separator + 1);
  return password ? { username, password } : null;
}

/** The token of an `Authorization: Bearer ...` header, or null. */
export function readBearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}
