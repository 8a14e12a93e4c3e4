import { describe, expect, it } from "vitest";

import { readEnv } from "../../lib/env";

const vars = (values: Record<string, string>): NodeJS.ProcessEnv => ({ NODE_ENV: "test", ...values });
const secret = "s".repeat(32);

describe("readEnv", () => {
  it("answers the same settings while the variables are unchanged, and fresh ones when one changes", () => {
    const source = vars({ SESSION_SECRET: secret, PUBLIC_FORM_LIMIT: "7" });
    const first = readEnv(source);
    expect(first.PUBLIC_FORM_LIMIT).toBe(7);
    expect(readEnv({ ...source, UNRELATED: "x" })).toBe(first);

    source.PUBLIC_FORM_LIMIT = "9";
    const second = readEnv(source);
    expect(second).not.toBe(first);
    expect(second.PUBLIC_FORM_LIMIT).toBe(9);

    delete source.PUBLIC_FORM_LIMIT;
    expect(readEnv(source).PUBLIC_FORM_LIMIT).toBe(10);
  });

  it("refuses an invalid value every time, also right after a valid read", () => {
    readEnv(vars({ SESSION_SECRET: secret }));
    expect(() => readEnv(vars({ SESSION_SECRET: "short" }))).toThrow("SESSION_SECRET must be at least 32 characters");
    expect(() => readEnv(vars({ SESSION_SECRET: "short" }))).toThrow("Invalid environment");
  });

  it("hands out settings no caller can change for the next one", () => {
    const env = readEnv(vars({ SESSION_SECRET: secret }));
    expect(() => Object.assign(env, { PUBLIC_FORM_LIMIT: 1 })).toThrow(TypeError);
    expect(readEnv(vars({ SESSION_SECRET: secret })).PUBLIC_FORM_LIMIT).toBe(10);
  });
});
