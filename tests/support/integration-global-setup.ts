import type { TestProject } from "vitest/node";

import { prepareIntegrationDatabases } from "./integration-databases";

declare module "vitest" {
  export interface ProvidedContext {
    integrationDatabases: string[];
  }
}

/** Integration tests need DATABASE_URL (npm test provides one): one migrated database per worker, for the run. */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error("Integration tests need a database: run them through `npm test`, or set DATABASE_URL.");
  }
  const { urls, drop } = await prepareIntegrationDatabases(url, project.globalConfig.maxWorkers);
  project.provide("integrationDatabases", urls);
  return drop;
}
