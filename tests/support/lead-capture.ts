import { sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import type { ContactSubmissionInput, InsightsRequestInput } from "@/lib/intake/schema";
import { flushDeliveries } from "@/lib/mail/delivery-batch";

/** Helpers shared by the lead-capture integration tests. */

export function validContact(overrides: Partial<ContactSubmissionInput> = {}): ContactSubmissionInput {
  const now = Date.now();
  return {
    name: "Jordan Lee",
    email: "jordan@example.com",
    phone: "(303) 555-0100",
    company: "Lee Outfitters",
    service: "web-development",
    budget: "10k-25k",
    timeline: "1-month",
    message: "We need a new website for our outdoor gear shop.",
    formLoadTime: now - 15_000,
    formSubmitTime: now,
    honeypot: "",
    ...overrides,
  };
}

export function validInsights(overrides: Partial<InsightsRequestInput> = {}): InsightsRequestInput {
  return {
    brandName: "Peak Coffee",
    domainName: "peakcoffee.co",
    clientName: "Sam Rivera",
    clientEmail: "sam@peakcoffee.co",
    clientPhone: "720-555-0199",
    projectRequirements: "Online ordering for three cafes. Loyalty program. Better local search visibility.",
    projectType: "web-development",
    budgetRange: "15k-50k",
    preferredTimeline: "3-months",
    ...overrides,
  };
}

export function jsonRequest(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.10", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Empties graphile-worker's job table (resetDatabase covers only our tables), after adding the
 * delivery jobs still batched in this process, so none of them lands in the next test. */
export async function clearJobs(db: Db) {
  await flushDeliveries();
  await db.execute(sql`delete from graphile_worker._private_jobs`);
}

/** graphile-worker schedules a retry exp(attempt) s later; tests move every job to now. */
export const makeJobsDue = (db: Db) => db.execute(sql`update graphile_worker._private_jobs set run_at = now()`);

/** Leads, outbox rows and jobs, once the batched delivery jobs have been added. */
export async function countRows(db: Db) {
  await flushDeliveries();
  const [row] = await db.execute<{ leads: number; mail: number; jobs: number }>(sql`
    select (select count(*)::int from leads) as leads,
           (select count(*)::int from mail_outbox) as mail,
           (select count(*)::int from graphile_worker._private_jobs) as jobs`);
  return row!;
}
