import { afterEach, vi } from "vitest";

import { runAfterTasks, scheduleAfterTask } from "./after-tasks";

// Route handlers schedule work with after(), which needs Next's request scope: here it waits for
// the test (runAfterTasks) or the end of the test, as it would wait for the response.
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: scheduleAfterTask,
}));

afterEach(runAfterTasks);
