import { spawnSync } from "node:child_process";

import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { adminUsers, communications, invoiceItems, invoices, leads, projects, sessions } from "@/db/schema";
import { verifySecret } from "@/lib/authentication/passwords";
import { startSession } from "@/lib/authentication/service";
import { CliInputError, createAdminCli } from "@/scripts/create-admin";
import { DEMO_ADMINS, demoSignInText, seedDemoAdmins } from "@/scripts/demo-admins";
import { seedSampleData } from "@/scripts/seed";

import { testDb } from "../support/database";

const db = testDb();

const args = (overrides: Record<string, string> = {}) =>
  Object.entries({ username: "dana", email: "dana@summitdigital.co", pin: "2468", password: "Summit-Pass-1", ...overrides }).flatMap(
    ([key, value]) => [`--${key}`, value],
  );

describe("admin:create", () => {
  it("creates an admin with hashed secrets, then updates the same username", async () => {
    const created = await createAdminCli(db, [...args(), "--first-name", "Dana"]);
    expect(created.created).toBe(true);
    const [row] = await db.select().from(adminUsers).where(eq(adminUsers.username, "dana"));
    expect(row!.pinHash).not.toContain("2468");
    expect(await verifySecret("2468", row!.pinHash)).toBe(true);
    expect(await verifySecret("Summit-Pass-1", row!.passwordHash)).toBe(true);
    expect(row!.firstName).toBe("Dana");

    await startSession(db, { adminId: row!.id, userAgent: "Old laptop", ip: "203.0.113.7" });
    const updated = await createAdminCli(db, args({ pin: "13579", password: "Another-Pass-2", email: "dana.r@summitdigital.co" }));
    expect(updated).toEqual({ id: row!.id, created: false });
    const [after] = await db.select().from(adminUsers).where(eq(adminUsers.id, row!.id));
    expect(after!.email).toBe("dana.r@summitdigital.co");
    expect(await verifySecret("13579", after!.pinHash)).toBe(true);
    // New credentials end every session the admin had.
    expect(await db.select().from(sessions).where(eq(sessions.adminId, row!.id))).toEqual([]);
    expect((await db.select({ n: count() }).from(adminUsers))[0]!.n).toBe(1);
  });

  it.each([
    [{ email: "not-an-email" }, /--email: Enter a valid email address/],
    [{ pin: "12" }, /--pin: PIN must be 4 to 8 digits/],
    [{ pin: "123456789" }, /--pin: PIN must be 4 to 8 digits/],
    [{ pin: "12a4" }, /--pin: PIN must be 4 to 8 digits/],
    [{ username: "" }, /--username: Username is required/],
    [{ password: "short" }, /--password: Password must be at least 8/],
  ])("refuses %o", async (overrides, message) => {
    await expect(createAdminCli(db, args(overrides))).rejects.toThrow(message);
    await expect(createAdminCli(db, args(overrides))).rejects.toBeInstanceOf(CliInputError);
    expect((await db.select({ n: count() }).from(adminUsers))[0]!.n).toBe(0);
  });

  it("refuses an email that belongs to another admin", async () => {
    await createAdminCli(db, args());
    await expect(createAdminCli(db, args({ username: "other" }))).rejects.toThrow(/already belongs to another admin/);
  });

  it("makes staff with --role staff; without it a new admin is an owner and an existing one keeps their role", async () => {
    await createAdminCli(db, args());
    const staff = await createAdminCli(db, [...args({ username: "sam", email: "sam@summitdigital.co" }), "--role", "staff"]);
    const roleOf = async (id: string) =>
      (await db.select({ role: adminUsers.role }).from(adminUsers).where(eq(adminUsers.id, id)))[0]!.role;
    expect(await roleOf(staff.id)).toBe("staff");
    await createAdminCli(db, args({ username: "sam", email: "sam@summitdigital.co", password: "Another-Pass-2" }));
    expect(await roleOf(staff.id)).toBe("staff");
    await expect(createAdminCli(db, [...args(), "--role", "boss"])).rejects.toThrow(/--role: Role must be owner or staff/);
  });

  it("never makes the last active owner staff", async () => {
    const owner = await createAdminCli(db, args());
    await expect(createAdminCli(db, [...args(), "--role", "staff"])).rejects.toThrow(/last active owner/);
    await createAdminCli(db, args({ username: "lee", email: "lee@summitdigital.co" }));
    await createAdminCli(db, [...args(), "--role", "staff"]);
    expect((await db.select({ role: adminUsers.role }).from(adminUsers).where(eq(adminUsers.id, owner.id)))[0]!.role).toBe("staff");
  });

  it("reads the password and PIN from ADMIN_PASSWORD and ADMIN_PIN when no flag gives them", async () => {
    const withoutSecrets = ["--username", "dana", "--email", "dana@summitdigital.co"];
    const created = await createAdminCli(db, withoutSecrets, {
      env: { ADMIN_PASSWORD: "From-The-Env-1", ADMIN_PIN: "86420" },
      prompt: null,
    });
    const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, created.id));
    expect(await verifySecret("From-The-Env-1", row!.passwordHash)).toBe(true);
    expect(await verifySecret("86420", row!.pinHash)).toBe(true);
  });

  it("asks at the hidden prompt, each secret twice, when neither a flag nor a variable gives it", async () => {
    const withoutSecrets = ["--username", "dana", "--email", "dana@summitdigital.co", "--pin", "2468"];
    const questions: string[] = [];
    const answers = ["Typed-At-Prompt-1", "Typed-At-Prompt-1"];
    const prompt = async (question: string) => {
      questions.push(question);
      return answers.shift() ?? "";
    };
    const created = await createAdminCli(db, withoutSecrets, { env: {}, prompt });
    expect(questions).toEqual(["Password (not shown): ", "Password again: "]);
    const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, created.id));
    expect(await verifySecret("Typed-At-Prompt-1", row!.passwordHash)).toBe(true);

    const differing = ["One-Password-1", "Other-Password-2"];
    await expect(createAdminCli(db, withoutSecrets, { env: {}, prompt: async () => differing.shift() ?? "" })).rejects.toThrow(
      /not the same; nothing was changed/,
    );
    // Bad input that needs no secret is refused before anything is asked.
    let asked = false;
    await expect(
      createAdminCli(db, ["--username", "dana", "--email", "nope"], { env: {}, prompt: async () => ((asked = true), "x") }),
    ).rejects.toThrow(/--email/);
    expect(asked).toBe(false);
  });

  it("without a terminal or the variables, says how to give the secrets; with the variables, creates and prints none", () => {
    const run = (env: Record<string, string>) =>
      spawnSync(
        "npx",
        ["tsx", "scripts/run.ts", "admin:create", "--username", "cli", "--email", "cli@summitdigital.co", "--role", "staff"],
        {
          encoding: "utf8",
          env: { ...process.env, ADMIN_PASSWORD: "", ADMIN_PIN: "", ...env },
          stdio: ["pipe", "pipe", "pipe"],
        },
      );
    const refused = run({});
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain("No password given: run this in a terminal to be asked, or set ADMIN_PASSWORD, or pass --password.");
    const created = run({ ADMIN_PASSWORD: "Cli-Env-Pass-7", ADMIN_PIN: "97531" });
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain('Created admin "cli" <cli@summitdigital.co> as staff.');
    expect(created.stdout + created.stderr).not.toContain("Cli-Env-Pass-7");
    expect(created.stdout + created.stderr).not.toContain("97531");
  });

  it("exits non-zero with a clear message and prints no secret", () => {
    const result = spawnSync("npx", ["tsx", "scripts/run.ts", "admin:create", ...args({ pin: "99" })], {
      encoding: "utf8",
      env: process.env,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("PIN must be 4 to 8 digits");
    expect(result.stdout + result.stderr).not.toContain("Summit-Pass-1");
  });
});

describe("db:seed", () => {
  it("adds realistic sample data covering every source and status", async () => {
    const added = await seedSampleData(db, { leads: 40, invoices: 12 });
    expect(added.leads).toBe(40);
    const bySource = await db.select({ source: leads.source, n: count() }).from(leads).groupBy(leads.source);
    expect(bySource.map((r) => r.source).sort()).toEqual(["brand_analysis", "contact_form"]);
    const statuses = await db.selectDistinct({ status: leads.status }).from(leads);
    expect(statuses).toHaveLength(6);
    expect((await db.select({ n: count() }).from(projects))[0]!.n).toBeGreaterThanOrEqual(8);
    expect((await db.select({ n: count() }).from(communications))[0]!.n).toBeGreaterThanOrEqual(20);
    const invoiceStatuses = await db.selectDistinct({ status: invoices.status }).from(invoices);
    expect(invoiceStatuses).toHaveLength(5);
    const withoutItems = await db.execute(
      sql`select count(*)::int as n from invoices i where not exists (select 1 from invoice_items it where it.invoice_id = i.id)`,
    );
    expect(withoutItems[0]!.n).toBe(0);
    // Stored totals agree with the items.
    const mismatched = await db.execute(sql`select count(*)::int as n from invoices i
      where i.subtotal <> (select sum(total_price) from invoice_items it where it.invoice_id = i.id)
         or i.total_amount <> i.subtotal + i.tax_amount`);
    expect(mismatched[0]!.n).toBe(0);
    expect((await db.select({ n: count() }).from(invoiceItems))[0]!.n).toBeGreaterThanOrEqual(12);
    // Sent and overdue invoices have their client page link, as sending makes it; the others none.
    const links = await db.execute(sql`select status, count(*)::int as n, count(client_link_hash)::int as linked
      from invoices group by status order by status`);
    for (const row of links) expect(row.linked).toBe(row.status === "sent" || row.status === "overdue" ? row.n : 0);
    // The client portal has something to show: project updates (some visible), a shared meeting
    // summary and a client's own portal message, on a client whose contacts have emails.
    expect(added.portal).toEqual({ updates: 12, communications: 2 });
    const updates = await db.execute<{ visible: number; hidden: number }>(sql`select
      count(*) filter (where client_visible)::int as visible, count(*) filter (where not client_visible)::int as hidden from project_updates`);
    expect(updates[0]).toEqual({ visible: 8, hidden: 4 });
    const shared = await db.execute<{ client_id: string; from_portal: boolean; contacts_with_email: number }>(sql`
      select coalesce(c.client_id, p.client_id) as client_id, c.portal_contact_id is not null as from_portal,
             (select count(*)::int from client_contacts cc where cc.client_id = p.client_id and cc.email like '%@%') as contacts_with_email
      from communications c join projects p on p.id = c.project_id where c.client_visible order by from_portal`);
    expect(shared.map((row) => row.from_portal)).toEqual([false, true]);
    expect(shared[0]!.client_id).toBe(shared[1]!.client_id);
    expect(shared[0]!.contacts_with_email).toBeGreaterThan(0);
  });

  it("numbers seeded invoices from the yearly sequence without gaps", async () => {
    await seedSampleData(db, { leads: 5, invoices: 7 });
    await seedSampleData(db, { leads: 5, invoices: 3 });
    const numbers = (await db.select({ n: invoices.invoiceNumber }).from(invoices)).map((r) => Number(r.n.split("-")[2]));
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe("npm run demo's admins", () => {
  const usernames = async () => (await db.select({ username: adminUsers.username }).from(adminUsers)).map((row) => row.username).sort();

  it("are never created on a database given by DATABASE_URL, even an empty one, which is told how to make an admin", async () => {
    expect(await seedDemoAdmins(db, "external")).toEqual([]);
    expect(await usernames()).toEqual([]);
    const text = demoSignInText("external");
    expect(text).toContain("npm run admin:create");
    for (const admin of DEMO_ADMINS) {
      expect(text).not.toContain(admin.password);
      expect(text).not.toContain(admin.pin);
    }
  });

  it("are added to the embedded database the demo starts, once, and never beside admins of its own", async () => {
    expect(await seedDemoAdmins(db, "embedded")).toEqual(["demo", "demo-staff"]);
    expect(await seedDemoAdmins(db, "embedded")).toEqual([]);
    expect(await usernames()).toEqual(["demo", "demo-staff"]);
    expect(demoSignInText("embedded")).toContain(DEMO_ADMINS[0].password);

    await db.delete(adminUsers);
    await createAdminCli(db, args());
    expect(await seedDemoAdmins(db, "embedded")).toEqual([]);
    expect(await usernames()).toEqual(["dana"]);
  });
});
