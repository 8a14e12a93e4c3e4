import { afterEach, beforeEach, inject, vi } from "vitest";

import { runAfterTasks, scheduleAfterTask } from "./after-tasks";
import { resetDatabase } from "./database";

// Server actions and session code read the request through next/headers: here they read the
// browser a test acts as (requestContext.current), as they would read a real request.
vi.mock("next/headers", async () => {
  const { requestContext } = await import("./request-context");
  return {
    cookies: async () => requestContext.current.cookieStore,
    headers: async () => requestContext.current.headers,
  };
});

// Revalidation needs Next's incremental cache, which only exists inside a running server.
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

// Route handlers schedule work with after(), which needs Next's request scope: here it waits for
// the test (runAfterTasks) or the end of the test, as it would wait for the response.
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: scheduleAfterTask,
}));

// This worker's own database (VITEST_POOL_ID counts workers from 1), set before the test file loads.
const workerDatabase = inject("integrationDatabases")[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
if (!workerDatabase) throw new Error(`No integration database for worker ${process.env.VITEST_POOL_ID}.`);
process.env.DATABASE_URL = workerDatabase;

// Every test starts from empty tables; a file's own beforeEach then adds what it needs.
beforeEach(() => resetDatabase());

afterEach(runAfterTasks);
