import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";

import { POST as requestLink } from "@/app/api/portal/sign-in/route";
import { POST as invoicePortalLink } from "@/app/invoice/[token]/portal-link/route";
import { POST as confirmSignIn } from "@/app/portal/sign-in/[token]/confirm/route";
import { POST as signOut } from "@/app/portal/sign-out/route";
import { activityLog, clientContacts, invoices, mailOutbox, portalSessions, portalSignInLinks, testMailMessages } from "@/db/schema";
import { exportAuditCsv } from "@/lib/audit/export";
import { listAuditEntries } from "@/lib/audit/queries";
import { hashClientToken, newClientToken, sealClientToken } from "@/lib/billing/client-links/tokens";
import { endOtherPortalSessions, endOwnPortalSession, inviteContactToPortal, revokeContactPortalAccess } from "@/lib/portal/access";
import { CHECK_YOUR_MAIL } from "@/lib/portal/schema";
import { verifyPortalSession } from "@/lib/portal/sessions";
import { LINKS_PER_EMAIL_PER_HOUR, pruneSignInLinks, requestSignInLinks, spendSignInLink } from "@/lib/portal/sign-in";
import { PORTAL_COOKIE } from "@/lib/portal/tokens";

import { insertDana } from "../support/admins";
import { runAfterTasks } from "../support/after-tasks";
import { closeAppDatabase, testDb } from "../support/database";
import { draftInvoice, linkSecret } from "../support/invoices";
import { portalSessionFor } from "../support/portal";
import { deliverToTestMailbox, insertPortalClient, signInMailsTo, tokenFromTestMailbox } from "../support/portal-access";
import { FakeRequestContext, requestContext } from "../support/request-context";

const db = testDb();
afterAll(closeAppDatabase);

const EMAIL = "maya@aspenbrew.example";
const browserFacts = { userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1", ip: "203.0.113.9" };

beforeEach(() => {
  process.env.PUBLIC_FORM_LIMIT = "100";
  delete process.env.SITE_URL;
  delete process.env.TRUST_PROXY;
  requestContext.current = new FakeRequestContext();
});
afterEach(() => {
  delete process.env.PUBLIC_FORM_LIMIT;
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request("http://localhost:3000/api/portal/sign-in", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.4", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/** Requests a link for the address and delivers its mail; the token the mail carries. */
async function mailedToken(email = EMAIL) {
  expect(await requestSignInLinks(db, email, { linkSecret: linkSecret() })).toBeGreaterThan(0);
  const [mail] = (await signInMailsTo(db, email)).slice(-1);
  expect(await deliverToTestMailbox(db, mail!.id, linkSecret())).toBe("sent");
  return tokenFromTestMailbox(db);
}

describe("portal sign-in links", () => {
  it("work once: the first spend opens a session for the contact's client, the second is refused", async () => {
    const { clientId, contactId } = await insertPortalClient(db);
    const token = await mailedToken();
    const spent = await spendSignInLink(db, token, browserFacts);
    expect(spent).toMatchObject({ contactId, clientId, contactName: "Maya Reyes", clientName: "Aspen Brew" });
    expect(await verifyPortalSession(db, spent!.sessionId)).toMatchObject({ contactId, clientId });
    expect(await spendSignInLink(db, token, browserFacts)).toBeNull();
    expect(await db.$count(portalSessions)).toBe(1);
  });

  it("are refused after 15 minutes", async () => {
    await insertPortalClient(db);
    const token = await mailedToken();
    const later = new Date(Date.now() + 15 * 60 * 1000 + 1000);
    expect(await spendSignInLink(db, token, { ...browserFacts, now: later })).toBeNull();
    expect(await spendSignInLink(db, token, browserFacts)).not.toBeNull();
  });

  it("are refused for a contact revoked after the link was mailed", async () => {
    const { clientId, contactId } = await insertPortalClient(db);
    const { id: danaId } = await insertDana(db);
    const token = await mailedToken();
    await revokeContactPortalAccess(db, { contactId, clientId }, danaId);
    expect(await spendSignInLink(db, token, browserFacts)).toBeNull();
  });

  it("leave no token in the database or the outbox: the mail gets it at delivery, from the sealed copy", async () => {
    await insertPortalClient(db);
    const token = await mailedToken();
    const [mail] = await signInMailsTo(db, EMAIL);
    expect(mail).toMatchObject({
      kind: "portal_sign_in",
      subject: "Your sign-in link to the Summit Digital client portal",
      status: "sent",
    });
    expect(mail!.portalLinkId).not.toBeNull();
    const outbox = JSON.stringify(await db.select().from(mailOutbox));
    const links = JSON.stringify(await db.select().from(portalSignInLinks));
    expect(outbox).not.toContain(token);
    expect(links).not.toContain(token);
    expect(mail!.textBody).toContain("{{portal_sign_in_link}}");
    const [delivered] = await db.select().from(testMailMessages);
    expect(delivered!.textBody).toContain(`http://localhost:3000/portal/sign-in/${token}`);
  });

  it("fail their mail when the link was spent or expired before it went out", async () => {
    await insertPortalClient(db);
    await requestSignInLinks(db, EMAIL, { linkSecret: linkSecret() });
    const [mail] = await signInMailsTo(db, EMAIL);
    await db.update(portalSignInLinks).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await deliverToTestMailbox(db, mail!.id, linkSecret())).toBe("failed");
    const [failed] = await signInMailsTo(db, EMAIL);
    expect(failed).toMatchObject({
      status: "failed",
      lastError: "Not sent: the sign-in link expired or was used before its mail went out.",
    });
    expect(await db.$count(testMailMessages)).toBe(0);
  });

  it("go one per contact when the same person is a contact of two clients, each opening only its client", async () => {
    const first = await insertPortalClient(db);
    const second = await insertPortalClient(db, { name: "Boulder Bikes", contact: "Maya Reyes", email: " MAYA@aspenbrew.example " });
    expect(await requestSignInLinks(db, "Maya@AspenBrew.example ", { linkSecret: linkSecret() })).toBe(2);
    const mails = await db.select().from(mailOutbox);
    expect(mails).toHaveLength(2);
    const clientsNamed: string[] = [];
    for (const mail of mails) {
      await deliverToTestMailbox(db, mail.id, linkSecret());
      const spent = await spendSignInLink(db, await tokenFromTestMailbox(db), browserFacts);
      clientsNamed.push(spent!.clientId);
      const text = (await db.select().from(testMailMessages).orderBy(testMailMessages.createdAt)).at(-1)!.textBody;
      expect(text).toContain(spent!.clientName);
    }
    expect(clientsNamed.sort()).toEqual([first.clientId, second.clientId].sort());
  });

  it("are pruned a day after they expire", async () => {
    await insertPortalClient(db);
    await requestSignInLinks(db, EMAIL, { linkSecret: linkSecret() });
    expect(await pruneSignInLinks(db, new Date(Date.now() + 60 * 60 * 1000))).toBe(0);
    expect(await pruneSignInLinks(db, new Date(Date.now() + 25 * 60 * 60 * 1000))).toBe(1);
  });
});

describe("POST /api/portal/sign-in", () => {
  it("answers an unknown, a revoked and a known address the same, and mails only the known one", async () => {
    const { clientId, contactId } = await insertPortalClient(db);
    const revoked = await insertPortalClient(db, { name: "Gone Co", contact: "Rae Gone", email: "rae@gone.example" });
    await db.update(clientContacts).set({ portalRevokedAt: new Date() }).where(eq(clientContacts.id, revoked.contactId));
    const answers = [];
    for (const email of ["nobody@nowhere.example", "rae@gone.example", EMAIL]) {
      const response = await requestLink(post({ email }));
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers).toEqual(Array(3).fill({ status: 200, body: { message: CHECK_YOUR_MAIL } }));
    // Answered before the address is even looked up, so a known one takes no longer to answer.
    expect(await db.$count(portalSignInLinks)).toBe(0);
    await runAfterTasks();
    const links = await db.select().from(portalSignInLinks);
    expect(links.map((link) => link.contactId)).toEqual([contactId]);
    expect(clientId).toBeTruthy();
  });

  it("is rate limited per client address like the public forms, with a clear 429", async () => {
    process.env.PUBLIC_FORM_LIMIT = "2";
    expect((await requestLink(post({ email: "a@example.com" }))).status).toBe(200);
    expect((await requestLink(post({ email: "b@example.com" }))).status).toBe(200);
    const limited = await requestLink(post({ email: "c@example.com" }));
    expect(limited.status).toBe(429);
    expect((await limited.json()).error).toMatch(/^Too many submissions from your network/);
    expect((await requestLink(post({ email: "c@example.com" }, { "x-forwarded-for": "198.51.100.5" }))).status).toBe(200);
  });

  it(`mails an address at most ${LINKS_PER_EMAIL_PER_HOUR} times an hour, and answers the same after`, async () => {
    await insertPortalClient(db);
    for (let index = 0; index < LINKS_PER_EMAIL_PER_HOUR + 2; index += 1) {
      const response = await requestLink(post({ email: EMAIL }, { "x-forwarded-for": `198.51.100.${index + 10}` }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: CHECK_YOUR_MAIL });
    }
    await runAfterTasks();
    expect(await db.$count(portalSignInLinks)).toBe(LINKS_PER_EMAIL_PER_HOUR);
  });

  it("refuses a body that is not JSON (415), a cross-site post (403) and a bad address (400), storing nothing", async () => {
    await insertPortalClient(db);
    const form = new Request("http://localhost:3000/api/portal/sign-in", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `email=${encodeURIComponent(EMAIL)}`,
    });
    expect((await requestLink(form)).status).toBe(415);
    expect((await requestLink(post({ email: EMAIL }, { origin: "https://evil.example" }))).status).toBe(403);
    const bad = await requestLink(post({ email: "not an address" }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("email: Enter a valid email address.");
    expect((await requestLink(post("{not json"))).status).toBe(400);
    await runAfterTasks();
    expect(await db.$count(portalSignInLinks)).toBe(0);
  });
});

describe("the sign-in page's button and sign-out", () => {
  const confirm = (token: string, headers: Record<string, string> = {}) =>
    confirmSignIn(
      new Request(`http://localhost:3000/portal/sign-in/${token}/confirm`, {
        method: "POST",
        headers: { "user-agent": browserFacts.userAgent, ...headers },
      }),
      {
        params: Promise.resolve({ token }),
      },
    );

  it("spends the link, sets the portal cookie, audits the contact as actor and 303s to the overview", async () => {
    const { clientId, contactId } = await insertPortalClient(db);
    const token = await mailedToken();
    const response = await confirm(token);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("http://localhost:3000/portal/overview");
    expect(requestContext.current.cookieStore.get(PORTAL_COOKIE)?.value).toBeTruthy();
    const [entry] = await db.select().from(activityLog).where(eq(activityLog.action, "portal_signed_in"));
    expect(entry).toMatchObject({
      entityType: "client",
      entityId: clientId,
      entityName: "Aspen Brew",
      performedBy: null,
      performedByContactId: contactId,
      performedByContactName: "Maya Reyes",
    });
    const [session] = await db.select().from(portalSessions);
    expect(session).toMatchObject({ contactId, clientId, userAgent: browserFacts.userAgent });

    const again = await confirm(token);
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(`http://localhost:3000/portal/sign-in/${token}`);
    expect(await db.$count(portalSessions)).toBe(1);
  });

  it("refuses a cross-site post and a malformed token without a 5xx", async () => {
    await insertPortalClient(db);
    const token = await mailedToken();
    expect((await confirm(token, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await confirm("../../etc")).status).toBe(303);
    expect(await db.$count(portalSessions)).toBe(0);
  });

  it("sign-out ends only that session, clears the cookie and says so on /portal", async () => {
    const { contactId } = await insertPortalClient(db);
    const phone = await portalSessionFor(db, contactId);
    const laptop = await portalSessionFor(db, contactId);
    requestContext.current.cookieStore.set(PORTAL_COOKIE, phone.cookie.value);
    const response = await signOut(
      new Request("http://localhost:3000/portal/sign-out", { method: "POST", headers: { cookie: phone.header } }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("http://localhost:3000/portal?signed-out=1");
    expect(requestContext.current.cookieStore.get(PORTAL_COOKIE)).toBeUndefined();
    expect(await verifyPortalSession(db, phone.sessionId)).toBeNull();
    expect(await verifyPortalSession(db, laptop.sessionId)).not.toBeNull();
    const [entry] = await db.select().from(activityLog).where(eq(activityLog.action, "portal_signed_out"));
    expect(entry).toMatchObject({ performedByContactName: "Maya Reyes", performedBy: null });
  });
});

describe("portal sessions", () => {
  it("are refused 30 days after sign-in, however active", async () => {
    const { contactId } = await insertPortalClient(db);
    const { sessionId } = await portalSessionFor(db, contactId);
    expect(await verifyPortalSession(db, sessionId, new Date(Date.now() + 29 * 24 * 60 * 60 * 1000))).not.toBeNull();
    expect(await verifyPortalSession(db, sessionId, new Date(Date.now() + 30 * 24 * 60 * 60 * 1000 + 1000))).toBeNull();
  });

  it("all end at the next request when the agency revokes access, and an invite lets the contact back in", async () => {
    const { clientId, contactId } = await insertPortalClient(db);
    const { id: danaId } = await insertDana(db);
    const sessions = [await portalSessionFor(db, contactId), await portalSessionFor(db, contactId)];
    expect(await revokeContactPortalAccess(db, { contactId, clientId }, danaId)).toEqual({ ended: 2 });
    for (const session of sessions) expect(await verifyPortalSession(db, session.sessionId)).toBeNull();
    expect(await requestSignInLinks(db, EMAIL, { linkSecret: linkSecret() })).toBe(0);

    await inviteContactToPortal(db, { contactId, clientId }, danaId, linkSecret());
    const [contact] = await db.select().from(clientContacts).where(eq(clientContacts.id, contactId));
    expect(contact!.portalRevokedAt).toBeNull();
    const [mail] = await signInMailsTo(db, EMAIL);
    await deliverToTestMailbox(db, mail!.id, linkSecret());
    expect(await spendSignInLink(db, await tokenFromTestMailbox(db), browserFacts)).not.toBeNull();
    const actions = await db
      .select({ action: activityLog.action, by: activityLog.performedBy })
      .from(activityLog)
      .where(eq(activityLog.entityType, "client"))
      .orderBy(activityLog.createdAt);
    expect(actions.slice(0, 2)).toEqual([
      { action: "portal_access_revoked", by: danaId },
      { action: "portal_invited", by: danaId },
    ]);
  });

  it("a contact ends only their own other sessions from the Devices page", async () => {
    const { contactId } = await insertPortalClient(db);
    const other = await insertPortalClient(db, { name: "Other Co", contact: "Otto", email: "otto@other.example" });
    const mine = await portalSessionFor(db, contactId);
    const second = await portalSessionFor(db, contactId);
    const third = await portalSessionFor(db, contactId);
    const stranger = await portalSessionFor(db, other.contactId);
    const viewer = (await verifyPortalSession(db, mine.sessionId))!;
    expect(await endOwnPortalSession(db, viewer, stranger.sessionId)).toBe(false);
    expect(await endOwnPortalSession(db, viewer, second.sessionId)).toBe(true);
    expect(await endOtherPortalSessions(db, viewer)).toBe(1);
    expect(await verifyPortalSession(db, third.sessionId)).toBeNull();
    expect(await verifyPortalSession(db, mine.sessionId)).not.toBeNull();
    expect(await verifyPortalSession(db, stranger.sessionId)).not.toBeNull();
    expect(await db.$count(activityLog, sql`${activityLog.performedByContactId} = ${contactId}`)).toBe(2);
  });
});

describe("Open your client portal on a document page", () => {
  const ask = async (token: string, headers: Record<string, string> = {}) => {
    const response = await invoicePortalLink(
      new Request(`http://localhost:3000/invoice/${token}/portal-link`, {
        method: "POST",
        headers: { "x-forwarded-for": "198.51.100.20", ...headers },
      }),
      { params: Promise.resolve({ token }) },
    );
    return { status: response.status, text: await response.text(), cookie: response.headers.get("set-cookie") };
  };

  async function invoiceWithLink() {
    const { id: danaId } = await insertDana(db);
    const invoice = await draftInvoice(db, danaId);
    const token = newClientToken();
    await db
      .update(invoices)
      .set({
        clientLinkHash: hashClientToken(token),
        clientLinkSealed: sealClientToken(token, linkSecret()),
        clientLinkCreatedAt: new Date(),
      })
      .where(eq(invoices.id, invoice.id));
    const [row] = await db.select({ clientId: invoices.clientId }).from(invoices).where(eq(invoices.id, invoice.id));
    return { token, clientId: row!.clientId };
  }

  it("mails the document's own contact a link, names the masked address and sets no cookie", async () => {
    const { token, clientId } = await invoiceWithLink();
    await db.insert(clientContacts).values({ clientId, name: "Other Person", email: "other@aspendental.example" });
    const answer = await ask(token);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("Check your mail");
    expect(answer.text).toContain("b•••@aspendental.example");
    expect(answer.cookie).toBeNull();
    expect(requestContext.current.cookieStore.get(PORTAL_COOKIE)).toBeUndefined();
    expect(await db.$count(portalSessions)).toBe(0);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "portal_sign_in"));
    expect(mail!.toAddress).toBe("billing@aspendental.example");
    expect(await db.$count(activityLog, eq(activityLog.action, "portal_link_requested"))).toBe(1);
  });

  it("says so when the contact's access was revoked, and is limited per document", async () => {
    const { token, clientId } = await invoiceWithLink();
    for (let index = 0; index < 3; index += 1)
      expect((await ask(token, { "x-forwarded-for": `198.51.100.${30 + index}` })).status).toBe(200);
    expect((await ask(token, { "x-forwarded-for": "198.51.100.40" })).status).toBe(429);
    await db.update(clientContacts).set({ portalRevokedAt: new Date() }).where(eq(clientContacts.clientId, clientId));
    await db.execute(sql`delete from rate_limits`);
    const revoked = await ask(token);
    expect(revoked.status).toBe(403);
    expect(revoked.text).toContain("Client portal access for this contact was turned off.");
  });

  it("refuses a cross-site post and an unknown document", async () => {
    const { token } = await invoiceWithLink();
    expect((await ask(token, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await ask(newClientToken())).status).toBe(404);
    expect(await db.$count(portalSignInLinks)).toBe(0);
  });
});

describe("the audit trail", () => {
  it("names a contact acting in the portal as the actor, in the list and the export", async () => {
    await insertPortalClient(db);
    await spendSignInLink(db, await mailedToken(), browserFacts);
    const { rows } = await listAuditEntries(db, { filters: {}, offset: 0, limit: 10, timeZone: "America/Denver" });
    expect(rows.find((row) => row.action === "portal_signed_in")?.admin).toBe("Maya Reyes (client)");
    const csv = await (await exportAuditCsv(db, {}, { timeZone: "America/Denver", today: "2026-03-01" })).text();
    expect(csv).toContain("Maya Reyes (client)");
  });
});
