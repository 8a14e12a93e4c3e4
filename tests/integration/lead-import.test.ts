import { parse } from "csv-parse/sync";
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { GET as exportLeads } from "@/app/api/admin/export/leads.csv/route";
import { POST as uploadLeads } from "@/app/api/admin/imports/leads/route";
import { activityLog, communications, leadImportRows, leadImports, leads, type Lead, type NewLead } from "@/db/schema";
import { guessMapping, type ColumnChoice } from "@/lib/lead-imports/fields";
import { IMPORT_LIMITS } from "@/lib/lead-imports/parse";
import { previewLeadImport } from "@/lib/lead-imports/preview";
import { getLeadImport, listRecentImports } from "@/lib/lead-imports/queries";
import type { DuplicateMode } from "@/lib/lead-imports/schema";
import { runLeadImport } from "@/lib/lead-imports/service";
import { undoLeadImport } from "@/lib/lead-imports/undo";
import { stageLeadImport } from "@/lib/lead-imports/upload";
import { updateLead, updateLeadStatus } from "@/lib/leads/service";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { closeAppDatabase, testDb } from "../support/database";
import { leadFields } from "../support/lead-arbitraries";
import { FakeRequestContext } from "../support/request-context";

const db = testDb();
const timeZone = "America/Denver";
let adminId: string;
let browser: FakeRequestContext;

beforeEach(async () => {
  adminId = (await insertDana(db)).id;
  browser = await signedInBrowser(db, adminId);
});
afterAll(async () => {
  await closeAppDatabase();
});

const UPLOAD_URL = "http://localhost/api/admin/imports/leads?name=leads.csv";

async function upload(csv: string | Uint8Array, headers: Record<string, string> = {}) {
  const response = await uploadLeads(
    browser.postBody(UPLOAD_URL, typeof csv === "string" ? csv : new Uint8Array(csv), { "content-type": "text/csv", ...headers }),
    undefined,
  );
  return { status: response.status, body: (await response.json()) as { id?: string; rowCount?: number; error?: string } };
}

/** Upload, preview with the guessed mapping (or `mapping`), and answer the import's id and preview. */
async function uploadAndPreview(csv: string, mapping?: ColumnChoice[]) {
  const { status, body } = await upload(csv);
  expect(status, body.error).toBe(201);
  const staged = await getLeadImport(db, body.id!);
  const preview = await previewLeadImport(
    db,
    { importId: body.id!, mapping: mapping ?? guessMapping(staged!.headers), defaultSource: "contact_form" },
    adminId,
  );
  return { importId: body.id!, preview };
}

const importAs = (importId: string, duplicateMode: DuplicateMode = "skip") =>
  runLeadImport(db, { importId, duplicateMode }, adminId, { timeZone });

async function insertLead(lead: Partial<NewLead> & { name: string; email: string }): Promise<Lead> {
  const [row] = await db
    .insert(leads)
    .values({ source: "contact_form", ...lead })
    .returning();
  return row!;
}

const leadByEmail = async (email: string) => db.select().from(leads).where(eq(leads.email, email));
const countRows = async (table: typeof leads | typeof leadImports | typeof leadImportRows | typeof activityLog) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe("uploading a file", () => {
  it("stages the rows and guesses the mapping from the headers, writing no lead", async () => {
    const { status, body } = await upload("Full Name,E-mail,Phone Number,Notes\r\nAna Ruiz,ana@example.com,303-555-0100,Met at expo\r\n");
    expect(status).toBe(201);
    expect(body.rowCount).toBe(1);
    const staged = await getLeadImport(db, body.id!);
    expect(staged).toMatchObject({
      fileName: "leads.csv",
      status: "uploaded",
      headers: ["Full Name", "E-mail", "Phone Number", "Notes"],
      createdBy: "dana",
    });
    expect(guessMapping(staged!.headers)).toEqual(["name", "email", "phone", "notes"]);
    expect(staged!.sample).toEqual([["Ana Ruiz", "ana@example.com", "303-555-0100", "Met at expo"]]);
    expect(await countRows(leads)).toBe(0);
  });

  it("removes uploads left unimported for a day, and keeps imported ones", async () => {
    const stale = await upload("Name,Email\nAna,ana@example.com\n");
    const recent = await upload("Name,Email\nBen,ben@example.com\n");
    const done = await uploadAndPreview("Name,Email\nCy,cy@example.com\n");
    await importAs(done.importId);
    await db
      .update(leadImports)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`${leadImports.id} in (${stale.body.id!}, ${done.importId})`);
    await upload("Name,Email\nDi,di@example.com\n");
    const ids = (await db.select({ id: leadImports.id }).from(leadImports)).map((row) => row.id);
    expect(ids).toHaveLength(3);
    expect(ids).toEqual(expect.arrayContaining([recent.body.id!, done.importId]));
    expect(ids).not.toContain(stale.body.id!);
  });

  it("answers 401 without a session and 403 from another site", async () => {
    const anonymous = new FakeRequestContext();
    expect((await uploadLeads(anonymous.postBody(UPLOAD_URL, "Name,Email\nA,a@example.com\n"), undefined)).status).toBe(401);
    const foreign = await upload("Name,Email\nA,a@example.com\n", { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await countRows(leadImports)).toBe(0);
  });

  it("refuses an empty file, a file that is not CSV and one over the size limit, with a message, storing nothing", async () => {
    const cases: [string | Uint8Array, Record<string, string>, number, RegExp][] = [
      ["", {}, 400, /The file is empty/],
      [new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0x01, 0x02]), {}, 400, /not a CSV file/],
      ["Just a note\nwith two lines\n", {}, 400, /single column/],
      ["Name,Email\n", {}, 400, /no leads under it/],
      ["Name,Email\nAna,ana@example.com\n", { "content-length": String(IMPORT_LIMITS.maxBytes + 1) }, 413, /larger than 20 MB/],
    ];
    for (const [csv, headers, expected, message] of cases) {
      const { status, body } = await upload(csv, headers);
      expect(status).toBe(expected);
      expect(body.error).toMatch(message);
    }
    // A body larger than the limit without a Content-Length is cut off while it streams.
    const rows = "Ana,ana@example.com\n".repeat(200);
    await expect(
      stageLeadImport(
        db,
        (async function* () {
          yield new TextEncoder().encode(`Name,Email\n${rows}`);
        })(),
        { fileName: "big.csv", adminId, limits: { ...IMPORT_LIMITS, maxBytes: 1000 } },
      ),
    ).rejects.toMatchObject({ status: 413 });
    expect(await countRows(leadImports)).toBe(0);
    expect(await countRows(leadImportRows)).toBe(0);
  });

  it("holds no transaction open while a slow client is still sending the file", async () => {
    const encoder = new TextEncoder();
    let finish!: () => void;
    const stalled = new Promise<void>((resolve) => (finish = resolve));
    let sentFirstPart!: () => void;
    const firstPartSent = new Promise<void>((resolve) => (sentFirstPart = resolve));
    // The header and a row arrive, then the client goes quiet until the test lets it go on.
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode("Name,Email\nAna,ana@example.com\n"));
        sentFirstPart();
        await stalled;
        controller.enqueue(encoder.encode("Ben,ben@example.com\n"));
        controller.close();
      },
    });
    const request = new Request(UPLOAD_URL, {
      method: "POST",
      headers: { ...Object.fromEntries(browser.postBody(UPLOAD_URL, "").headers), "content-type": "text/csv" },
      body,
      duplex: "half",
    } as RequestInit);
    const answer = uploadLeads(request, undefined);
    await firstPartSent;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const waiting = await db.execute<{ state: string }>(sql`
      select state from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and state like 'idle in transaction%'`);
    expect(waiting.map((row) => row.state)).toEqual([]);
    expect(await countRows(leadImports)).toBe(0);
    finish();
    const response = await answer;
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ rowCount: 2 });
  });
});

describe("the preview", () => {
  it("counts rows to create, matches, repeats and errors; an error row never stops the valid ones", async () => {
    await insertLead({ name: "Old Ana", email: "  ANA@example.com " });
    const csv = [
      "Name,Email,Status,Next Follow-up Date,Estimated Value,Lead Score",
      "Ana Ruiz,ana@example.com,new,2026-04-01,1200,10", // matches Old Ana (case and spaces aside)
      "Ben Ode,ben@example,new,,,", // bad email
      "Cy Park,cy@example.com,archived,,,", // unknown status
      "Di Lu,di@example.com,,2026-02-30,,", // not a date
      "Ed Fox,ed@example.com,,,lots,", // not a number
      'Flo Ng,flo@example.com,Qualified,03/15/2026,"$12,500.50",99',
      "Flo Again,FLO@example.com,,,,", // repeats row 7's email
      "Gus Hay,gus@example.com,,,,101", // score out of range
    ].join("\n");
    const { importId, preview } = await uploadAndPreview(csv);
    expect(preview).toEqual({ valid: 3, errors: 5, toCreate: 1, matches: 1, repeats: 1 });

    const details = await getLeadImport(db, importId);
    expect(details!.status).toBe("previewed");
    expect(details!.errorItems).toEqual([
      { rowNumber: 3, column: "Email", message: '"ben@example" is not a valid email address.' },
      { rowNumber: 4, column: "Status", message: 'Unknown status "archived"; use new, contacted, qualified, proposal, won or lost.' },
      { rowNumber: 5, column: "Next Follow-up Date", message: expect.stringMatching(/"2026-02-30" is not a date/) },
      { rowNumber: 6, column: "Estimated Value", message: 'Estimated value "lots" is not a number.' },
      { rowNumber: 9, column: "Lead Score", message: 'Lead score "101" is not a whole number from 0 to 100.' },
    ]);
    const [first, , , , , flo, again] = details!.previewRows;
    expect(first).toMatchObject({ rowNumber: 2, match: { name: "Old Ana" }, repeatOf: null });
    expect(flo).toMatchObject({
      rowNumber: 7,
      values: {
        name: "Flo Ng",
        status: "qualified",
        nextFollowUpDate: "2026-03-15",
        estimatedValue: "12500.50",
        leadScore: 99,
        priority: 2,
        source: "contact_form",
      },
      errors: null,
      match: null,
    });
    expect(again).toMatchObject({ rowNumber: 8, repeatOf: 7 });
    expect(await countRows(leads)).toBe(1); // the preview wrote no lead
  });

  it("refuses a mapping without an email or a name, or with a field twice", async () => {
    const { body } = await upload("Name,Email,Phone\nAna,ana@example.com,1\n");
    const preview = (mapping: ColumnChoice[]) =>
      previewLeadImport(db, { importId: body.id!, mapping, defaultSource: "contact_form" }, adminId);
    await expect(preview(["name", "", "phone"])).rejects.toThrow(/email address/);
    await expect(preview(["", "email", "phone"])).rejects.toThrow(/holds the name/);
    await expect(preview(["name", "email", "name"])).rejects.toThrow(/Name is chosen for two columns/);
  });
});

describe("importing", () => {
  const file = [
    "Name,Email,Phone,Company,Tags,Notes,Priority",
    'Ana Ruiz,ana@example.com,303-555-0100,Ruiz Co,"vip, expo",Met at the expo,High',
    "Ben Ode,ben@example.com,,Ode LLC,,,",
    "Bad Row,not-an-email,,,,,",
  ].join("\r\n");

  it("creates every valid row in one go, with its note, one import entry, and reports what it did", async () => {
    const { importId } = await uploadAndPreview(file);
    const result = await importAs(importId);
    expect(result).toEqual({ created: 2, duplicates: 0, updated: 0, skipped: 0, errors: 1 });

    const [ana] = await leadByEmail("ana@example.com");
    expect(ana).toMatchObject({
      name: "Ana Ruiz",
      phone: "303-555-0100",
      company: "Ruiz Co",
      tags: ["vip", "expo"],
      priority: 1,
      status: "new",
      source: "contact_form",
      duplicateOfId: null,
    });
    const notes = await db.select().from(communications).where(eq(communications.leadId, ana!.id));
    expect(notes).toEqual([
      expect.objectContaining({ type: "note", subject: "Imported note", content: "Met at the expo", createdBy: adminId }),
    ]);

    // The upload and the preview are recorded too, each as its own entry about the import.
    const entries = await db.select().from(activityLog).where(eq(activityLog.action, "imported"));
    expect(entries).toEqual([
      expect.objectContaining({
        entityType: "lead_import",
        entityId: importId,
        action: "imported",
        entityName: "leads.csv",
        performedBy: adminId,
      }),
    ]);
    const steps = await db
      .select({ action: activityLog.action, entityId: activityLog.entityId })
      .from(activityLog)
      .where(eq(activityLog.entityType, "lead_import"));
    expect(steps.map((step) => step.action).sort()).toEqual(["imported", "previewed", "uploaded"]);
    expect(new Set(steps.map((step) => step.entityId))).toEqual(new Set([importId]));
    expect(entries[0]!.description).toBe("Imported leads.csv: 2 leads created, 1 row with errors left out");

    const [recent] = await listRecentImports(db);
    expect(recent).toMatchObject({ id: importId, status: "imported", importedBy: "dana", result });
    expect(await countRows(leadImportRows)).toBe(0); // staged rows are gone once imported
    await expect(importAs(importId)).rejects.toThrow("This file has already been imported.");
  });

  it("skips rows matching a lead by email when told to", async () => {
    const old = await insertLead({ name: "Old Ana", email: "Ana@Example.com" });
    const { importId } = await uploadAndPreview(file);
    expect(await importAs(importId, "skip")).toEqual({ created: 1, duplicates: 0, updated: 0, skipped: 1, errors: 1 });
    expect(await db.select().from(leads).where(eq(leads.id, old.id))).toEqual([old]);
    expect(await db.select().from(communications)).toEqual([]);
  });

  it("fills only the empty fields of a matching lead, and adds the row's notes to its history", async () => {
    const old = await insertLead({ name: "Old Ana", email: " ana@EXAMPLE.com", company: "Keep Me Inc", priority: 3 });
    const { importId } = await uploadAndPreview(file);
    expect(await importAs(importId, "update")).toEqual({ created: 1, duplicates: 0, updated: 1, skipped: 0, errors: 1 });
    const [after] = await db.select().from(leads).where(eq(leads.id, old.id));
    // Empty phone and tags are filled; name, company and priority are kept.
    expect(after).toMatchObject({ name: "Old Ana", company: "Keep Me Inc", priority: 3, phone: "303-555-0100", tags: ["vip", "expo"] });
    expect(after!.updatedAt.getTime()).toBeGreaterThan(old.updatedAt.getTime());
    expect(await db.select({ content: communications.content }).from(communications).where(eq(communications.leadId, old.id))).toEqual([
      { content: "Met at the expo" },
    ]);
  });

  it("creates a matching row as a duplicate of the oldest lead with that email, for the duplicate tools", async () => {
    const oldest = await insertLead({ name: "Oldest Ana", email: "ana@example.com", createdAt: new Date("2025-01-01T00:00:00Z") });
    await insertLead({ name: "Newer Ana", email: "ANA@example.com", createdAt: new Date("2025-06-01T00:00:00Z") });
    const { importId } = await uploadAndPreview(file);
    expect(await importAs(importId, "duplicate")).toEqual({ created: 1, duplicates: 1, updated: 0, skipped: 0, errors: 1 });
    const imported = (await leadByEmail("ana@example.com")).find((lead) => lead.name === "Ana Ruiz");
    expect(imported).toMatchObject({ duplicateOfId: oldest.id, phone: "303-555-0100" });
  });

  it("treats a row repeating an earlier row's email as a match of the lead that row creates", async () => {
    const csv = "Name,Email,Phone,Company\nAna,ana@example.com,,First Co\nAna Again,ANA@example.com,555,Second Co\n";
    const skip = await uploadAndPreview(csv);
    expect(await importAs(skip.importId, "skip")).toMatchObject({ created: 1, skipped: 1 });
    await db.delete(leads);
    const update = await uploadAndPreview(csv);
    expect(await importAs(update.importId, "update")).toMatchObject({ created: 1, updated: 1 });
    expect(await leadByEmail("ana@example.com")).toEqual([expect.objectContaining({ name: "Ana", phone: "555", company: "First Co" })]);
    await db.delete(leads);
    const duplicate = await uploadAndPreview(csv);
    expect(await importAs(duplicate.importId, "duplicate")).toMatchObject({ created: 1, duplicates: 1 });
    const [first] = await db.select().from(leads).where(eq(leads.name, "Ana"));
    expect(await db.select({ duplicateOfId: leads.duplicateOfId }).from(leads).where(eq(leads.name, "Ana Again"))).toEqual([
      { duplicateOfId: first!.id },
    ]);
  });

  it("keeps formula characters as text, and reads our export's guarded cells back as the original text", async () => {
    const csv = "Name,Email,Company,Message\n'=HYPERLINK(\"x\"),f@example.com,'+1+1,=SUM(A1)\n";
    const { importId } = await uploadAndPreview(csv);
    await importAs(importId);
    expect(await leadByEmail("f@example.com")).toEqual([
      expect.objectContaining({ name: '=HYPERLINK("x")', company: "+1+1", message: "=SUM(A1)" }),
    ]);
  });
});

describe("undo", () => {
  /** Every lead, every column, ordered: what "exactly as before" means. */
  const snapshot = () => db.select().from(leads).orderBy(leads.email, leads.id);

  it("removes the leads an import created and restores the fields it filled, exactly", async () => {
    await insertLead({ name: "Old Ana", email: "ana@example.com", company: "Keep Me Inc", createdAt: new Date("2025-01-01T00:00:00Z") });
    await insertLead({ name: "Old Cy", email: "cy@example.com", phone: "", tags: [] });
    const before = await snapshot();
    const csv =
      "Name,Email,Phone,Tags,Estimated Value,Notes\nAna,ana@example.com,111,a,10,note for ana\nBen,ben@example.com,222,b,20,note for ben\nCy,cy@example.com,333,,,\n";
    const { importId } = await uploadAndPreview(csv);
    expect(await importAs(importId, "update")).toMatchObject({ created: 1, updated: 2 });
    expect(await snapshot()).not.toEqual(before);

    const outcome = await undoLeadImport(db, importId, adminId);
    expect(outcome).toEqual({ removed: 1, restored: 2, kept: 0, gone: 0, keptLeads: [] });
    expect(await snapshot()).toEqual(before);
    expect(await db.select().from(communications)).toEqual([]);
    const [undone] = await listRecentImports(db);
    expect(undone).toMatchObject({ status: "undone", undoneBy: "dana", undoResult: { removed: 1, restored: 2, kept: 0, gone: 0 } });
    expect(
      (await db.select({ action: activityLog.action }).from(activityLog).where(eq(activityLog.entityId, importId)))
        .map((entry) => entry.action)
        .sort(),
    ).toEqual(["import_undone", "imported", "previewed", "uploaded"]);
    await expect(undoLeadImport(db, importId, adminId)).rejects.toThrow("This import has already been undone.");
  });

  it("leaves the leads changed since the import, and names them", async () => {
    const old = await insertLead({ name: "Old Ana", email: "ana@example.com" });
    const csv = "Name,Email,Phone\nAna,ana@example.com,111\nBen,ben@example.com,222\nCy,cy@example.com,333\nDi,di@example.com,444\n";
    const { importId } = await uploadAndPreview(csv);
    await importAs(importId, "update");
    const [ben] = await leadByEmail("ben@example.com");
    const [cy] = await leadByEmail("cy@example.com");
    const [di] = await leadByEmail("di@example.com");
    await updateLeadStatus(db, { id: ben!.id, status: "contacted" }, adminId); // changed since
    await updateLead(
      db,
      { id: old.id, priority: 1, leadScore: 50, estimatedValue: null, expectedCloseDate: null, nextFollowUpDate: null, tags: [] },
      adminId,
    );
    await db.insert(communications).values({ type: "call", content: "Called Cy", leadId: cy!.id });
    await db.delete(leads).where(eq(leads.id, di!.id)); // deleted since

    const outcome = await undoLeadImport(db, importId, adminId);
    expect(outcome).toMatchObject({ removed: 0, restored: 0, kept: 3, gone: 1 });
    expect(outcome.keptLeads.map((lead) => lead.email)).toEqual(["ben@example.com", "cy@example.com", "ana@example.com"]);
    expect(await db.select({ phone: leads.phone }).from(leads).where(eq(leads.id, old.id))).toEqual([{ phone: "111" }]);
    expect(await leadByEmail("ben@example.com")).toHaveLength(1);
  });

  it("lets an older import be undone after the newer one that filled its leads", async () => {
    const before = await snapshot();
    const first = await uploadAndPreview("Name,Email\nAna,ana@example.com\n");
    await importAs(first.importId);
    const second = await uploadAndPreview("Name,Email,Phone\nAna,ana@example.com,111\n");
    await importAs(second.importId, "update");
    await undoLeadImport(db, second.importId, adminId);
    expect(await undoLeadImport(db, first.importId, adminId)).toMatchObject({ removed: 1, kept: 0 });
    expect(await snapshot()).toEqual(before);
    expect(
      await db
        .select()
        .from(leads)
        .where(and(eq(leads.email, "ana@example.com"))),
    ).toEqual([]);
  });
});

describe("our own export", () => {
  /** An instant on a whole minute (the export writes times to the minute). */
  const minute = fc.integer({ min: Date.UTC(2000, 0, 1) / 60_000, max: Date.UTC(2099, 11, 31) / 60_000 }).map((n) => new Date(n * 60_000));
  const storedLead = leadFields(minute);

  const exportText = async () => {
    const response = await exportLeads(browser.request("http://localhost/api/admin/export/leads.csv"), undefined);
    expect(response.status).toBe(200);
    return response.text();
  };
  /** The file's rows without the lead ids (new leads get new ones), in a fixed order. */
  const rowsOf = (text: string) =>
    (parse(text, { bom: true, columns: true }) as Record<string, string>[])
      .map(({ "Lead ID": id, ...row }) => (void id, JSON.stringify(row)))
      .sort();

  // clientId: the client a converted lead became is no field of the leads file.
  const { id, createdAt, lastContactDate, updatedAt, duplicateOfId, searchText, insightsGenerated, clientId, ...exportedFields } =
    getTableColumns(leads);
  void [id, createdAt, lastContactDate, updatedAt, duplicateOfId, searchText, insightsGenerated, clientId];
  const sortedJson = (rows: object[]) => rows.map((row) => JSON.stringify(row, Object.keys(row).sort())).sort();

  it("imports back unchanged: exported again, it is the same file, lead ids aside (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(storedLead, { minLength: 1, maxLength: 6 }), async (batch) => {
        await db.delete(leads);
        await db.insert(leads).values(batch);
        const original = await exportText();
        await db.delete(leads);

        const { status, body } = await upload(original);
        expect(status, body.error).toBe(201);
        const staged = await getLeadImport(db, body.id!);
        const preview = await previewLeadImport(
          db,
          { importId: body.id!, mapping: guessMapping(staged!.headers), defaultSource: "contact_form" },
          adminId,
        );
        expect(preview.errors).toBe(0);
        // Rows sharing an email are all kept: the later ones as duplicates, as intake would mark them.
        expect(await runLeadImport(db, { importId: body.id!, duplicateMode: "duplicate" }, adminId, { timeZone })).toMatchObject({
          errors: 0,
          skipped: 0,
        });

        // The file: every column, times included (written to the minute in the agency's time zone).
        expect(rowsOf(await exportText())).toEqual(rowsOf(original));
        // The stored values: formula-guarded text comes back as it was, not with the apostrophe.
        const stored = await db.select(exportedFields).from(leads);
        expect(sortedJson(stored)).toEqual(
          sortedJson(batch.map(({ createdAt, lastContactDate, ...fields }) => (void createdAt, void lastContactDate, fields))),
        );
      }),
      { numRuns: 20 },
    );
  });
});
