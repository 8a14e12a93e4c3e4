import { describe, expect, it } from "vitest";

import { productionSettingsProblem, readEnv } from "@/lib/env";

const vars = (values: Record<string, string>): NodeJS.ProcessEnv => ({ NODE_ENV: "production", ...values });

const production = vars({ DATABASE_URL: "postgres://app:secret@db.example.com:5432/summit", SESSION_SECRET: "s".repeat(32) });

describe("test payments stay out of production", () => {
  it("a production server starts without TEST_PAYMENTS", () => {
    expect(productionSettingsProblem(production)).toBeNull();
  });

  it("refuses TEST_PAYMENTS=on with one line naming it", () => {
    const problem = productionSettingsProblem({ ...production, TEST_PAYMENTS: "on" });
    expect(problem).toBe("Refusing to start in production: TEST_PAYMENTS=on takes fake card payments (no card is charged); unset it.");
  });

  it("refuses it when the launcher vouched for another database", () => {
    const problem = productionSettingsProblem({
      ...production,
      TEST_PAYMENTS: "on",
      TEST_PAYMENTS_DATABASE_URL: "postgres://demo@127.0.0.1:54320/app",
    });
    expect(problem).toMatch(/TEST_PAYMENTS=on/);
  });

  it("allows it on the database npm run demo (or the e2e runner) started and named", () => {
    const url = "postgres://postgres:pw@127.0.0.1:54320/app";
    expect(
      productionSettingsProblem(
        vars({ DATABASE_URL: url, SESSION_SECRET: "s".repeat(32), TEST_PAYMENTS: "on", TEST_PAYMENTS_DATABASE_URL: url }),
      ),
    ).toBeNull();
  });

  it("any other value is off, and is no problem", () => {
    expect(productionSettingsProblem({ ...production, TEST_PAYMENTS: "off" })).toBeNull();
    expect(readEnv(vars({ TEST_PAYMENTS: "yes" })).TEST_PAYMENTS).toBe(false);
    expect(readEnv(vars({ TEST_PAYMENTS: "on" })).TEST_PAYMENTS).toBe(true);
  });
});
