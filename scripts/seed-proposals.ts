/**
 * The demo's proposals, one in each status: made through the Proposals service (numbers, totals,
 * links, the lead's move to 'proposal'), then, for what the client does on the proposal page (view,
 * decline) and what time does (expire), set as it leaves the rows. 'accepted' goes through the
 * acceptance transaction itself, so the demo has the won lead, the project and the deposit invoice
 * an acceptance makes.
 */
import { randomBytes } from "node:crypto";

import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import type { ProposalStatus } from "@/db/enums";
import { leads, mailOutbox, proposalItems, proposals } from "@/db/schema";
import { addDays } from "@/lib/dates";
import { readEnv } from "@/lib/env";
import { acceptProposal } from "@/lib/proposals/acceptance";
import { unsealProposalToken } from "@/lib/proposals/links";
import { prefillFromLead } from "@/lib/proposals/prefill";
import { getLeadBrief, getProposalDefaults } from "@/lib/proposals/queries";
import { proposalFormSchema } from "@/lib/proposals/schema";
import { createProposal, reviseProposal, sendProposal } from "@/lib/proposals/service";

type Author = { id: string; email: string; name: string | null } | null;

const PLAN: { status: ProposalStatus | "revised"; note?: string }[] = [
  { status: "draft" },
  { status: "sent" },
  { status: "viewed" },
  { status: "declined", note: "We decided to keep our current site for another year." },
  { status: "expired" },
  // Version 1 replaced by version 2, which is sent.
  { status: "revised" },
  // Accepted by the client with the larger care plan and the option ticked.
  { status: "accepted" },
];

/** A package group and an optional line beside the brief's own section, on every other proposal. */
function withChoices(values: ReturnType<typeof prefillFromLead>): ReturnType<typeof prefillFromLead> {
  return {
    ...values,
    sections: [
      ...values.sections,
      {
        title: "Care plan",
        lines: [
          { kind: "package", description: "Essential care (monthly updates)", quantity: 12, unitPrice: 150, selected: true },
          {
            kind: "package",
            description: "Growth care (updates, SEO report, 4 h of changes)",
            quantity: 12,
            unitPrice: 450,
            selected: false,
          },
          { kind: "optional", description: "Product photography day", quantity: 1, unitPrice: 1800, selected: false },
        ],
      },
    ],
  };
}

/** Seeds one proposal per status for the first open leads with a brief; returns how many proposals were made. */
export async function seedProposals(db: Db, leadIds: string[], author: Author, today: string): Promise<number> {
  const open = await db
    .select({ id: leads.id })
    .from(leads)
    .where(sql`${inArray(leads.id, leadIds)} and ${leads.status} in ('new', 'contacted', 'qualified')`)
    .limit(PLAN.length);
  const defaults = await getProposalDefaults(db);
  // Without SESSION_SECRET (db:seed against a DATABASE_URL) the links are sealed with a throw-away
  // key: they work for nobody, and 'Copy link' says there is none to read.
  const linkSecret = process.env.SESSION_SECRET ?? randomBytes(32).toString("base64url");
  const mailAuthor = { sender: { name: author?.name ?? null, email: author?.email ?? null }, performedBy: author?.id ?? null, linkSecret };
  let made = 0;
  const depositInvoiceIds: string[] = [];
  for (const [index, { id }] of open.entries()) {
    const plan = PLAN[index]!;
    const lead = await getLeadBrief(db, id);
    if (!lead) continue;
    const prefilled = prefillFromLead(lead, defaults, today);
    const choices = index % 2 === 1 || plan.status === "accepted";
    const input = proposalFormSchema.parse(choices ? withChoices(prefilled) : prefilled);
    const created = await createProposal(db, input, author?.id ?? null, today);
    made++;
    if (plan.status === "draft") continue;
    await sendProposal(db, { id: created.id, message: "" }, mailAuthor, today);
    if (plan.status === "viewed") {
      await db
        .update(proposals)
        .set({ status: "viewed", viewedAt: sql`now()` })
        .where(eq(proposals.id, created.id));
    } else if (plan.status === "declined") {
      await db
        .update(proposals)
        .set({ status: "declined", viewedAt: sql`now()`, decidedAt: sql`now()`, declineReason: plan.note ?? null })
        .where(eq(proposals.id, created.id));
    } else if (plan.status === "expired") {
      await db
        .update(proposals)
        .set({ status: "expired", validUntil: addDays(today, -2) })
        .where(eq(proposals.id, created.id));
    } else if (plan.status === "revised") {
      const revision = await reviseProposal(db, created.id, author?.id ?? null, today);
      await sendProposal(db, { id: revision.id, message: "" }, mailAuthor, today);
      made++;
    } else if (plan.status === "accepted") {
      const accepted = await acceptSeeded(db, created.id, lead.name, linkSecret, today);
      if (accepted.depositInvoiceId) depositInvoiceIds.push(accepted.depositInvoiceId);
    }
  }
  // The demo's proposal mail (and the accepted one's deposit invoice mail) counts as mailed long
  // ago: nothing goes out to the sample addresses.
  const seededMail = depositInvoiceIds.length
    ? or(isNotNull(mailOutbox.proposalId), inArray(mailOutbox.invoiceId, depositInvoiceIds))
    : isNotNull(mailOutbox.proposalId);
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: sql`now()` })
    .where(and(seededMail, eq(mailOutbox.status, "queued")));
  return made;
}

/**
 * Accepts a sent proposal as its client would on the proposal page: through the link it was sent
 * with, the larger package and every option chosen, a typed name and the terms ticked. The evidence
 * names the seed as the browser, from a documentation address (RFC 5737), so nobody takes it for a
 * real signature.
 */
async function acceptSeeded(db: Db, proposalId: string, signer: string, linkSecret: string, today: string) {
  const [sent] = await db.select({ sealed: proposals.clientLinkSealed }).from(proposals).where(eq(proposals.id, proposalId));
  const token = sent?.sealed ? unsealProposalToken(sent.sealed, linkSecret) : null;
  if (!token) throw new Error("The seeded proposal has no client link to accept it through.");
  const items = await db
    .select({ id: proposalItems.id, kind: proposalItems.kind })
    .from(proposalItems)
    .where(eq(proposalItems.proposalId, proposalId))
    .orderBy(proposalItems.sectionPosition, proposalItems.position);
  const env = readEnv();
  return acceptProposal(
    db,
    token,
    {
      packageId: items.findLast((item) => item.kind === "package")?.id ?? null,
      optionalIds: items.filter((item) => item.kind === "optional").map((item) => item.id),
      name: signer,
      agreed: true,
    },
    {
      today,
      timeZone: env.AGENCY_TIMEZONE,
      ip: "192.0.2.10",
      userAgent: "summit-digital demo seed",
      linkSecret,
      agencyInbox: env.AGENCY_INBOX,
    },
  );
}
