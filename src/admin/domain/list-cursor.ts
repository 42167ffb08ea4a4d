import { InvalidListCursorError } from './admin.errors.js';

/**
 * Where a keyset page ends: the sort key of its last row, `createdAt` as an ISO timestamp
 * with microseconds (what the database keeps) and the row's id. Opaque to clients.
 */
export interface ListPosition {
  createdAt: string;
  id: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const ID = /^[0-9A-Za-z-]{1,64}$/;

export function encodeCursor(position: ListPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id]), 'utf8').toString('base64url');
}

/** Reads a cursor this server wrote; anything else is an InvalidListCursorError. */
export function decodeCursor(cursor: string): ListPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidListCursorError();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw new InvalidListCursorError();
  const [createdAt, id] = parsed as unknown[];
  if (typeof createdAt !== 'string' || !TIMESTAMP.test(createdAt) || Number.isNaN(Date.parse(createdAt))) {
    throw new InvalidListCursorError();
  }
  if (typeof id !== 'string' || !ID.test(id)) throw new InvalidListCursorError();
  return { createdAt, id };
}
