import type { Instrumentation } from "next";

/** Runs once when a server instance starts: migrations first, then (later) the job worker. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Next.js's own report of an error that escaped a route goes through the console: it is redacted too.
  if (process.env.NODE_ENV !== "development") {
    const { guardConsole } = await import("./lib/log/console");
    guardConsole();
  }
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { onServerStart } = await import("./lib/server/start");
  await onServerStart();
}

/** An error that escaped a page, action or route: its type and code, and the route's pattern (never the path: it may hold a client link's token). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logger } = await import("./lib/log");
  logger("request").error({ err: error, method: request.method, route: context.routePath, kind: context.routeType }, "a request failed");
};
