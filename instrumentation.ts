/** Runs once when a server instance starts: migrations first, then (later) the job worker. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { onServerStart } = await import("./lib/server/start");
  await onServerStart();
}
