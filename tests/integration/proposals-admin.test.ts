import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { activityLog, invoices, leads, mailOutbox, projects, proposalItems, proposals } from "@/db/schema";
import { listEntityHistory } from "@/lib/activity/history";
import { OWNER_ONLY } from "@/lib/authentication/guards";
import { CLIENT_LINK_MARKER } from "@/lib/billing/mail";
import {
  createProposalAction,
  deleteProposalDraftAction,
  enhanceProposalIntroductionAction,
  reviseProposalAction,
  updateProposalAction,
} from "@/lib/proposals/actions";
import { getProposalLinkAction, revokeProposalLinkAction, sendProposalAction } from "@/lib/proposals/owner-actions";
import { getProposalDetails, getProposalLink, listProposals } from "@/lib/proposals/queries";
import { PACKAGE_GROUP_TOO_SMALL, PACKAGES_IN_ONE_SECTION } from "@/lib/proposals/rules";
import { EMPTY_SECTION, proposalFormSchema } from "@/lib/proposals/schema";
import {
  alreadyRevised,
  createProposal,
  NO_PROPOSAL_LINK,
  ONLY_DRAFTS_DELETED,
  ONLY_DRAFTS_EDITED,
  ONLY_DRAFTS_SENT,
  PAST_VALID_UNTIL,
  reviseProposal,
  revokeProposalLink,
  sendProposal,
  updateProposal,
} from "@/lib/proposals/service";
import { seedSampleData } from "@/scripts/seed";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { closeAppDatabase, testDb } from "../support/database";
import { linkSecret, mailAuthor } from "../support/invoices";
import { clearJobs } from "../support/lead-capture";
import { draftProposal, insertBriefLead, proposalForm } from "../support/proposals";

const db = testDb();
const TODAY = "2026-03-02";
let owner: string;
let staff: string;
let leadId: string;

beforeEach(async () => {
  await clearJobs(db);
  owner = (await insertDana(db)).id;
  staff = (await insertDana(db, { username: "sam", email: "sam@summitdigital.co", role: "staff" })).id;
  leadId = (await insertBriefLead(db)).id;
});
afterAll(async () => {
  await closeAppDatabase();
});

const row = async (id: string) => (await db.select().from(proposals).where(eq(proposals.id, id)))[0]!;
const counts = async () => {
  const [result] = await db.execute<{ proposals: number; items: number; entries: number; mail: number }>(sql`
    select (select count(*)::int from proposals) as proposals, (select count(*)::int from proposal_items) as items,
           (select count(*)::int from activity_log where entity_type = 'proposal') as entries,
           (select count(*)::int from mail_outbox) as mail`);
  return result!;
};
const send = (id: string, message = "") => sendProposal(db, { id, message }, mailAuthor(owner), TODAY);

describe("numbering", () => {
  it("gives concurrent creations consecutive numbers with no gap or duplicate", async () => {
    const created = await Promise.all(Array.from({ length: 8 }, () => draftProposal(db, owner, leadId)));
    expect(created.map((one) => one.proposalNumber).sort()).toEqual(Array.from({ length: 8 }, (_, i) => `PRO-2026-000${i + 1}`));
  });

  it("hands a rolled-back creation's number back", async () => {
    await draftProposal(db, owner, leadId);
    await expect(
      db.transaction(async (tx) => {
        await createProposal(tx, proposalFormSchema.parse(proposalForm(leadId)), owner, TODAY);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    const next = await draftProposal(db, owner, leadId);
    expect(next.proposalNumber).toBe("PRO-2026-0002");
    // A new year starts again at 1.
    expect((await draftProposal(db, owner, leadId, {}, "2027-01-01")).proposalNumber).toBe("PRO-2027-0001");
  });
});

describe("drafting", () => {
  it("stores the default choice's totals recomputed from the lines, whatever total the browser sends", async () => {
    await signedInBrowser(db, staff);
    const tampered = { ...proposalForm(leadId), totalAmount: "1.00", subtotal: "1.00" } as never;
    const result = await createProposalAction(tampered);
    expect(result?.serverError).toBeUndefined();
    const stored = await row(result!.data!.id);
    // Included 2,500 + the Growth package 2,000; the unticked option is not counted; 10 % tax.
    expect(stored).toMatchObject({ subtotal: "4500.00", taxAmount: "450.00", totalAmount: "4950.00", status: "draft", version: 1 });
    expect(stored.createdBy).toBe(staff);
    const items = await db
      .select()
      .from(proposalItems)
      .where(eq(proposalItems.proposalId, stored.id))
      .orderBy(proposalItems.sectionPosition, proposalItems.position);
    expect(
      items.map((item) => [item.sectionPosition, item.position, item.sectionTitle, item.kind, item.totalPrice, item.selected]),
    ).toEqual([
      [0, 0, "Scope", "included", "2000.00", true],
      [0, 1, "Scope", "included", "500.00", true],
      [1, 0, "Care plan", "package", "1000.00", false],
      [1, 1, "Care plan", "package", "2000.00", true],
      [1, 2, "Care plan", "optional", "300.00", false],
    ]);
    const [entry] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, stored.id), eq(activityLog.action, "created")));
    expect(entry!.metadata).toMatchObject({ lead_id: leadId });
  });

  it("lets staff draft, edit and delete, and lists drafts with search and status filter", async () => {
    await signedInBrowser(db, staff);
    const created = await createProposalAction(proposalForm(leadId));
    const id = created!.data!.id;
    const edited = await updateProposalAction(id, proposalForm(leadId, { title: "A new site for Aspen Brew" }));
    expect(edited?.serverError).toBeUndefined();
    expect((await row(id)).title).toBe("A new site for Aspen Brew");
    const page = await listProposals(db, { q: "aspen brew", status: "draft", offset: 0, limit: 25 });
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ id, proposalNumber: "PRO-2026-0001", version: 1, totalAmount: "4950.00" });
    expect((await listProposals(db, { q: "", status: "sent", offset: 0, limit: 25 })).total).toBe(0);
    expect((await deleteProposalDraftAction({ id }))?.serverError).toBeUndefined();
    expect(await counts()).toMatchObject({ proposals: 0, items: 0 });
  });

  it("edits only drafts: a sent proposal is refused and unchanged", async () => {
    const { id } = await draftProposal(db, owner, leadId);
    await send(id);
    const before = await row(id);
    await expect(updateProposal(db, id, proposalFormSchema.parse(proposalForm(leadId, { title: "Changed" })), owner)).rejects.toThrow(
      ONLY_DRAFTS_EDITED,
    );
    await signedInBrowser(db, owner);
    expect((await deleteProposalDraftAction({ id }))?.serverError).toBe(ONLY_DRAFTS_DELETED);
    expect(await row(id)).toEqual(before);
  });
});

describe("Enhance with AI", () => {
  it("turns the introduction's points into a message to the lead, and refuses blank points", async () => {
    await signedInBrowser(db, staff);
    const result = await enhanceProposalIntroductionAction({
      introduction: "new site, online ordering, launch before summer",
      leadId,
      recipientName: "Maya Torres",
      recipientEmail: "maya@aspenbrew.example",
    });
    expect(result?.serverError).toBeUndefined();
    expect(result?.data?.content).toContain("Maya");
    expect(result?.data?.content).toContain("online ordering");
    const blank = await enhanceProposalIntroductionAction({ introduction: "  ", leadId, recipientName: "", recipientEmail: "" });
    expect(JSON.stringify(blank?.validationErrors)).toContain("Write a few points first");
  });
});

describe("bad input", () => {
  it("refuses a package outside the group, a blank title and empty lines with messages, writing nothing", async () => {
    await signedInBrowser(db, owner);
    const base = proposalForm(leadId);
    const lonePackage = proposalForm(leadId, {
      sections: [{ title: "Scope", lines: [{ kind: "package", description: "Only one", quantity: 1, unitPrice: 10, selected: true }] }],
    });
    const split = proposalForm(leadId, {
      sections: [
        { title: "A", lines: [{ kind: "package", description: "Starter", quantity: 1, unitPrice: 10, selected: true }] },
        { title: "B", lines: [{ kind: "package", description: "Growth", quantity: 1, unitPrice: 20, selected: false }] },
      ],
    });
    const cases: [unknown, string][] = [
      [lonePackage, PACKAGE_GROUP_TOO_SMALL],
      [split, PACKAGES_IN_ONE_SECTION],
      [{ ...base, title: "   " }, "Title is required."],
      [{ ...base, sections: [{ title: "Scope", lines: [] }] }, EMPTY_SECTION],
      [{ ...base, sections: [] }, "Add at least one section."],
      [{ ...base, leadId: "", clientId: "" }, "A proposal is for a lead or a client."],
      [{ ...base, depositPercent: 150 }, "Deposit is too large."],
    ];
    for (const [input, message] of cases) {
      const result = await createProposalAction(input as never);
      expect(JSON.stringify(result?.validationErrors)).toContain(message);
    }
    expect(await counts()).toEqual({ proposals: 0, items: 0, entries: 0, mail: 0 });
  });

  it("refuses a proposal for a lead that no longer exists", async () => {
    await db.delete(leads).where(eq(leads.id, leadId));
    await signedInBrowser(db, owner);
    expect((await createProposalAction(proposalForm(leadId)))?.serverError).toBe("That lead no longer exists.");
    expect(await counts()).toMatchObject({ proposals: 0 });
  });
});

describe("sending", () => {
  it("is refused to staff, and nothing changes", async () => {
    const { id } = await draftProposal(db, owner, leadId);
    await signedInBrowser(db, staff);
    expect((await sendProposalAction({ id, message: "" }))?.serverError).toBe(OWNER_ONLY);
    expect((await getProposalLinkAction({ id }))?.serverError).toBe(OWNER_ONLY);
    expect((await revokeProposalLinkAction({ id }))?.serverError).toBe(OWNER_ONLY);
    expect(await row(id)).toMatchObject({ status: "draft", clientLinkHash: null, sentAt: null });
    expect(await counts()).toMatchObject({ mail: 0 });
  });

  it("makes the link, queues one mail with the proposal and its PDF, moves the lead to proposal and logs each step", async () => {
    // The action sends on the real agency date: valid until far ahead.
    const { id } = await draftProposal(db, owner, leadId, { validUntil: "2099-04-30" });
    await signedInBrowser(db, owner);
    const result = await sendProposalAction({ id, message: "Hi Maya,\n\nAs promised." });
    expect(result?.serverError).toBeUndefined();

    const sent = await row(id);
    expect(sent.status).toBe("sent");
    expect(sent.sentAt).not.toBeNull();
    expect(sent.clientLinkHash).toMatch(/^[0-9a-f]{64}$/);
    const mail = await db.select().from(mailOutbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      kind: "proposal_email",
      proposalId: id,
      invoiceId: null,
      attachment: "proposal_pdf",
      toAddress: "maya@aspenbrew.example",
      status: "queued",
    });
    expect(mail[0]!.subject).toContain("PRO-2026-0001");
    expect(mail[0]!.textBody).toContain("As promised.");
    expect(mail[0]!.textBody).toContain("Total: $4,950.00");
    expect(mail[0]!.textBody).toContain("Valid until: Apr 30, 2099");
    expect(mail[0]!.textBody).toContain(CLIENT_LINK_MARKER);
    const jobs = await db.execute(sql`select 1 from graphile_worker.jobs where task_identifier = 'deliver_mail'`);
    expect(jobs).toHaveLength(1);

    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead!.status).toBe("proposal");
    const history = await listEntityHistory(db, "lead", leadId);
    expect(history.map((entry) => `${entry.entityType}:${entry.action}`)).toEqual(
      expect.arrayContaining(["proposal:created", "proposal:sent", "lead:status_changed"]),
    );

    // 'Copy link' unseals the token for the owner; the database never holds it.
    const link = await getProposalLinkAction({ id });
    const url = link!.data!.url;
    expect(url).toMatch(/\/proposal\/[A-Za-z0-9_-]{43}$/);
    const token = url.slice(url.lastIndexOf("/") + 1);
    const [leaks] = await db.execute<{ n: number }>(sql`
      select (select count(*)::int from proposals where proposals::text like ${`%${token}%`})
           + (select count(*)::int from mail_outbox where mail_outbox::text like ${`%${token}%`})
           + (select count(*)::int from activity_log where activity_log::text like ${`%${token}%`}) as n`);
    expect(leaks!.n).toBe(0);

    // A sent proposal is not sent again; revoking ends the link.
    await expect(send(id)).rejects.toThrow(ONLY_DRAFTS_SENT);
    await revokeProposalLink(db, id, owner);
    expect(await getProposalLink(db, id, { siteUrl: "https://summit.example", linkSecret: linkSecret() })).toBeNull();
    await expect(revokeProposalLink(db, id, owner)).rejects.toThrow(NO_PROPOSAL_LINK);
  });

  it("leaves a won lead's status alone, and refuses a draft whose valid-until day has passed", async () => {
    await db.update(leads).set({ status: "won" }).where(eq(leads.id, leadId));
    const { id } = await draftProposal(db, owner, leadId);
    await send(id);
    expect((await db.select().from(leads).where(eq(leads.id, leadId)))[0]!.status).toBe("won");

    const late = await draftProposal(db, owner, leadId, { validUntil: "2026-03-01" });
    await expect(send(late.id)).rejects.toThrow(PAST_VALID_UNTIL);
    expect(await row(late.id)).toMatchObject({ status: "draft", clientLinkHash: null });
  });
});

describe("revising", () => {
  it("makes version 2 as a draft with the lines copied; sending it replaces version 1, whose link keeps working", async () => {
    const { id } = await draftProposal(db, owner, leadId);
    await send(id);
    const firstHash = (await row(id)).clientLinkHash;
    await signedInBrowser(db, staff);
    const revised = await reviseProposalAction({ id });
    expect(revised?.serverError).toBeUndefined();
    const v2 = await row(revised!.data!.id);
    expect(v2).toMatchObject({
      proposalNumber: "PRO-2026-0001",
      version: 2,
      previousId: id,
      status: "draft",
      clientLinkHash: null,
      totalAmount: "4950.00",
    });
    const copied = await db.select().from(proposalItems).where(eq(proposalItems.proposalId, v2.id));
    expect(copied).toHaveLength(5);
    // Version 1 stays sent until version 2 goes out.
    expect((await row(id)).status).toBe("sent");

    // A second 'Revise' of the same version is refused, however the clicks race.
    const again = await Promise.allSettled([reviseProposal(db, id, owner, TODAY), reviseProposal(db, id, owner, TODAY)]);
    expect(again.map((outcome) => outcome.status)).toEqual(["rejected", "rejected"]);
    for (const outcome of again) expect((outcome as PromiseRejectedResult).reason.message).toBe(alreadyRevised("PRO-2026-0001"));

    await send(v2.id);
    const v1 = await row(id);
    expect(v1.status).toBe("replaced");
    expect(v1.clientLinkHash).toBe(firstHash);
    expect((await row(v2.id)).status).toBe("sent");
    const details = await getProposalDetails(db, id);
    expect(details!.versions.map((version) => [version.version, version.status])).toEqual([
      [1, "replaced"],
      [2, "sent"],
    ]);
    expect(details!.nextVersionId).toBe(v2.id);
    expect(details!.history.map((entry) => entry.action)).toEqual(expect.arrayContaining(["replaced", "sent", "created"]));
    // Neither a replaced nor a draft proposal is revised.
    await expect(reviseProposal(db, id, owner, TODAY)).rejects.toThrow();
    const draft = await draftProposal(db, owner, leadId);
    await expect(reviseProposal(db, draft.id, owner, TODAY)).rejects.toThrow(
      "Only a sent, viewed, declined or expired proposal can be revised.",
    );
  });
});

describe("the demo seed", () => {
  it("has a proposal in each status, a replaced one with its revision sent and an accepted one with its project and deposit invoice", async () => {
    await seedSampleData(db, { leads: 40, invoices: 2 });
    const rows = await db.select().from(proposals).orderBy(proposals.proposalNumber, proposals.version);
    expect(new Set(rows.map((proposal) => proposal.status))).toEqual(
      new Set(["draft", "sent", "viewed", "declined", "expired", "replaced", "accepted"]),
    );
    const replaced = rows.find((proposal) => proposal.status === "replaced")!;
    const revision = rows.find((proposal) => proposal.previousId === replaced.id)!;
    expect(revision).toMatchObject({ status: "sent", version: 2, proposalNumber: replaced.proposalNumber });

    // Accepted through the acceptance step: the evidence, the won lead, the project at the accepted
    // total and the sent deposit invoice for the deposit.
    const accepted = rows.filter((proposal) => proposal.status === "accepted");
    expect(accepted).toHaveLength(1);
    const [proposal] = accepted;
    expect(proposal!.acceptedHash).toMatch(/^[0-9a-f]{64}$/);
    const snapshot = proposal!.acceptedSnapshot!;
    expect(snapshot.lines.map((line) => line.description)).toEqual(
      expect.arrayContaining(["Growth care (updates, SEO report, 4 h of changes)", "Product photography day"]),
    );
    expect(snapshot.lines.map((line) => line.description)).not.toContain("Essential care (monthly updates)");
    expect(proposal!.totalAmount).toBe(snapshot.total);
    const [lead] = await db.select().from(leads).where(eq(leads.id, proposal!.leadId!));
    expect(lead).toMatchObject({ status: "won", clientId: proposal!.clientId });
    expect(proposal!.acceptedName).toBe(lead!.name);
    const [project] = await db.select().from(projects).where(eq(projects.id, proposal!.projectId!));
    expect(project).toMatchObject({ leadId: lead!.id, clientId: proposal!.clientId, fixedPrice: snapshot.total });
    const [deposit] = await db.select().from(invoices).where(eq(invoices.id, proposal!.depositInvoiceId!));
    expect(deposit).toMatchObject({ status: "sent", projectId: project!.id, totalAmount: snapshot.depositAmount });
    expect(deposit!.clientLinkHash).not.toBeNull();

    // Every proposal's mail, and the deposit invoice's, counts as mailed: nothing waits to go to the sample addresses.
    const queued = await db
      .select()
      .from(mailOutbox)
      .where(and(sql`(${mailOutbox.proposalId} is not null or ${mailOutbox.invoiceId} = ${deposit!.id})`, eq(mailOutbox.status, "queued")));
    expect(queued).toHaveLength(0);
    const depositMail = await db.select().from(mailOutbox).where(eq(mailOutbox.invoiceId, deposit!.id));
    expect(depositMail).toHaveLength(1);
  });
});
