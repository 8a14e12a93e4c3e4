import { stringify } from "csv-stringify/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { priorityLabels } from "@/db/enums";
import { CSV_FORMAT, FORMULA_TRIGGERS } from "@/lib/export/csv-format";
import { guessMapping, mappingProblem, type ColumnChoice } from "@/lib/lead-imports/fields";
import { openCsvUpload } from "@/lib/lead-imports/parse";
import { mapRow, unguardFormula, type ImportedLead } from "@/lib/lead-imports/rows";
import { moneyCell, readDate, readMoment } from "@/lib/lead-imports/values";
import { leadExportColumns } from "@/lib/leads/export";

import { isoDate, leadFields } from "../support/lead-arbitraries";

const exportHeaders = leadExportColumns("America/Denver").map((column) => column.header);
const defaults = { source: "contact_form" as const };

describe("guessing the mapping from the headers", () => {
  it("maps every column of our own export, and ignores the lead's id", () => {
    const mapping = guessMapping(exportHeaders);
    expect(Object.fromEntries(exportHeaders.map((header, index) => [header, mapping[index]]))).toEqual({
      Name: "name",
      Email: "email",
      Phone: "phone",
      Company: "company",
      Source: "source",
      Status: "status",
      Priority: "priority",
      "Lead Score": "leadScore",
      Service: "service",
      Budget: "budget",
      Timeline: "timeline",
      "Estimated Value": "estimatedValue",
      "Expected Close Date": "expectedCloseDate",
      "Next Follow-up Date": "nextFollowUpDate",
      "Last Contact": "lastContactDate",
      Tags: "tags",
      "Brand Name": "brandName",
      Website: "domainName",
      Message: "message",
      Created: "createdAt",
      "Lead ID": "",
    });
  });

  it("reads other tools' names in any case or punctuation, each field from the first column naming it", () => {
    expect(guessMapping(["E-Mail Address", "first_name", "LAST NAME", "Organization", "Mobile", "email", "Favourite colour"])).toEqual([
      "email",
      "firstName",
      "lastName",
      "company",
      "phone",
      "",
      "",
    ]);
  });

  it("needs an email and a name, and each field once", () => {
    expect(mappingProblem(["name", "email"])).toBeNull();
    expect(mappingProblem(["firstName", "email", ""])).toBeNull();
    expect(mappingProblem(["name", ""])).toMatch(/email address/);
    expect(mappingProblem(["", "email"])).toMatch(/holds the name/);
    expect(mappingProblem(["email", "email", "name"])).toMatch(/Email is chosen for two columns/);
  });
});

describe("reading cells", () => {
  it("reads amounts as a person writes them, refusing what is not one", () => {
    const read = (text: string) => moneyCell.safeParse(text);
    expect(read("12500.5").data).toBe("12500.50");
    expect(read("$12,500.50").data).toBe("12500.50");
    expect(read("1 200").data).toBe("1200.00");
    expect(read("0").data).toBe("0.00");
    expect(read("3.100").data).toBe("3.10");
    for (const [text, message] of [
      ["lots", /is not a number/],
      ["-5", /cannot be negative/],
      ["1.234", /more than two decimals/],
      ["12,50", /is not a number/],
      ["99999999999", /too large/],
    ] as const) {
      expect(read(text).error?.issues[0]?.message, text).toMatch(message);
    }
  });

  it("reads dates as YYYY-MM-DD or US month/day/year, refusing impossible ones", () => {
    expect(readDate("2026-03-05")).toBe("2026-03-05");
    expect(readDate("2026/3/5")).toBe("2026-03-05");
    expect(readDate("3/5/2026")).toBe("2026-03-05");
    expect(readDate("2026-02-30")).toBeNull();
    expect(readDate("13/01/2026")).toBeNull();
    expect(readDate("next week")).toBeNull();
  });

  it("reads moments with an offset as instants, and without one as the agency's wall clock", () => {
    expect(readMoment("2026-03-05 14:30")).toBe("2026-03-05T14:30:00");
    expect(readMoment("2026-03-05")).toBe("2026-03-05T00:00:00");
    expect(readMoment("3/5/2026 2:30 PM")).toBe("2026-03-05T14:30:00");
    expect(readMoment("3/5/2026 12:05 am")).toBe("2026-03-05T00:05:00");
    expect(readMoment("2026-03-05T14:30:00-07:00")).toBe("2026-03-05T21:30:00.000Z");
    expect(readMoment("2026-03-05 25:00")).toBeNull();
    expect(readMoment("13:00 PM 3/5/2026")).toBeNull();
  });

  it("undoes our export's formula guard, and only that", () => {
    for (const trigger of FORMULA_TRIGGERS) expect(unguardFormula(`'${trigger}x`)).toBe(`${trigger}x`);
    expect(unguardFormula("'quoted'")).toBe("'quoted'");
    expect(unguardFormula("'")).toBe("'");
    expect(unguardFormula("=SUM(A1)")).toBe("=SUM(A1)");
  });
});

describe("mapping a row", () => {
  const headers = ["First", "Last", "Email", "Status", "Priority", "Score", "Tags", "Notes", "Source"];
  const mapping: ColumnChoice[] = ["firstName", "lastName", "email", "status", "priority", "leadScore", "tags", "notes", "source"];

  it("stores a row with the defaults of what it leaves empty", () => {
    const mapped = mapRow(["Ana", "Ruiz", " Ana@Example.com ", "", "", "", "", "", ""], mapping, headers, defaults);
    expect(mapped).toEqual({
      ok: true,
      lead: expect.objectContaining({
        name: "Ana Ruiz",
        email: "Ana@Example.com",
        status: "new",
        priority: 2,
        leadScore: 0,
        tags: [],
        notes: null,
        source: "contact_form",
        phone: null,
      }),
    });
  });

  it("reads labels and values in any case", () => {
    const mapped = mapRow(
      ["Ana", "", "a@example.com", "Qualified", "high", "75", "vip, , expo ", "Call back", "Brand Analysis"],
      mapping,
      headers,
      defaults,
    );
    expect(mapped.ok && mapped.lead).toMatchObject({
      name: "Ana",
      status: "qualified",
      priority: 1,
      leadScore: 75,
      tags: ["vip", "expo"],
      notes: "Call back",
      source: "brand_analysis",
    });
  });

  it("reports every problem of a row with its column", () => {
    const mapped = mapRow(["", "", "ana@", "archived", "urgent", "7.5", "", "", "fax", "extra"], mapping, headers, defaults);
    expect(mapped.ok).toBe(false);
    expect(!mapped.ok && mapped.errors.map((error) => error.column)).toEqual([
      "Column 10",
      "Email",
      "Status",
      "Priority",
      "Score",
      "Source",
      "First / Last",
    ]);
  });

  it("refuses text past the limits and characters PostgreSQL cannot store", () => {
    const long = mapRow(["x".repeat(201), "", "a@example.com", "", "", "", "", "", ""], mapping, headers, defaults);
    expect(!long.ok && long.errors).toEqual([{ column: "First", message: "Longer than 200 characters." }]);
    const nul = mapRow(["A\u0000na", "", "a@example.com", "", "", "", "", "", ""], mapping, headers, defaults);
    expect(!nul.ok && nul.errors[0]!.message).toBe("Contains an invalid character.");
  });
});

/* Our own export, read back: for any lead data --------------------------------------- */

const wallClock = fc
  .tuple(isoDate, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([date, h, m]) => `${date} ${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);

const leadData = leadFields(wallClock);
type LeadData = typeof leadData extends fc.Arbitrary<infer T> ? T : never;

/** A lead as lib/leads/export.ts writes it (its SQL: priority label, amounts and dates as text, tags joined). */
function exportedRow(lead: LeadData): string[] {
  const cells: Record<string, string | null> = {
    Name: lead.name,
    Email: lead.email,
    Phone: lead.phone,
    Company: lead.company,
    Source: lead.source,
    Status: lead.status,
    Priority: priorityLabels[lead.priority],
    "Lead Score": String(lead.leadScore),
    Service: lead.service,
    Budget: lead.budget,
    Timeline: lead.timeline,
    "Estimated Value": lead.estimatedValue,
    "Expected Close Date": lead.expectedCloseDate,
    "Next Follow-up Date": lead.nextFollowUpDate,
    "Last Contact": lead.lastContactDate,
    Tags: lead.tags.join(", "),
    "Brand Name": lead.brandName,
    Website: lead.domainName,
    Message: lead.message,
    Created: lead.createdAt,
    "Lead ID": "9b2f1c9e-51e6-4d0e-9d57-0a3c7c4e8f10",
  };
  return exportHeaders.map((header) => cells[header] ?? "");
}

const wallClockValue = (text: string | null) => (text === null ? null : `${text.replace(" ", "T")}:00`);

function expectedLead(lead: LeadData): ImportedLead {
  return {
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    service: lead.service,
    budget: lead.budget,
    timeline: lead.timeline,
    message: lead.message,
    status: lead.status,
    priority: lead.priority,
    leadScore: lead.leadScore,
    estimatedValue: lead.estimatedValue,
    tags: lead.tags,
    notes: null,
    nextFollowUpDate: lead.nextFollowUpDate,
    expectedCloseDate: lead.expectedCloseDate,
    lastContactDate: wallClockValue(lead.lastContactDate),
    createdAt: wallClockValue(lead.createdAt),
    source: lead.source,
    brandName: lead.brandName,
    domainName: lead.domainName,
  };
}

async function* chunked(text: string, size: number) {
  const bytes = new TextEncoder().encode(text);
  for (let start = 0; start < bytes.length; start += size) yield bytes.slice(start, start + size);
}

describe("our own export, imported back", () => {
  it("gives back every lead exactly, whatever its data (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(leadData, { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 4096 }), async (batch, chunkSize) => {
        // csv-stringify with the export's own options: BOM, CRLF, quoting and the formula guard.
        const csv = stringify(batch.map(exportedRow), {
          ...CSV_FORMAT,
          columns: exportHeaders.map((header, index) => ({ key: String(index), header })),
        });
        const upload = await openCsvUpload(chunked(csv, chunkSize));
        expect(upload.headers).toEqual(exportHeaders);
        const mapping = guessMapping(upload.headers);
        const leads: ImportedLead[] = [];
        for await (const row of upload.rows) {
          const mapped = mapRow(row.cells, mapping, upload.headers, defaults);
          if (!mapped.ok) throw new Error(JSON.stringify(mapped.errors));
          leads.push(mapped.lead);
        }
        expect(leads).toEqual(batch.map(expectedLead));
      }),
      { numRuns: 150 },
    );
  });
});
