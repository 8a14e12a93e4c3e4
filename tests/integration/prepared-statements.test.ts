import { randomUUID } from "node:crypto";

import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { type Db, executePrepared } from "@/db/client";
import { adminUsers } from "@/db/schema";
import { verifyAdminSession } from "@/lib/authentication/guards";
import { startSession } from "@/lib/authentication/service";
import { sessionFor } from "@/lib/authentication/session-seal";
import { contactSubmissionSchema } from "@/lib/intake/schema";
import { contactLeadColumns, contactMails, insertLeadWithMail } from "@/lib/intake/service";
import { hitRateLimit } from "@/lib/rate-limit";

import { insertDana } from "../support/admins";
import { closeAppDatabase, testDb } from "../support/database";
import { validContact } from "../support/lead-capture";

const db = testDb();

afterAll(async () => {
  await closeAppDatabase();
});

/** This connection's prepared statements that start with `prefix`, and how often each ran. */
const preparedOnThisConnection = (tx: Db, prefix: string) =>
  tx.execute<{ statement: string; runs: number }>(sql`
    select statement, (generic_plans + custom_plans)::int as runs
    from pg_prepared_statements where ltrim(statement, E' \n') like ${`${prefix}%`}`);

describe("prepared statements", () => {
  it("answer the same rows as db.execute, with their parameters", async () => {
    const query = (n: number) => sql`select ${n}::int * 2 as doubled, ${"a'b"}::text as quoted`;
    expect(await executePrepared(db, "doubled", query(21))).toEqual([...(await db.execute(query(21)))]);
    expect(await executePrepared(db, "doubled", query(4))).toEqual([{ doubled: 8, quoted: "a'b" }]);
  });

  it("are parsed once per connection and run again from there, in a transaction too", async () => {
    await db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) await executePrepared(tx, "tripled", sql`select ${n}::int * 3 as tripled`);
      expect(await preparedOnThisConnection(tx, "select $1::int * 3")).toEqual([{ statement: "select $1::int * 3 as tripled", runs: 3 }]);
    });
  });

  it("carry the public forms' two statements: the rate-limit hit and the lead with its mail", async () => {
    await db.transaction(async (tx) => {
      for (const email of ["one@example.com", "two@example.com"]) {
        const fields = contactSubmissionSchema.parse(validContact({ email }));
        await hitRateLimit(tx, { bucket: "prepared-test", key: "ip:192.0.2.1", limit: 5, windowMs: 60_000 });
        await insertLeadWithMail(tx, randomUUID(), contactLeadColumns(fields), contactMails(fields, { AGENCY_INBOX: "inbox@summit.test" }));
      }
      const runs = [
        ...(await preparedOnThisConnection(tx, "insert into rate_limits")),
        ...(await preparedOnThisConnection(tx, "with lead as")),
      ];
      expect(runs.map((row) => row.runs)).toEqual([2, 2]);
    });
  });

  it("carry the back office's session check, which answers for a live session and not for an ended one", async () => {
    const { id } = await insertDana(db);
    const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.id, id));
    const live = sessionFor(admin!, await startSession(db, { adminId: id, userAgent: null, ip: "192.0.2.1" }));
    const ended = { ...live, session_id: randomUUID() };
    await db.transaction(async (tx) => {
      expect(await verifyAdminSession(tx, live)).toMatchObject({ id, sessionId: live.session_id });
      expect(await verifyAdminSession(tx, ended)).toBeNull();
      const checks = await tx.execute<{ runs: number }>(sql`
        select (generic_plans + custom_plans)::int as runs from pg_prepared_statements
        where statement like '%from "sessions" inner join "admin_users"%'`);
      expect([...checks]).toEqual([{ runs: 2 }]);
    });
  });
});
