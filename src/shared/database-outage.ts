/**
 * SQLSTATEs PostgreSQL answers while it cannot serve us for a while: class 08 (the connection
 * failed or broke), 57P01-57P03 (shutting down for a restart, after a crash, or still starting
 * up: "the database system is starting up") and 53300 (every connection slot taken).
 */
const OUTAGE_STATES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/**
 * node-postgres' and pg-pool's own messages for a connection lost or never made; they carry no
 * SQLSTATE. A pooled client whose server went away fails its next query with one of them.
 */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)/;

/**
 * The database could not serve this request because it is restarting, failing over or out of
 * connections, not because of the request: the same request succeeds once it is back. MikroORM
 * wraps the driver's error keeping its `code` and `message`, so both are duck-typed here.
 */
export function isDatabaseOutage(exception: unknown): boolean {
  if (typeof exception !== 'object' || exception === null) return false;
  const { code, message } = exception as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && OUTAGE_STATES.test(code)) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.test(message);
}
