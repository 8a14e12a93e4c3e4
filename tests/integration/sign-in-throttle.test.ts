import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { POST as generateInsights } from "@/app/api/functions/generate-brand-insights/route";
import { POST as sendContact } from "@/app/api/functions/send-contact-form/route";
import { activityLog, mailOutbox } from "@/db/schema";
import type { LoginInput } from "@/lib/authentication/schema";
import { INVALID_CREDENTIALS, loginAdmin, LoginIpLimitError, LoginLockedError, type LoginContext } from "@/lib/authentication/service";
import { UsernameThrottledError } from "@/lib/authentication/username-throttle";
import { sendDailyDigests } from "@/lib/digest/send";
import { upsertAdmin } from "@/lib/team/service";

import { insertDana } from "../support/admins";
import { testDb } from "../support/database";
import { clearJobs, jsonRequest, validContact, validInsights } from "../support/lead-capture";

const db = testDb();
const DANA: LoginInput = { username: "dana", email: "dana@summitdigital.co", pin: "2468", password: "Summit-Pass-1" };
const LEE: LoginInput = { username: "lee", email: "lee@summitdigital.co", pin: "1357", password: "Summit-Pass-2" };
const start = new Date("2026-03-09T20:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);

/** Addresses of many networks: IPv4 hosts and IPv6 clients each in their own /64. */
const attacker = (n: number) => (n % 2 === 0 ? `198.51.100.${n + 1}` : `2001:db8:${n.toString(16)}:1::${(n + 1).toString(16)}`);

beforeEach(async () => {
  await insertDana(db);
  await upsertAdmin(db, { ...LEE, firstName: "Lee", lastName: null, phone: null, role: "staff" });
});

/** What one attempt answers: "ok", or the refusal's words. */
async function attempt(input: LoginInput, context: LoginContext): Promise<string> {
  try {
    await loginAdmin(db, input, context);
    return "ok";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe("per-client sign-in limits key IPv6 clients by their /64", () => {
  it("counts two addresses of one /64 as one client for LOGIN_IP_LIMIT", async () => {
    const context = (ip: string) => ({ ip, limit: 100, ipLimit: 2, now: at(0) });
    await expect(loginAdmin(db, { ...DANA, password: "wrong-pass" }, context("2001:db8:5:6::1"))).rejects.toThrow(INVALID_CREDENTIALS);
    await expect(loginAdmin(db, { ...LEE, password: "wrong-pass" }, context("2001:db8:5:6:ffff:ffff:ffff:fffe"))).rejects.toThrow(
      INVALID_CREDENTIALS,
    );
    await expect(loginAdmin(db, DANA, context("2001:db8:5:6:abcd::9"))).rejects.toBeInstanceOf(LoginIpLimitError);
    // The next /64 is another subscriber.
    expect((await loginAdmin(db, DANA, context("2001:db8:5:7::1"))).username).toBe("dana");
  });

  it("counts two addresses of one /64 as one client for LOGIN_FAILURE_LIMIT (IP and username)", async () => {
    const context = (ip: string) => ({ ip, limit: 2, ipLimit: 100, now: at(0) });
    await expect(loginAdmin(db, { ...DANA, pin: "0000" }, context("2001:db8:9:9::1"))).rejects.toThrow(INVALID_CREDENTIALS);
    await expect(loginAdmin(db, { ...DANA, pin: "0000" }, context("2001:db8:9:9::2"))).rejects.toThrow(INVALID_CREDENTIALS);
    await expect(loginAdmin(db, DANA, context("2001:db8:9:9:1:2:3:4"))).rejects.toBeInstanceOf(LoginLockedError);
    expect((await loginAdmin(db, DANA, context("2001:db8:9:a::1"))).username).toBe("dana");
  });
});

describe("public form limits key IPv6 clients by their /64", () => {
  beforeEach(async () => {
    await clearJobs(db);
    process.env.PUBLIC_FORM_LIMIT = "2";
    process.env.TRUST_PROXY = "1";
    delete process.env.OPENAI_API_KEY;
  });

  it.each([
    [
      "send-contact-form",
      (ip: string, n: number) =>
        sendContact(
          jsonRequest("/api/functions/send-contact-form", validContact({ email: `v${n}@example.com` }), { "x-forwarded-for": ip }),
        ),
    ],
    [
      "generate-brand-insights",
      (ip: string, n: number) =>
        generateInsights(
          jsonRequest("/api/functions/generate-brand-insights", validInsights({ clientEmail: `v${n}@example.com` }), {
            "x-forwarded-for": ip,
          }),
        ),
    ],
  ])("%s answers 429 to a third address of the same /64", async (_name, send) => {
    expect((await send("2001:db8:77:1::1", 1)).status).toBe(200);
    expect((await send("2001:db8:77:1:aaaa::2", 2)).status).toBe(200);
    expect((await send("2001:db8:77:1:ffff:ffff:ffff:ffff", 3)).status).toBe(429);
    expect((await send("2001:db8:77:2::1", 4)).status).toBe(200);
  });
});

describe("the per-username throttle, whatever the address", () => {
  const FREE = 4;
  const context = (n: number, now: Date): LoginContext => ({ ip: attacker(n), limit: 5, ipLimit: 1000, usernameLimit: FREE, now });

  /** Failures for `username` from a new address each time, at the given offsets; their answers. */
  async function guesses(input: LoginInput, offsets: number[]): Promise<string[]> {
    const answers: string[] = [];
    for (const [n, offset] of offsets.entries())
      answers.push(await attempt({ ...input, password: `Guess-${n}-pass` }, context(n, at(offset))));
    return answers;
  }

  // Four free failures, then one let through at once (the wait after it: 1 s), one too early,
  // one after that second (the wait grows to 4 s), one too early...
  const offsets = [0, 10, 20, 30, 40, 50, 1100, 1200, 5200, 5300];

  it("past LOGIN_USERNAME_LIMIT failures from many IPv4 and IPv6 networks, each further attempt waits longer", async () => {
    const answers = await guesses(DANA, offsets);
    expect(answers.slice(0, 5)).toEqual(Array(5).fill(INVALID_CREDENTIALS));
    expect(answers[5]).toBe("Too many failed sign-in attempts for this username. Please wait 1 second before trying again.");
    expect(answers[6]).toBe(INVALID_CREDENTIALS);
    expect(answers[7]).toBe("Too many failed sign-in attempts for this username. Please wait 4 seconds before trying again.");
    expect(answers[8]).toBe(INVALID_CREDENTIALS);
    expect(answers[9]).toMatch(/Please wait (1[0-9]|[2-9]\d) seconds/);
    // The right credentials from yet another address are held to the same wait...
    await expect(loginAdmin(db, DANA, context(50, at(5400)))).rejects.toBeInstanceOf(UsernameThrottledError);
    // ...and pass once it is over: the throttle slows, it never locks the admin out.
    expect((await loginAdmin(db, DANA, context(51, at(5200 + 60_000)))).username).toBe("dana");
  });

  it("answers a username no admin has exactly as it answers a real one", async () => {
    const real = await guesses(DANA, offsets);
    const ghost = await guesses({ ...DANA, username: "ghost" }, offsets);
    expect(ghost).toEqual(real);
  });

  it("lets other usernames sign in, even from the attacking addresses", async () => {
    await guesses(DANA, offsets);
    for (let n = 0; n < 4; n++) expect(await attempt(LEE, context(n, at(5400)))).toBe("ok");
  });

  it("never slows the admin's own browser, which has signed in as them before", async () => {
    await guesses(DANA, offsets);
    await expect(loginAdmin(db, DANA, context(60, at(5400)))).rejects.toBeInstanceOf(UsernameThrottledError);
    expect((await loginAdmin(db, DANA, { ...context(60, at(5400)), trustedDevice: true })).username).toBe("dana");
  });

  it("tells the owners once: an audit entry, and a line in their daily digest", async () => {
    await guesses(DANA, offsets);
    await guesses({ ...DANA, username: "ghost" }, offsets);
    const entries = await db.select().from(activityLog).where(eq(activityLog.action, "sign_in_throttled"));
    expect(entries).toHaveLength(2);
    const [forDana] = entries.filter((entry) => entry.entityName === "dana");
    expect(forDana).toMatchObject({
      entityType: "session",
      description: expect.stringContaining(`after ${FREE} attempts in an hour from any address`),
    });
    expect(entries.find((entry) => entry.entityId === null)?.description).toContain("(unknown username)");

    // The next morning, 8 a.m. in Denver, with nothing else due: the owner (dana) is told, staff (lee) not.
    const run = await sendDailyDigests(db, {
      now: new Date("2026-03-10T14:00:00Z"),
      timeZone: "America/Denver",
      siteUrl: "https://summit.test",
    });
    expect(run).toMatchObject({ status: "queued", queued: 1 });
    const [mail] = await db.select().from(mailOutbox);
    expect(mail!.toAddress).toBe("dana@summitdigital.co");
    expect(mail!.subject).toBe("Daily digest for Mar 10, 2026: sign-in slowed down");
    expect(mail!.textBody).toContain(
      "Sign-in slowed down after repeated failed attempts (someone may be guessing passwords):\n- dana\n- 1 time for a username no admin has",
    );
    expect(mail!.textBody).not.toContain("ghost");
  });
});
