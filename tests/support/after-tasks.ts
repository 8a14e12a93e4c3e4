/** What route handlers scheduled with after() in this test, not yet run. */
const tasks: unknown[] = [];

export function scheduleAfterTask(task: unknown): void {
  tasks.push(task);
}

/** Runs the scheduled tasks in order, as Next.js does once the response has been sent. */
export async function runAfterTasks(): Promise<void> {
  while (tasks.length > 0) {
    const task = tasks.shift();
    await (typeof task === "function" ? task() : task);
  }
}
