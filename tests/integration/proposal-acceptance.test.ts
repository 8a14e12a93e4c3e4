import { createHash } from "node:crypto";

import { and, eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { POST as acceptRoute } from "@/app/proposal/[token]/accept/route";
import { POST as declineRoute } from "@/app/proposal/[token]/decline/route";
import { activityLog, clients, invoiceItems, invoices, leads, mailOutbox, projects, proposals } from "@/db/schema";
import {
  acceptProposal,
  canonicalJson,
  declineProposal,
  DecisionRefused,
  type AcceptanceInput,
  type DecisionContext,
} from "@/lib/proposals/acceptance";
import { clientProposalView, findProposalByToken, recordProposalView } from "@/lib/proposals/client-page";
import {
  NAME_REQUIRED,
  PROPOSAL_DECLINED,
  PROPOSAL_EXPIRED,
  PROPOSAL_NOT_FOUND,
  PROPOSAL_NOT_SENT,
  PROPOSAL_REPLACED,
  TERMS_REQUIRED,
  TOTAL_CHANGED,
} from "@/lib/proposals/decision";
import { newProposalToken } from "@/lib/proposals/links";
import { OPTION_NOT_OFFERED, PACKAGE_NOT_OFFERED, PACKAGE_REQUIRED } from "@/lib/proposals/rules";

import { clientIdFor } from "../support/clients";
import { closeAppDatabase, testDb } from "../support/database";
import { linkSecret } from "../support/invoices";
import { insertProposal, insertProposalLead } from "../support/proposal-fixtures";

const db = testDb();
afterAll(closeAppDatabase);

const context = (): DecisionContext => ({
  today: "2026-03-10",
  timeZone: "America/Denver",
  ip: "203.0.113.7",
  userAgent: "Mozilla/5.0 (Vitest)",
  linkSecret: linkSecret(),
  agencyInbox: "hello@summit.test",
});

type Fixture = Awaited<ReturnType<typeof insertProposal>>;

/** Starter with Photography: 2,000 + 500 + 1,000 + 300 = 3,800 + 10 % = 4,180.00; deposit 2,090.00. */
const starterWithPhotos = (fixture: Fixture, changes: Partial<AcceptanceInput> = {}): AcceptanceInput => ({
  packageId: fixture.lineId("Starter"),
  optionalIds: [fixture.lineId("Photography")],
  name: "  Maya   Torres ",
  agreed: true,
  shownTotalCents: 418_000,
  ...changes,
});

const counts = async () => ({
  projects: await db.$count(projects),
  invoices: await db.$count(invoices),
  mail: await db.$count(mailOutbox),
  clients: await db.$count(clients),
  activity: await db.$count(activityLog),
});
const proposalRow = async (id: string) => (await db.select().from(proposals).where(eq(proposals.id, id)))[0]!;

describe("accepting a proposal", () => {
  let lead: Awaited<ReturnType<typeof insertProposalLead>>;
  let fixture: Fixture;
  beforeEach(async () => {
    lead = await insertProposalLead(db);
    fixture = await insertProposal(db, { leadId: lead.id });
  });

  it("stores the evidence and makes one project, one deposit invoice, the won lead, its client and the three mails", async () => {
    const result = await acceptProposal(db, fixture.token, starterWithPhotos(fixture), context());
    expect(result.already).toBe(false);

    const proposal = await proposalRow(fixture.id);
    expect(proposal).toMatchObject({
      status: "accepted",
      acceptedName: "Maya Torres",
      acceptedIp: "203.0.113.7",
      acceptedUserAgent: "Mozilla/5.0 (Vitest)",
      subtotal: "3800.00",
      taxAmount: "380.00",
      totalAmount: "4180.00",
      projectId: result.projectId,
      depositInvoiceId: result.depositInvoiceId,
    });
    expect(proposal.decidedAt).toBeInstanceOf(Date);
    const snapshot = proposal.acceptedSnapshot!;
    expect(snapshot.lines.map((line) => `${line.kind}:${line.description}:${line.totalPrice}`)).toEqual([
      "included:Design:2000.00",
      "included:Launch:500.00",
      "package:Starter:1000.00",
      "optional:Photography:300.00",
    ]);
    expect(snapshot).toMatchObject({
      number: "PRO-2026-0001",
      version: 1,
      total: "4180.00",
      depositPercent: "50.00",
      depositAmount: "2090.00",
    });
    expect(proposal.acceptedHash).toBe(createHash("sha256").update(canonicalJson(snapshot)).digest("hex"));

    const [wonLead] = await db.select().from(leads).where(eq(leads.id, lead.id));
    const [client] = await db.select().from(clients);
    expect(wonLead).toMatchObject({ status: "won", clientId: client!.id });
    expect(client).toMatchObject({ displayName: "Aspen Brew Co", billingEmail: "maya@aspenbrew.example" });
    expect(proposal.clientId).toBe(client!.id);

    const allProjects = await db.select().from(projects);
    expect(allProjects).toHaveLength(1);
    expect(allProjects[0]).toMatchObject({
      id: result.projectId,
      title: "Web Development for Aspen Brew Co",
      leadId: lead.id,
      clientId: client!.id,
      fixedPrice: "4180.00",
      status: "planning",
      services: ["Scope", "Care plan"],
      deliverables: ["Design", "Launch", "Starter", "Photography"],
    });
    expect(allProjects[0]!.notes).toContain("Created from proposal PRO-2026-0001, accepted by Maya Torres");

    const allInvoices = await db.select().from(invoices);
    expect(allInvoices).toHaveLength(1);
    expect(allInvoices[0]).toMatchObject({
      id: result.depositInvoiceId,
      status: "sent",
      clientId: client!.id,
      projectId: result.projectId,
      totalAmount: "2090.00",
      taxAmount: "0.00",
      issueDate: "2026-03-10",
      dueDate: "2026-03-24",
    });
    expect(allInvoices[0]!.clientLinkSealed).not.toBeNull();
    const [line] = await db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, result.depositInvoiceId!));
    expect(line).toMatchObject({ description: "Deposit (50%) for PRO-2026-0001", quantity: "1.00", unitPrice: "2090.00" });

    const mail = await db.select().from(mailOutbox).orderBy(mailOutbox.kind);
    expect(mail.map((row) => [row.kind, row.toAddress, row.attachment])).toEqual([
      ["invoice_email", "maya@aspenbrew.example", "invoice_pdf"],
      ["proposal_accepted", "maya@aspenbrew.example", "proposal_pdf"],
      ["proposal_accepted_notice", "hello@summit.test", "proposal_pdf"],
    ]);
    expect(mail[0]!.invoiceId).toBe(result.depositInvoiceId);
    expect(mail[1]!.proposalId).toBe(fixture.id);
    expect(mail[1]!.textBody).toContain("The deposit invoice INV-2026-0001 for $2,090.00 (50%) follows in a separate email.");
    expect(mail[2]!.subject).toBe("Proposal PRO-2026-0001 accepted by Maya Torres");

    const actions = await db.select({ type: activityLog.entityType, action: activityLog.action }).from(activityLog);
    expect(actions).toEqual(
      expect.arrayContaining([
        { type: "proposal", action: "accepted" },
        { type: "lead", action: "status_changed" },
        { type: "project", action: "created" },
        { type: "client", action: "created" },
        { type: "invoice", action: "created" },
        { type: "invoice", action: "sent" },
      ]),
    );
    const [accepted] = await db.select().from(activityLog).where(eq(activityLog.action, "accepted"));
    expect(accepted!.metadata).toMatchObject({ lead_id: lead.id, project_id: result.projectId });
  });

  it("answers a replayed acceptance with what the first made, and makes nothing more", async () => {
    const first = await acceptProposal(db, fixture.token, starterWithPhotos(fixture), context());
    const before = await counts();
    const again = await acceptProposal(
      db,
      fixture.token,
      starterWithPhotos(fixture, { name: "Someone Else", shownTotalCents: 1 }),
      context(),
    );
    expect(again).toEqual({ ...first, already: true });
    expect(await counts()).toEqual(before);
    expect((await proposalRow(fixture.id)).acceptedName).toBe("Maya Torres");
  });

  it("makes one project, one deposit invoice and one set of mails from five acceptances at once", async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => acceptProposal(db, fixture.token, starterWithPhotos(fixture), context())),
    );
    expect(results.filter((result) => !result.already)).toHaveLength(1);
    expect(new Set(results.map((result) => result.projectId)).size).toBe(1);
    expect(new Set(results.map((result) => result.depositInvoiceId)).size).toBe(1);
    expect(await db.$count(projects)).toBe(1);
    expect(await db.$count(invoices)).toBe(1);
    expect(await db.$count(clients)).toBe(1);
    expect(await db.$count(mailOutbox)).toBe(3);
    expect(await db.$count(activityLog, eq(activityLog.action, "accepted"))).toBe(1);
  });

  it("links the proposal's own client instead of making one, and makes no invoice for a 0 % deposit", async () => {
    const clientId = await clientIdFor(db, "accounts@aspenbrew.example", "Aspen Brew Holdings");
    const own = await insertProposal(db, { clientId, proposalNumber: "PRO-2026-0002", depositPercent: "0" });
    const result = await acceptProposal(db, own.token, starterWithPhotos(own), context());
    expect(result.depositInvoiceId).toBeNull();
    expect(await db.$count(clients)).toBe(1);
    expect(await db.$count(invoices)).toBe(0);
    const [project] = await db.select().from(projects);
    expect(project).toMatchObject({ clientId, clientName: "Aspen Brew Holdings", leadId: null, fixedPrice: "4180.00" });
    const mail = await db.select().from(mailOutbox).orderBy(mailOutbox.kind);
    expect(mail.map((row) => row.kind)).toEqual(["proposal_accepted", "proposal_accepted_notice"]);
    expect(mail[0]!.textBody).toContain("No deposit is due before we start.");
  });

  it("links the client the lead already became, whatever its email", async () => {
    const clientId = await clientIdFor(db, "office@aspenbrew.example", "Aspen Brew Co");
    await db.update(leads).set({ clientId }).where(eq(leads.id, lead.id));
    await acceptProposal(db, fixture.token, starterWithPhotos(fixture), context());
    expect(await db.$count(clients)).toBe(1);
    expect((await proposalRow(fixture.id)).clientId).toBe(clientId);
    const [invoice] = await db.select().from(invoices);
    expect(invoice).toMatchObject({ clientId, clientEmail: "office@aspenbrew.example" });
  });

  it("links the client that already has the lead's email", async () => {
    const clientId = await clientIdFor(db, "maya@aspenbrew.example", "Aspen Brew Co");
    await acceptProposal(db, fixture.token, starterWithPhotos(fixture), context());
    expect(await db.$count(clients)).toBe(1);
    const [wonLead] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(wonLead).toMatchObject({ status: "won", clientId });
  });
});

describe("refusing an acceptance", () => {
  const refusals: {
    name: string;
    setup: () => Promise<{ token: string; input: (fixture: Fixture) => AcceptanceInput; fixture: Fixture }>;
    message: string;
    status: number;
  }[] = [
    {
      name: "a proposal past its valid-until day",
      setup: async () => {
        const fixture = await insertProposal(db, { validUntil: "2026-03-09" });
        return { token: fixture.token, fixture, input: (f) => starterWithPhotos(f) };
      },
      message: PROPOSAL_EXPIRED,
      status: 409,
    },
    {
      name: "a proposal already marked expired",
      setup: async () => {
        const fixture = await insertProposal(db, { status: "expired" });
        return { token: fixture.token, fixture, input: (f) => starterWithPhotos(f) };
      },
      message: PROPOSAL_EXPIRED,
      status: 409,
    },
    {
      name: "a declined proposal",
      setup: async () => {
        const fixture = await insertProposal(db, { status: "declined" });
        return { token: fixture.token, fixture, input: (f) => starterWithPhotos(f) };
      },
      message: PROPOSAL_DECLINED,
      status: 409,
    },
    {
      name: "a draft",
      setup: async () => {
        const fixture = await insertProposal(db, { status: "draft" });
        return { token: fixture.token, fixture, input: (f) => starterWithPhotos(f) };
      },
      message: PROPOSAL_NOT_SENT,
      status: 409,
    },
    {
      name: "a replaced proposal",
      setup: async () => {
        const fixture = await insertProposal(db, { status: "replaced" });
        return { token: fixture.token, fixture, input: (f) => starterWithPhotos(f) };
      },
      message: PROPOSAL_REPLACED,
      status: 409,
    },
    {
      name: "an unknown token",
      setup: async () => {
        const fixture = await insertProposal(db);
        return { token: newProposalToken(), fixture, input: (f) => starterWithPhotos(f) };
      },
      message: PROPOSAL_NOT_FOUND,
      status: 404,
    },
    {
      name: "a malformed token",
      setup: async () => {
        const fixture = await insertProposal(db);
        return { token: "not-a-token", fixture, input: (f) => starterWithPhotos(f) };
      },
      message: PROPOSAL_NOT_FOUND,
      status: 404,
    },
    {
      name: "a revoked link",
      setup: async () => {
        const fixture = await insertProposal(db);
        await db.update(proposals).set({ clientLinkHash: null, clientLinkSealed: null }).where(eq(proposals.id, fixture.id));
        return { token: fixture.token, fixture, input: (f) => starterWithPhotos(f) };
      },
      message: PROPOSAL_NOT_FOUND,
      status: 404,
    },
    {
      name: "a package outside the group (an included line)",
      setup: async () => {
        const fixture = await insertProposal(db);
        return { token: fixture.token, fixture, input: (f) => starterWithPhotos(f, { packageId: f.lineId("Design") }) };
      },
      message: PACKAGE_NOT_OFFERED,
      status: 400,
    },
    {
      name: "no package chosen",
      setup: async () => {
        const fixture = await insertProposal(db);
        return { token: fixture.token, fixture, input: (f) => starterWithPhotos(f, { packageId: null }) };
      },
      message: PACKAGE_REQUIRED,
      status: 400,
    },
    {
      name: "an unknown option",
      setup: async () => {
        const fixture = await insertProposal(db);
        return { token: fixture.token, fixture, input: (f) => starterWithPhotos(f, { optionalIds: [f.lineId("Starter")] }) };
      },
      message: OPTION_NOT_OFFERED,
      status: 400,
    },
    {
      name: "a tampered total",
      setup: async () => {
        const fixture = await insertProposal(db);
        return { token: fixture.token, fixture, input: (f) => starterWithPhotos(f, { shownTotalCents: 100 }) };
      },
      message: TOTAL_CHANGED,
      status: 409,
    },
    {
      name: "a name of spaces only",
      setup: async () => {
        const fixture = await insertProposal(db);
        return { token: fixture.token, fixture, input: (f) => starterWithPhotos(f, { name: "   " }) };
      },
      message: NAME_REQUIRED,
      status: 400,
    },
    {
      name: "the terms box unticked",
      setup: async () => {
        const fixture = await insertProposal(db);
        return { token: fixture.token, fixture, input: (f) => starterWithPhotos(f, { agreed: false }) };
      },
      message: TERMS_REQUIRED,
      status: 400,
    },
  ];

  for (const { name, setup, message, status } of refusals) {
    it(`refuses ${name} with its message and writes nothing`, async () => {
      const { token, fixture, input } = await setup();
      const before = await proposalRow(fixture.id);
      const counted = await counts();
      const refusal = await acceptProposal(db, token, input(fixture), context()).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(DecisionRefused);
      expect(refusal).toMatchObject({ message, status });
      expect(await counts()).toEqual(counted);
      expect(await proposalRow(fixture.id)).toEqual(before);
    });
  }
});

describe("declining a proposal", () => {
  it("records the reason and the time, tells the agency, and refuses an acceptance afterwards", async () => {
    const lead = await insertProposalLead(db);
    const fixture = await insertProposal(db, { leadId: lead.id });
    const result = await declineProposal(db, fixture.token, { reason: "  We went with an in-house team. " }, context());
    expect(result.already).toBe(false);
    const proposal = await proposalRow(fixture.id);
    expect(proposal).toMatchObject({ status: "declined", declineReason: "We went with an in-house team." });
    expect(proposal.decidedAt).toBeInstanceOf(Date);
    const mail = await db.select().from(mailOutbox);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: "proposal_declined_notice", toAddress: "hello@summit.test", proposalId: fixture.id });
    expect(mail[0]!.textBody).toContain("We went with an in-house team.");
    const [entry] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, fixture.id), eq(activityLog.action, "declined")));
    expect(entry!.metadata).toMatchObject({ lead_id: lead.id });

    expect(await declineProposal(db, fixture.token, { reason: "" }, context())).toEqual({ proposalId: fixture.id, already: true });
    expect(await db.$count(mailOutbox)).toBe(1);
    await expect(acceptProposal(db, fixture.token, starterWithPhotos(fixture), context())).rejects.toThrow(PROPOSAL_DECLINED);
    expect(await db.$count(projects)).toBe(0);
  });

  it("stores no reason when none is given, and refuses an expired or accepted proposal", async () => {
    const fixture = await insertProposal(db);
    await declineProposal(db, fixture.token, { reason: "" }, context());
    expect((await proposalRow(fixture.id)).declineReason).toBeNull();

    const expired = await insertProposal(db, { proposalNumber: "PRO-2026-0002", validUntil: "2026-03-01" });
    await expect(declineProposal(db, expired.token, { reason: "" }, context())).rejects.toThrow(PROPOSAL_EXPIRED);
    const accepted = await insertProposal(db, { proposalNumber: "PRO-2026-0003" });
    await acceptProposal(db, accepted.token, starterWithPhotos(accepted), context());
    await expect(declineProposal(db, accepted.token, { reason: "" }, context())).rejects.toThrow("already accepted");
  });
});

describe("the client page's reads", () => {
  it("finds a proposal by its token only, records the first view once, and links a replaced proposal to the newest sent revision", async () => {
    const lead = await insertProposalLead(db);
    const first = await insertProposal(db, { leadId: lead.id, status: "replaced" });
    const second = await insertProposal(db, { leadId: lead.id, version: 2 });
    await insertProposal(db, { leadId: lead.id, version: 3, status: "draft", withLink: false });

    expect(await findProposalByToken(db, newProposalToken())).toBeNull();
    expect(await findProposalByToken(db, "x")).toBeNull();
    const found = await findProposalByToken(db, first.token);
    expect(found).toMatchObject({ id: first.id, status: "replaced" });
    expect(found).not.toHaveProperty("clientLinkHash");
    const view = await clientProposalView(db, found!, { today: "2026-03-10", linkSecret: linkSecret() });
    expect(view).toMatchObject({ state: "replaced", replacementPath: `/proposal/${second.token}`, label: "PRO-2026-0001" });

    expect(await recordProposalView(db, second.id)).toBe(true);
    expect(await recordProposalView(db, second.id)).toBe(false);
    expect(await proposalRow(second.id)).toMatchObject({ status: "viewed" });
    expect(await db.$count(activityLog, and(eq(activityLog.entityId, second.id), eq(activityLog.action, "viewed")))).toBe(1);
  });

  it("shows a sent proposal as expired once the agency's date is past its valid-until day, and the accepted one's deposit invoice link", async () => {
    const fixture = await insertProposal(db, { validUntil: "2026-03-10" });
    const found = (await findProposalByToken(db, fixture.token))!;
    expect((await clientProposalView(db, found, { today: "2026-03-10", linkSecret: linkSecret() })).state).toBe("open");
    expect((await clientProposalView(db, found, { today: "2026-03-11", linkSecret: linkSecret() })).state).toBe("expired");

    await acceptProposal(db, fixture.token, starterWithPhotos(fixture), context());
    const accepted = (await findProposalByToken(db, fixture.token))!;
    const view = await clientProposalView(db, accepted, { today: "2026-03-11", linkSecret: linkSecret() });
    expect(view.state).toBe("accepted");
    expect(view.depositInvoiceNumber).toBe("INV-2026-0001");
    expect(view.depositInvoicePath).toMatch(/^\/invoice\/[A-Za-z0-9_-]{43}$/);
  });
});

describe("the accept and decline endpoints", () => {
  const request = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    new Request(`http://localhost${path}`, {
      method: "POST",
      headers: {
        host: "localhost",
        "content-type": "application/json",
        "x-forwarded-for": "198.51.100.4",
        "user-agent": "Endpoint test",
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const params = (token: string) => ({ params: Promise.resolve({ token }) });

  it("accepts with the client's address and browser as evidence, and answers a repeat the same way", async () => {
    const fixture = await insertProposal(db, { validUntil: "2099-12-31" });
    const input = starterWithPhotos(fixture);
    const response = await acceptRoute(request(`/proposal/${fixture.token}/accept`, input), params(fixture.token));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, already: false });
    expect(await proposalRow(fixture.id)).toMatchObject({
      status: "accepted",
      acceptedIp: "198.51.100.4",
      acceptedUserAgent: "Endpoint test",
    });
    const again = await acceptRoute(request(`/proposal/${fixture.token}/accept`, input), params(fixture.token));
    expect(await again.json()).toEqual({ ok: true, already: true });
    expect(await db.$count(projects)).toBe(1);
  });

  it("answers bad input with 400, 403, 404, 409 or 415 and a readable message, storing nothing", async () => {
    const fixture = await insertProposal(db, { validUntil: "2099-12-31" });
    const path = `/proposal/${fixture.token}/accept`;
    const answers = [
      await acceptRoute(request(path, starterWithPhotos(fixture), { "content-type": "text/plain" }), params(fixture.token)),
      await acceptRoute(request(path, starterWithPhotos(fixture), { origin: "https://evil.example" }), params(fixture.token)),
      await acceptRoute(request(path, "{not json"), params(fixture.token)),
      await acceptRoute(request(path, { name: 5 }), params(fixture.token)),
      await acceptRoute(request(path, starterWithPhotos(fixture, { name: " " })), params(fixture.token)),
      await acceptRoute(request(path, starterWithPhotos(fixture, { shownTotalCents: 5 })), params(fixture.token)),
      await acceptRoute(request(`/proposal/x/accept`, starterWithPhotos(fixture)), params("x")),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([415, 403, 400, 400, 400, 409, 404]);
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as { error: string }[];
    expect(bodies[4]!.error).toBe(NAME_REQUIRED);
    expect(bodies[5]!.error).toBe(TOTAL_CHANGED);
    expect(bodies[6]!.error).toBe(PROPOSAL_NOT_FOUND);
    expect(await proposalRow(fixture.id)).toMatchObject({ status: "sent", acceptedName: null });
    expect(await db.$count(projects)).toBe(0);
  });

  it("declines through the endpoint, and limits the decisions per client address", async () => {
    const fixture = await insertProposal(db, { validUntil: "2099-12-31" });
    const response = await declineRoute(request(`/proposal/${fixture.token}/decline`, { reason: "Too expensive" }), params(fixture.token));
    expect(response.status).toBe(200);
    expect(await proposalRow(fixture.id)).toMatchObject({ status: "declined", declineReason: "Too expensive" });

    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const answer = await declineRoute(
        request(`/proposal/${fixture.token}/decline`, {}, { "x-forwarded-for": "192.0.2.99" }),
        params(fixture.token),
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
