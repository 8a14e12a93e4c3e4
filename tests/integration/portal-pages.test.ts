import { and, eq } from "drizzle-orm";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import PortalInvoicePage from "@/app/portal/(signed-in)/invoices/[id]/page";
import { POST as payInvoice } from "@/app/portal/(signed-in)/invoices/[id]/pay/route";
import { GET as invoicePdf } from "@/app/portal/(signed-in)/invoices/[id]/pdf/route";
import PortalInvoicesPage from "@/app/portal/(signed-in)/invoices/page";
import PortalOverviewPage from "@/app/portal/(signed-in)/overview/page";
import PortalReceiptPage from "@/app/portal/(signed-in)/payments/[id]/page";
import PortalPaymentsPage from "@/app/portal/(signed-in)/payments/page";
import PortalProjectPage from "@/app/portal/(signed-in)/projects/[id]/page";
import PortalProjectsPage from "@/app/portal/(signed-in)/projects/page";
import { POST as acceptRoute } from "@/app/portal/(signed-in)/proposals/[id]/accept/route";
import { POST as declineRoute } from "@/app/portal/(signed-in)/proposals/[id]/decline/route";
import PortalProposalPage from "@/app/portal/(signed-in)/proposals/[id]/page";
import { GET as proposalPdf } from "@/app/portal/(signed-in)/proposals/[id]/pdf/route";
import PortalProposalsPage from "@/app/portal/(signed-in)/proposals/page";
import PortalStatementPage from "@/app/portal/(signed-in)/statement/page";
import { GET as statementPdf } from "@/app/portal/(signed-in)/statement/pdf/route";
import { activityLog, checkoutSessions, clientContacts, clients, invoicePayments, projects, projectUpdates, proposals } from "@/db/schema";
import { addDays } from "@/lib/dates";
import { agencyToday } from "@/lib/dates/agency";
import { listPortalInvoices } from "@/lib/portal/invoices";
import { listPortalPayments } from "@/lib/portal/payments";
import { listPortalProjects } from "@/lib/portal/projects";
import { listPortalProposals } from "@/lib/portal/proposals";
import { parsePortalStatementRange } from "@/lib/portal/statement";
import { PORTAL_COOKIE } from "@/lib/portal/tokens";
import { PROPOSAL_NOT_FOUND } from "@/lib/proposals/decision";

import { insertClient, insertClientInvoice } from "../support/clients";
import { closeAppDatabase, testDb } from "../support/database";
import { portalSessionFor } from "../support/portal";
import { insertProposal } from "../support/proposal-fixtures";
import { insertProposalRow } from "../support/proposal-rows";
import { FakeRequestContext, requestContext } from "../support/request-context";

// The open proposal's Accept form refreshes through the App Router, which only a running Next.js mounts.
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  useRouter: () => ({ refresh: () => undefined }),
}));

/*
 * The client portal's pages and routes, scoped to the signed-in contact's client: two clients with
 * the same kinds of records, signed in as a contact of the first; nothing of the second, no draft,
 * no replaced revision and no internal note ever shows, and every way in by another id is the 404.
 */

const db = testDb();
const SITE = "https://summit.example";
const TOUCHED = ["SITE_URL", "TEST_PAYMENTS", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "PUBLIC_FORM_LIMIT", "TRUST_PROXY"] as const;
const saved = Object.fromEntries(TOUCHED.map((name) => [name, process.env[name]]));
afterEach(() => {
  for (const name of TOUCHED) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});
afterAll(closeAppDatabase);

/** Words that only internal fields hold: none may reach a rendered portal page. */
const INTERNAL = ["CLIENT-NOTE-INTERNAL", "PROJECT-NOTE-INTERNAL", "HIDDEN-UPDATE-INTERNAL", "PAYMENT-NOTE-INTERNAL", "175.50", "42.00"];

type World = Awaited<ReturnType<typeof makeClient>>;

/** One client with a contact, a project (with a shared and a hidden update), proposals, invoices and a payment. */
async function makeClient(name: string, slug: string, today: string) {
  const clientId = await insertClient(db, { displayName: name, contacts: [{ name: `${name} Contact`, email: `${slug}@example.com` }] });
  await db.update(clients).set({ notes: "CLIENT-NOTE-INTERNAL" }).where(eq(clients.id, clientId));
  const [contact] = await db.select({ id: clientContacts.id }).from(clientContacts).where(eq(clientContacts.clientId, clientId));
  const [project] = await db
    .insert(projects)
    .values({
      clientId,
      title: `${name} website`,
      clientName: name,
      clientEmail: `${slug}@example.com`,
      status: "in_progress",
      progressPercentage: 40,
      startDate: "2026-01-05",
      endDate: "2026-06-30",
      deliverables: [`${name} home page`, "Online ordering"],
      notes: "PROJECT-NOTE-INTERNAL",
      hourlyRate: "175.50",
      estimatedHours: "42.00",
    })
    .returning({ id: projects.id });
  await db.insert(projectUpdates).values([
    { projectId: project!.id, body: `${name} design approved`, clientVisible: true, createdAt: new Date("2026-02-01T10:00:00Z") },
    { projectId: project!.id, body: "HIDDEN-UPDATE-INTERNAL", clientVisible: false },
  ]);
  const openProposal = await insertProposal(db, {
    clientId,
    proposalNumber: `PRO-${slug}-1`,
    validUntil: addDays(today, 60),
    recipientEmail: `${slug}@example.com`,
  });
  const draftProposal = await insertProposalRow(db, { number: `PRO-${slug}-2`, title: `${name} draft proposal`, clientId });
  const replacedProposal = await insertProposalRow(db, {
    number: `PRO-${slug}-3`,
    title: `${name} replaced proposal`,
    clientId,
    status: "replaced",
  });
  const sentInvoice = await insertClientInvoice(db, clientId, {
    number: `INV-${slug}-1`,
    issueDate: addDays(today, -10),
    total: "500.00",
    payments: [{ amount: "200.00", paidOn: addDays(today, -5), method: "Check" }],
  });
  await db.update(invoicePayments).set({ note: "PAYMENT-NOTE-INTERNAL" }).where(eq(invoicePayments.invoiceId, sentInvoice));
  const [payment] = await db.select({ id: invoicePayments.id }).from(invoicePayments).where(eq(invoicePayments.invoiceId, sentInvoice));
  const draftInvoice = await insertClientInvoice(db, clientId, {
    number: `INV-${slug}-2`,
    issueDate: today,
    total: "900.00",
    status: "draft",
  });
  return {
    clientId,
    contactId: contact!.id,
    projectId: project!.id,
    openProposal,
    draftProposal,
    replacedProposal,
    sentInvoice,
    draftInvoice,
    paymentId: payment!.id,
  };
}

let today: string;
let mine: World;
let theirs: World;
let cookie: Awaited<ReturnType<typeof portalSessionFor>>;

beforeEach(async () => {
  today = agencyToday();
  mine = await makeClient("Aspen Brew", "aspen", today);
  theirs = await makeClient("Birch Bakery", "birch", today);
  cookie = await portalSessionFor(db, mine.contactId);
  // The pages read the cookie through next/headers (mocked by tests/support/integration-setup.ts).
  requestContext.current = new FakeRequestContext();
  requestContext.current.cookieStore.set(PORTAL_COOKIE, cookie.cookie.value);
  process.env.SITE_URL = SITE;
});

const params = (id: string) => ({ params: Promise.resolve({ id }) });
const html = async (page: Promise<ReactElement>) => renderToStaticMarkup(await page);
const digestOf = (error: unknown) => String((error as { digest?: unknown }).digest ?? "");

/** What rendering the page came to: its HTML, or the 404 page, or a redirect's address. */
async function outcome(page: () => Promise<ReactElement>): Promise<string> {
  try {
    return renderToStaticMarkup(await page());
  } catch (error) {
    const digest = digestOf(error);
    if (digest.includes("404")) return "404";
    if (digest.startsWith("NEXT_REDIRECT")) return `redirect ${digest.split(";")[2]}`;
    throw error;
  }
}

const request = (path: string, init: RequestInit & { session?: string | null } = {}) => {
  const { session = cookie.header, headers, ...rest } = init;
  return new Request(`${SITE}${path}`, { ...rest, headers: { ...(session ? { cookie: session } : {}), ...(headers as object) } });
};

const postJson = (path: string, body: unknown, session: string | null = cookie.header, headers: Record<string, string> = {}) =>
  request(path, {
    method: "POST",
    session,
    headers: { "content-type": "application/json", origin: SITE, ...headers },
    body: JSON.stringify(body),
  });

const postForm = (path: string, session: string | null = cookie.header, origin = SITE) =>
  request(path, { method: "POST", session, headers: { "content-type": "application/x-www-form-urlencoded", origin } });

const acceptance = (fixture: World["openProposal"]) => ({
  packageId: fixture.lineId("Growth"),
  optionalIds: [],
  name: "Aspen Brew Contact",
  agreed: true,
});

describe("scoping: another client's ids, drafts and malformed ids", () => {
  it("answers the 404 page on every detail page for them", async () => {
    const foreign = [
      ["project", () => PortalProjectPage(params(theirs.projectId))],
      ["proposal", () => PortalProposalPage(params(theirs.openProposal.id))],
      ["invoice", () => PortalInvoicePage(params(theirs.sentInvoice))],
      ["payment", () => PortalReceiptPage(params(theirs.paymentId))],
      ["own draft proposal", () => PortalProposalPage(params(mine.draftProposal))],
      ["own replaced proposal", () => PortalProposalPage(params(mine.replacedProposal))],
      ["own draft invoice", () => PortalInvoicePage(params(mine.draftInvoice))],
      ["malformed project", () => PortalProjectPage(params("1 or 1=1"))],
      ["malformed proposal", () => PortalProposalPage(params("not-an-id"))],
      ["malformed invoice", () => PortalInvoicePage(params("../invoices"))],
      ["malformed payment", () => PortalReceiptPage(params("123"))],
    ] as const;
    for (const [name, page] of foreign) expect([name, await outcome(page)]).toEqual([name, "404"]);
    // The same pages open for the viewer's own ids.
    for (const page of [
      () => PortalProjectPage(params(mine.projectId)),
      () => PortalProposalPage(params(mine.openProposal.id)),
      () => PortalInvoicePage(params(mine.sentInvoice)),
      () => PortalReceiptPage(params(mine.paymentId)),
    ])
      expect(await outcome(page)).not.toBe("404");
  });

  it("leads a replaced revision to the newest one the client was sent, and not to a draft or another client's", async () => {
    const number = "PRO-revised-1";
    const first = await insertProposalRow(db, { number, clientId: mine.clientId, status: "replaced" });
    const second = await insertProposalRow(db, { number, version: 2, clientId: mine.clientId, status: "replaced" });
    const third = await insertProposalRow(db, { number, version: 3, clientId: mine.clientId, status: "sent" });
    await insertProposalRow(db, { number, version: 4, clientId: mine.clientId, status: "draft" });
    for (const old of [first, second]) {
      expect(await outcome(() => PortalProposalPage(params(old)))).toBe(`redirect /portal/proposals/${third}`);
    }
    // Their replaced revision is still the 404 page for this viewer, whatever followed it.
    const theirsReplaced = await insertProposalRow(db, { number: "PRO-theirs-9", clientId: theirs.clientId, status: "replaced" });
    await insertProposalRow(db, { number: "PRO-theirs-9", version: 2, clientId: theirs.clientId, status: "sent" });
    expect(await outcome(() => PortalProposalPage(params(theirsReplaced)))).toBe("404");
  });

  it("answers 404 on every PDF and decision route for them, and changes nothing", async () => {
    for (const id of [theirs.openProposal.id, mine.draftProposal, "not-an-id"]) {
      expect((await proposalPdf(request(`/portal/proposals/${id}/pdf`), params(id))).status).toBe(404);
      const accepted = await acceptRoute(postJson(`/portal/proposals/${id}/accept`, acceptance(theirs.openProposal)), params(id));
      expect(accepted.status).toBe(404);
      expect(await accepted.json()).toEqual({ error: PROPOSAL_NOT_FOUND });
      expect((await declineRoute(postJson(`/portal/proposals/${id}/decline`, { reason: "" }), params(id))).status).toBe(404);
    }
    for (const id of [theirs.sentInvoice, mine.draftInvoice, "not-an-id"]) {
      expect((await invoicePdf(request(`/portal/invoices/${id}/pdf`), params(id))).status).toBe(404);
    }
    const [theirProposal] = await db.select().from(proposals).where(eq(proposals.id, theirs.openProposal.id));
    expect(theirProposal!.status).toBe("sent");
  });

  it("gives the viewer's own PDFs", async () => {
    const proposalFile = await proposalPdf(request(`/portal/proposals/${mine.openProposal.id}/pdf`), params(mine.openProposal.id));
    expect(proposalFile.status).toBe(200);
    expect(proposalFile.headers.get("content-type")).toBe("application/pdf");
    const invoiceFile = await invoicePdf(request(`/portal/invoices/${mine.sentInvoice}/pdf`), params(mine.sentInvoice));
    expect(invoiceFile.status).toBe(200);
    expect(invoiceFile.headers.get("content-disposition")).toContain("INV-aspen-1.pdf");
  });

  it("sends pages to the sign-in without a session, and answers 401 on the routes", async () => {
    requestContext.current = new FakeRequestContext();
    expect(await outcome(() => PortalOverviewPage())).toBe("redirect /portal");
    expect(await outcome(() => PortalProjectPage(params(mine.projectId)))).toBe("redirect /portal");
    expect(await outcome(() => PortalStatementPage({ searchParams: Promise.resolve({}) }))).toBe("redirect /portal");
    const id = mine.openProposal.id;
    expect((await proposalPdf(request(`/portal/proposals/${id}/pdf`, { session: null }), params(id))).status).toBe(401);
    expect(
      (await invoicePdf(request(`/portal/invoices/${mine.sentInvoice}/pdf`, { session: null }), params(mine.sentInvoice))).status,
    ).toBe(401);
    expect((await acceptRoute(postJson(`/portal/proposals/${id}/accept`, acceptance(mine.openProposal), null), params(id))).status).toBe(
      401,
    );
    expect((await payInvoice(postForm(`/portal/invoices/${mine.sentInvoice}/pay`, null), params(mine.sentInvoice))).status).toBe(401);
    expect((await statementPdf(request("/portal/statement/pdf", { session: null }))).status).toBe(401);
    // A forged cookie is no session either.
    expect((await statementPdf(request("/portal/statement/pdf", { session: `${PORTAL_COOKIE}=Fe26.2**forged` }))).status).toBe(401);
  });
});

describe("the lists", () => {
  it("hold only the viewer's client's rows, never a draft or a replaced revision", async () => {
    expect((await listPortalProjects(db, mine.clientId)).map((row) => row.id)).toEqual([mine.projectId]);
    const listed = await listPortalProposals(db, mine.clientId, today);
    expect(listed.open.map((row) => row.id)).toEqual([mine.openProposal.id]);
    expect(listed.decided).toEqual([]);
    expect((await listPortalInvoices(db, mine.clientId)).map((row) => row.id)).toEqual([mine.sentInvoice]);
    expect((await listPortalPayments(db, mine.clientId)).map((row) => row.id)).toEqual([mine.paymentId]);

    const pages = [
      await html(PortalOverviewPage()),
      await html(PortalProjectsPage()),
      await html(PortalProposalsPage()),
      await html(PortalInvoicesPage()),
      await html(PortalPaymentsPage()),
    ].join("\n");
    expect(pages).toContain("Aspen Brew website");
    expect(pages).toContain("INV-aspen-1");
    for (const absent of ["Birch", "birch", "INV-aspen-2", "draft proposal", "replaced proposal"]) expect(pages).not.toContain(absent);
  });

  it("sums up the open balance and what is overdue on the overview", async () => {
    const page = await html(PortalOverviewPage());
    expect(page).toContain("$300.00");
    expect(page).toContain("is overdue on 1 invoice");
    expect(page).toContain('role="progressbar"');
  });
});

describe("internal fields", () => {
  it("never appear in any rendered portal page", async () => {
    const rendered = [
      await html(PortalOverviewPage()),
      await html(PortalProjectsPage()),
      await html(PortalProjectPage(params(mine.projectId))),
      await html(PortalProposalsPage()),
      await html(PortalProposalPage(params(mine.openProposal.id))),
      await html(PortalInvoicesPage()),
      await html(PortalInvoicePage(params(mine.sentInvoice))),
      await html(PortalPaymentsPage()),
      await html(PortalReceiptPage(params(mine.paymentId))),
      await html(PortalStatementPage({ searchParams: Promise.resolve({}) })),
    ];
    for (const page of rendered) for (const word of INTERNAL) expect(page).not.toContain(word);
    // What the agency shared does show: the visible update, the deliverables.
    expect(rendered[2]).toContain("Aspen Brew design approved");
    expect(rendered[2]).toContain("Aspen Brew home page");
  });
});

describe("deciding on a proposal from the portal", () => {
  it("records the acceptance once, with the contact as the actor", async () => {
    const id = mine.openProposal.id;
    const first = await acceptRoute(postJson(`/portal/proposals/${id}/accept`, acceptance(mine.openProposal)), params(id));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, already: false });
    const again = await acceptRoute(postJson(`/portal/proposals/${id}/accept`, acceptance(mine.openProposal)), params(id));
    expect(await again.json()).toEqual({ ok: true, already: true });

    const [row] = await db.select().from(proposals).where(eq(proposals.id, id));
    expect(row).toMatchObject({ status: "accepted", acceptedName: "Aspen Brew Contact", clientId: mine.clientId });
    expect(row!.acceptedHash).toMatch(/^[0-9a-f]{64}$/);
    const entries = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, id), eq(activityLog.action, "accepted")));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      performedBy: null,
      performedByContactId: mine.contactId,
      performedByContactName: "Aspen Brew Contact",
    });
    // The page now shows the accepted record, and links the deposit invoice inside the portal.
    const page = await html(PortalProposalPage(params(id)));
    expect(page).toContain("Proposal accepted");
    expect(page).toContain(`/portal/invoices/${row!.depositInvoiceId}`);
  });

  it("refuses a proposal of another client", async () => {
    const id = theirs.openProposal.id;
    const response = await acceptRoute(postJson(`/portal/proposals/${id}/accept`, acceptance(theirs.openProposal)), params(id));
    expect(response.status).toBe(404);
    expect(await db.$count(activityLog, eq(activityLog.entityId, id))).toBe(0);
  });

  it("records a decline with the contact as the actor", async () => {
    const id = mine.openProposal.id;
    const response = await declineRoute(postJson(`/portal/proposals/${id}/decline`, { reason: "Not this year" }), params(id));
    expect(response.status).toBe(200);
    const [entry] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, id), eq(activityLog.action, "declined")));
    expect(entry).toMatchObject({ performedByContactId: mine.contactId });
  });

  it("limits decisions per client address like the public forms, with a clear 429 that records nothing", async () => {
    process.env.PUBLIC_FORM_LIMIT = "2";
    process.env.TRUST_PROXY = "1";
    const id = mine.openProposal.id;
    const from = (address: string) => ({ "x-forwarded-for": address });
    const decline = (address: string) =>
      declineRoute(postJson(`/portal/proposals/${id}/decline`, { reason: "Not this year" }, cookie.header, from(address)), params(id));
    expect(await (await decline("198.51.100.7")).json()).toEqual({ ok: true, already: false });
    expect(await (await decline("198.51.100.7")).json()).toEqual({ ok: true, already: true });
    const limited = await decline("198.51.100.7");
    expect(limited.status).toBe(429);
    expect((await limited.json()).error).toMatch(/^Too many submissions from your network/);
    const accept = postJson(`/portal/proposals/${id}/accept`, acceptance(mine.openProposal), cookie.header, from("198.51.100.7"));
    expect((await acceptRoute(accept, params(id))).status).toBe(429);
    expect(await db.$count(activityLog, and(eq(activityLog.entityId, id), eq(activityLog.action, "declined")))).toBe(1);
    // Another address is counted apart.
    expect(await (await decline("198.51.100.8")).json()).toEqual({ ok: true, already: true });
  });

  it("refuses a decision posted from another site", async () => {
    const id = mine.openProposal.id;
    const crossSite = request(`/portal/proposals/${id}/accept`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify(acceptance(mine.openProposal)),
    });
    expect((await acceptRoute(crossSite, params(id))).status).toBe(403);
  });
});

describe("paying from the portal", () => {
  beforeEach(() => {
    process.env.TEST_PAYMENTS = "on";
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_WEBHOOK_SECRET;
  });

  it("refuses another client's invoice and a draft", async () => {
    for (const id of [theirs.sentInvoice, mine.draftInvoice, "not-an-id"]) {
      expect((await payInvoice(postForm(`/portal/invoices/${id}/pay`), params(id))).status).toBe(404);
    }
    expect(await db.$count(checkoutSessions)).toBe(0);
  });

  it("starts the checkout of what the invoice owes, coming back to the portal's invoice page", async () => {
    const response = await payInvoice(postForm(`/portal/invoices/${mine.sentInvoice}/pay`), params(mine.sentInvoice));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(new RegExp(`^${SITE}/test-checkout/cs_test_`));
    const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.invoiceId, mine.sentInvoice));
    expect(row).toMatchObject({
      amount: "300.00",
      successUrl: `${SITE}/portal/invoices/${mine.sentInvoice}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${SITE}/portal/invoices/${mine.sentInvoice}`,
    });
    // The contact's action is theirs in the audit trail.
    const [entry] = await db
      .select({ contact: activityLog.performedByContactId, admin: activityLog.performedBy })
      .from(activityLog)
      .where(and(eq(activityLog.entityId, mine.sentInvoice), eq(activityLog.action, "online_payment_started")));
    expect(entry).toEqual({ contact: mine.contactId, admin: null });
    // The portal's invoice page offers the button that posts here.
    expect(await html(PortalInvoicePage(params(mine.sentInvoice)))).toContain(`action="/portal/invoices/${mine.sentInvoice}/pay"`);
  });

  it("refuses a pay form posted from another site", async () => {
    const response = await payInvoice(
      postForm(`/portal/invoices/${mine.sentInvoice}/pay`, cookie.header, "https://evil.example"),
      params(mine.sentInvoice),
    );
    expect(response.status).toBe(403);
  });
});

describe("the statement", () => {
  it("defaults to the last 90 days and refuses bad ranges with a clear message", () => {
    expect(parsePortalStatementRange({}, "2026-11-27")).toEqual({ ok: true, range: { from: "2026-08-29", to: "2026-11-27" } });
    expect(parsePortalStatementRange({ from: "2026-02-01", to: "2026-01-01" }, "2026-11-27")).toEqual({
      ok: false,
      error: "From must be on or before To.",
    });
    expect(parsePortalStatementRange({ from: "2026-02-30" }, "2026-11-27")).toEqual({
      ok: false,
      error: "From must be a date written as YYYY-MM-DD.",
    });
    expect(parsePortalStatementRange({ from: ["2026-01-01", "x"], to: "" }, "2026-11-27")).toEqual({
      ok: true,
      range: { from: "2026-01-01", to: "2026-11-27" },
    });
  });

  it("shows the viewer's statement, says what is wrong with a bad range, and downloads it as a PDF", async () => {
    const page = await html(PortalStatementPage({ searchParams: Promise.resolve({}) }));
    expect(page).toContain("INV-aspen-1");
    expect(page).not.toContain("INV-birch-1");
    expect(page).not.toContain("INV-aspen-2");

    const refused = await html(PortalStatementPage({ searchParams: Promise.resolve({ from: "2026-05-01", to: "2026-04-01" }) }));
    expect(refused).toContain('role="alert"');
    expect(refused).toContain("From must be on or before To.");

    const bad = await statementPdf(request("/portal/statement/pdf?from=yesterday"));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "From must be a date written as YYYY-MM-DD." });
    const file = await statementPdf(request(`/portal/statement/pdf?from=${addDays(today, -30)}&to=${today}`));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toContain("statement-Aspen-Brew-");
  });
});
