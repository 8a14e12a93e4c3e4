/**
 * The demo's proposals, one in each status the back office reaches on its own: made through the
 * Proposals service (numbers, totals, links, the lead's move to 'proposal'), then, for what the
 * client does on the proposal page (view, decline) and what time does (expire), set as it leaves
 * the rows. 'accepted' goes through the acceptance transaction: add it with acceptProposal here.
 */
import { randomBytes } from "node:crypto";

import { eq, inArray, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import type { ProposalStatus } from "@/db/enums";
import { leads, mailOutbox, proposals } from "@/db/schema";
import { addDays } from "@/lib/dates";
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
];

/** A package group and an optional line beside the brief's Scope, on every other proposal. */
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
  for (const [index, { id }] of open.entries()) {
    const plan = PLAN[index]!;
    const lead = await getLeadBrief(db, id);
    if (!lead) continue;
    const prefilled = prefillFromLead(lead, defaults, today);
    const input = proposalFormSchema.parse(index % 2 === 1 ? withChoices(prefilled) : prefilled);
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
    }
  }
  // The demo's proposal mail counts as mailed long ago: nothing goes out to the sample addresses.
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: sql`now()` })
    .where(sql`${mailOutbox.proposalId} is not null and ${mailOutbox.status} = 'queued'`);
  return made;
}
