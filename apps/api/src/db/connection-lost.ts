/**
 * PostgreSQL's codes for a connection that went away under a query: the server ended it
 * (`admin_shutdown`, `crash_shutdown`, `cannot_connect_now`: a restart, a failover,
 * `pg_terminate_backend`) or the link broke (class 08).
 */
const CONNECTION_LOST_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
/** node-postgres's own words when the socket closes under a client (no SQLSTATE to go by). */
const CONNECTION_LOST_MESSAGE =
  /Connection terminated|Client has encountered a connection error|terminating connection due to|Client was closed/i;

/** Whether `err` (or an error it wraps: drizzle puts the driver's in `cause`) is a lost connection. */
export function isConnectionLost(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && CONNECTION_LOST_CODES.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_LOST_MESSAGE.test(message)) return true;
    e = cause;
  }
  return false;
}
