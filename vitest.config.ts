import path from "node:path";

import { defineConfig } from "vitest/config";

const root = import.meta.dirname;

export default defineConfig({
  resolve: {
    alias: {
      "@": root,
      // `server-only` throws outside Next's server bundles; tests run that code directly.
      "server-only": path.join(root, "tests/support/empty-module.ts"),
    },
  },
  test: {
    // Two files at a time, and the integration files each on their worker's own database
    // (tests/support/integration-databases.ts): they mostly wait on PostgreSQL. One count for every
    // project: projects with counts of their own run as separate groups, whose worker ids repeat.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/integration-global-setup.ts"],
          setupFiles: ["tests/support/integration-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // Needs a production build and nginx: `npm test` runs it after the build (scripts/run.ts).
        test: {
          name: "deployment",
          include: ["tests/deployment/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
