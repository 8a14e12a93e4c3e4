/** Errors from either driver (postgres-js, or pg under graphile-worker) that mean the connection was lost. */

const CONNECTION_ERROR_CODES = new Set([
  "ECONNRESET",
  "ECONNREFUSED",
  "EPIPE",
  "ETIMEDOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  "57P01", // admin_shutdown: the server is restarting
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: still starting up
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);

/** pg raises these without a code when the socket closes under it (pg/lib/client.js, pg-pool). */
const PG_CONNECTION_MESSAGES = new Set([
  "Connection terminated unexpectedly",
  "Connection terminated due to connection timeout",
  "Client has encountered a connection error and is not queryable",
  "timeout exceeded when trying to connect",
]);

/** True for errors that mean "the database went away", not "the query was wrong". */
export function isConnectionError(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && CONNECTION_ERROR_CODES.has(code)) return true;
    if (code === undefined && current instanceof Error && PG_CONNECTION_MESSAGES.has(message as string)) return true;
    current = cause;
  }
  return false;
}
