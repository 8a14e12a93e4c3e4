import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { GET as exportInvoicesCsv } from "@/app/api/admin/export/invoices.csv/route";
import { GET as exportLeadsCsv } from "@/app/api/admin/export/leads.csv/route";
import { GET as invoicePdf } from "@/app/api/admin/invoices/[id]/pdf/route";
import { closeDb } from "@/db/client";
import { updateProfileAction } from "@/lib/account/actions";
import { UNEXPECTED_ACTION_ERROR, UNKNOWN_RECORD } from "@/lib/action-errors";
import { createInvoiceAction } from "@/lib/billing/invoices/actions";
import { createInvoice } from "@/lib/billing/invoices/service";
import { createCommunicationAction } from "@/lib/communications/actions";
import { createProjectAction, updateProjectAction } from "@/lib/projects/actions";
import { projectFormSchema } from "@/lib/projects/schema";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { FIXTURE_CLIENT_ID, insertFixtureClient } from "../support/clients";
import { closeAppDatabase, testDb } from "../support/database";
import { projectForm } from "../support/projects";
import type { FakeRequestContext } from "../support/request-context";

vi.mock("next/headers", async () => {
  const { requestContext: context } = await import("../support/request-context");
  return { cookies: async () => context.current.cookieStore, headers: async () => context.current.headers };
});

// The renderer fails on demand; otherwise it is the real one.
const renderer = vi.hoisted(() => ({ fail: false }));
vi.mock("@react-pdf/renderer", async (importOriginal) => {
  const original = await importOriginal<typeof import("@react-pdf/renderer")>();
  return {
    ...original,
    renderToBuffer: (...args: Parameters<typeof original.renderToBuffer>) =>
      renderer.fail ? Promise.reject(new Error("yoga layout failed")) : original.renderToBuffer(...args),
  };
});

// Admin route handlers check the session through this test's own pool, so the app's pool (getDb)
// can be pointed at a dead database after the check has passed.
vi.mock("@/lib/authentication/guards", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/authentication/guards")>();
  const { testDb: sessionDb } = await import("../support/database");
  return { ...original, readAdminFromRequest: (request: Request) => original.readAdminFromRequest(request, { db: sessionDb() }) };
});

const db = testDb();
const FIELD_MESSAGE = "Contains an invisible control character (such as NUL); remove it.";
let adminId: string;
let browser: FakeRequestContext;

beforeEach(async () => {
  adminId = (await insertDana(db)).id;
  await insertFixtureClient(db);
  browser = await signedInBrowser(db, adminId);
  renderer.fail = false;
});
afterAll(async () => {
  await closeAppDatabase();
});

const project = projectForm;

const invoice = (changes: Record<string, unknown> = {}) => ({
  clientId: FIXTURE_CLIENT_ID,
  projectId: "",
  clientName: "Lee Outfitters",
  clientEmail: "jordan@example.com",
  clientAddress: "",
  issueDate: "2026-03-02",
  dueDate: "2026-04-01",
  taxRate: 0,
  items: [{ description: "Design", quantity: 1, unitPrice: 100 }],
  description: "",
  notes: "",
  paymentMethod: "",
  ...changes,
});

const rowCount = async (table: string) => (await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

describe("control characters in back-office forms", () => {
  it.each([
    ["NUL", "\u0000"],
    ["an escape", "\u001b[31m"],
    ["DEL", "\u007f"],
    ["a C1 control", "\u0085"],
    ["a line break in a one-line field", "\n"],
  ])("a project title with %s is a field error, not 'Something went wrong.', and nothing is stored", async (_name, control) => {
    const result = await createProjectAction(project({ title: `Website${control}rebuild` }) as Parameters<typeof createProjectAction>[0]);
    expect(result.serverError).toBeUndefined();
    expect(result.validationErrors).toMatchObject({ title: { _errors: [FIELD_MESSAGE] } });
    expect(await rowCount("projects")).toBe(0);
  });

  it("an edit bound to something that is not a record id says so, and changes nothing", async () => {
    await createProjectAction(project() as Parameters<typeof createProjectAction>[0]);
    const before = await db.execute(sql`select title from projects`);
    const result = await updateProjectAction("1' or '1'='1", project({ title: "Renamed" }) as Parameters<typeof updateProjectAction>[1]);
    expect(result.serverError).toBe(UNKNOWN_RECORD);
    expect(await db.execute(sql`select title from projects`)).toEqual(before);
  });

  it("multi-line fields keep tabs and line breaks, and refuse NUL", async () => {
    const notes = "Kickoff:\n\t- scope\r\n\t- dates";
    const saved = await createProjectAction(project({ notes }) as Parameters<typeof createProjectAction>[0]);
    expect(saved.serverError).toBeUndefined();
    expect(saved.validationErrors).toBeUndefined();
    expect(projectFormSchema.parse(project({ notes })).notes).toBe(notes);

    const refused = await createProjectAction(
      project({ notes: "a\u0000b", services: "SEO,\u0000Ads" }) as Parameters<typeof createProjectAction>[0],
    );
    expect(refused.validationErrors).toMatchObject({ notes: { _errors: [FIELD_MESSAGE] }, services: { _errors: [FIELD_MESSAGE] } });
    expect(await rowCount("projects")).toBe(1);
  });

  it("the invoice, communication and profile forms answer with the field too", async () => {
    const badInvoice = await createInvoiceAction(
      invoice({ clientName: "Lee\u0000", items: [{ description: "De\u0000sign", quantity: 1, unitPrice: 1 }] }) as Parameters<
        typeof createInvoiceAction
      >[0],
    );
    expect(badInvoice.serverError).not.toBe(UNEXPECTED_ACTION_ERROR);
    expect(badInvoice.validationErrors).toMatchObject({ clientName: { _errors: [FIELD_MESSAGE] } });

    const badNote = await createCommunicationAction({
      type: "email",
      leadId: "none",
      projectId: "none",
      toEmail: "client@example.com",
      subject: "Hello\u0000",
      content: "Hi\u0000 there",
      isAiGenerated: false,
      responseRequired: false,
    });
    expect(badNote.validationErrors).toMatchObject({ subject: { _errors: [FIELD_MESSAGE] }, content: { _errors: [FIELD_MESSAGE] } });

    const badProfile = await updateProfileAction({
      username: "dana",
      email: "dana@summitdigital.co",
      pin: "",
      phone: "",
      firstName: "Da\u0000na",
      lastName: "",
      newPassword: "",
      currentPassword: "",
    });
    expect(badProfile.validationErrors).toMatchObject({ firstName: { _errors: [FIELD_MESSAGE] } });
    expect([await rowCount("invoices"), await rowCount("communications"), await rowCount("mail_outbox")]).toEqual([0, 0, 0]);
  });
});

describe("the PDF and CSV downloads when something underneath fails", () => {
  const pdfUrl = (id: string) => `http://localhost/api/admin/invoices/${id}/pdf`;
  const context = (id: string) => ({ params: Promise.resolve({ id }) });

  afterEach(async () => {
    process.env.DATABASE_URL = savedUrl;
    await closeDb();
  });
  const savedUrl = process.env.DATABASE_URL;

  it("answers 503 with a JSON reason when the renderer fails", async () => {
    const { id } = await createInvoice(
      db,
      { ...invoice(), paymentMethod: "" } as Parameters<typeof createInvoice>[1],
      adminId,
      "2026-03-02",
    );
    expect((await invoicePdf(browser.request(pdfUrl(id)), context(id))).status).toBe(200);
    renderer.fail = true;
    // A version already rendered is served from its stored bytes: change the invoice so it must render.
    await db.execute(sql`update invoices set notes = 'Net 15' where id = ${id}`);
    const response = await invoicePdf(browser.request(pdfUrl(id)), context(id));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "The PDF could not be generated right now. Please try again in a moment." });
  });

  it("answers 503 with a JSON reason when the database fails after the session was checked", async () => {
    const { id } = await createInvoice(
      db,
      { ...invoice(), paymentMethod: "" } as Parameters<typeof createInvoice>[1],
      adminId,
      "2026-03-02",
    );
    // The app's pool now points at a port nothing listens on; the session check still passes.
    await closeDb();
    process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:9/nothing";
    const downloads = [
      await invoicePdf(browser.request(pdfUrl(id)), context(id)),
      await exportLeadsCsv(browser.request("http://localhost/api/admin/export/leads.csv"), undefined),
      await exportInvoicesCsv(browser.request("http://localhost/api/admin/export/invoices.csv"), undefined),
    ];
    for (const response of downloads) {
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
  });
});
