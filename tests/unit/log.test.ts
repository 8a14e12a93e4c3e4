import { DrizzleQueryError } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { captureLogs, logger, prettyLine } from "@/lib/log";
import { consoleSafe } from "@/lib/log/console";
import { redact } from "@/lib/log/redact";

const lines: string[] = [];
let release: (() => void) | undefined;
const capture = () => {
  lines.length = 0;
  release = captureLogs({ write: (line: string) => lines.push(line) });
};
afterEach(() => {
  release?.();
  release = undefined;
});

/** What postgres-js throws for a violated check, wrapped the way drizzle wraps it (message: SQL and every parameter). */
function leadInsertFailure(): Error {
  const driver = Object.assign(new Error('new row for relation "leads" violates check constraint "leads_name_not_blank"'), {
    name: "PostgresError",
    severity: "ERROR",
    code: "23514",
    constraint_name: "leads_name_not_blank",
    table_name: "leads",
    detail: "Failing row contains (7d1c, contact_form, new,  , jordan@example.com, (303) 555-0100, Lee Outfitters).",
  });
  const params = ["7d1c", "contact_form", " ", "jordan@example.com", "(303) 555-0100", "Lee Outfitters", "We need a new website."];
  return new DrizzleQueryError(
    "insert into leads (id, source, name, email, phone, company, message) values ($1, $2, $3, $4, $5, $6, $7)",
    params,
    driver,
  );
}

describe("the server log", () => {
  it("a logged lead insert failure holds its code and constraint, and no email or other typed value", () => {
    capture();
    logger("api.send-contact-form").error({ err: leadInsertFailure() }, "the contact form could not be stored");
    expect(lines).toHaveLength(1);
    const text = lines[0]!;
    const entry = JSON.parse(text) as { level: number; scope: string; msg: string; err: Record<string, unknown> };
    expect(entry).toMatchObject({ level: 50, scope: "api.send-contact-form", msg: "the contact form could not be stored" });
    expect(entry.err).toMatchObject({ type: "DrizzleQueryError", code: "23514", constraint: "leads_name_not_blank", table: "leads" });
    for (const typed of ["jordan@example.com", "jordan", "555-0100", "Lee Outfitters", "new website", "insert into"]) {
      expect(text.toLowerCase()).not.toContain(typed.toLowerCase());
    }
  });

  it("replaces names, emails, phones, messages, passwords, PINs, hashes, tokens and cookies wherever they are", () => {
    capture();
    logger("test").warn(
      {
        lead: { name: "Jordan Lee", clientEmail: "j@example.com", phone: "303", message: "hi", tags: ["a"] },
        admin: { username: "dana", passwordHash: "$2b$10$x", pin: "2468", newPassword: "Secret-1" },
        headers: { cookie: "admin_session=abc", authorization: "Bearer re_123" },
        resetToken: "t0k3n",
        note: "write to jordan@example.com",
        count: 3,
      },
      "mail for sam@example.com",
    );
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({
      lead: { name: "[redacted]", clientEmail: "[redacted]", phone: "[redacted]", message: "[redacted]", tags: ["a"] },
      admin: { username: "[redacted]", passwordHash: "[redacted]", pin: "[redacted]", newPassword: "[redacted]" },
      headers: { cookie: "[redacted]", authorization: "[redacted]" },
      resetToken: "[redacted]",
      note: "write to [email]",
      count: 3,
      msg: "mail for [email]",
    });
  });

  it("keeps an ordinary error's type and code, with its cause's, and never a message", () => {
    const error = new Error("could not reach Jordan Lee", {
      cause: Object.assign(new TypeError("fetch failed for ops@example.com"), { code: "ECONNREFUSED" }),
    });
    const logged = redact({ err: error });
    expect(logged).toMatchObject({ err: { type: "Error", code: "ECONNREFUSED", cause: { type: "TypeError", code: "ECONNREFUSED" } } });
    expect(JSON.stringify(logged)).not.toMatch(/Jordan|fetch failed|ops@/);
  });

  it("logs a driver error without SQLSTATE, wrapped by drizzle, by type and code only", () => {
    const closed = Object.assign(new Error("write CONNECTION_CLOSED 127.0.0.1:5432"), {
      code: "CONNECTION_CLOSED",
      errno: "CONNECTION_CLOSED",
    });
    const error = new DrizzleQueryError("select $1::text as name, $2::text as email", ["Jordan Lee", "jordan@example.com"], closed);
    capture();
    logger("db").error({ err: error }, "the query failed");
    expect(JSON.parse(lines[0]!)).toMatchObject({
      err: { type: "DrizzleQueryError", code: "CONNECTION_CLOSED", cause: { type: "Error", code: "CONNECTION_CLOSED" } },
    });
    expect(lines[0]).not.toMatch(/Jordan|jordan|select|\$1/);
  });

  it("writes a thrown non-error under err as nothing, and redacts errors handed to the console", () => {
    expect(redact({ err: "Jordan Lee could not be mailed" })).toEqual({ err: "[redacted]" });
    const drizzle = leadInsertFailure();
    expect(JSON.parse(consoleSafe(drizzle) as string)).toMatchObject({ type: "DrizzleQueryError", code: "23514" });
    expect(consoleSafe(drizzle)).not.toMatch(/jordan|insert into/i);
    expect(consoleSafe("failed for jordan@example.com")).toBe("failed for [email]");
  });

  it("prints development lines as time, level, scope, message and the rest", () => {
    const line = prettyLine(
      JSON.stringify({ level: 40, time: Date.UTC(2026, 2, 2, 15, 4, 31), scope: "mail", msg: "retrying", outboxId: "7d1c" }),
    );
    expect(line).toMatch(/^\d{2}:\d{2}:\d{2} WARN  \[mail\] retrying outboxId=7d1c\n$/);
  });
});
