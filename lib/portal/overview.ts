import "server-only";

import { and, eq, inArray, sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { invoices } from "@/db/schema";
import { toCents } from "@/lib/money";

import { listPortalProjects, type PortalProjectRow } from "./projects";
import { listPortalProposals, type PortalProposalRow } from "./proposals";

/** What the portal's first page sums up for the signed-in contact's client. */
export type PortalOverview = {
  /** What is owed on sent and overdue invoices, in cents, and how many they are. */
  openBalanceCents: number;
  openInvoices: number;
  /** The part of it past its due date (DESIGN.md's overdue rule on the agency's date). */
  overdueCents: number;
  overdueInvoices: number;
  openProposals: PortalProposalRow[];
  activeProjects: PortalProjectRow[];
};

export async function getPortalOverview(db: Db, clientId: string, today: string): Promise<PortalOverview> {
  const [[money], proposals, projects] = await Promise.all([
    db
      .select({
        open: sql<string>`coalesce(sum(${invoices.totalAmount} - ${invoices.amountPaid}), 0)::text`,
        openCount: sql<number>`count(*)::int`,
        overdue: sql<string>`coalesce(sum(${invoices.totalAmount} - ${invoices.amountPaid}) filter (where ${invoices.dueDate} < ${today}::date), 0)::text`,
        overdueCount: sql<number>`(count(*) filter (where ${invoices.dueDate} < ${today}::date))::int`,
      })
      .from(invoices)
      // Drafts were never sent, so they owe nothing yet; paid and cancelled ones owe nothing.
      .where(and(eq(invoices.clientId, clientId), inArray(invoices.status, ["sent", "overdue"]))),
    listPortalProposals(db, clientId, today),
    listPortalProjects(db, clientId),
  ]);
  const cents = (value: string | undefined) => toCents(value ?? "0");
  return {
    openBalanceCents: cents(money?.open),
    openInvoices: money?.openCount ?? 0,
    overdueCents: cents(money?.overdue),
    overdueInvoices: money?.overdueCount ?? 0,
    openProposals: proposals.open,
    activeProjects: projects.filter((project) => project.status !== "completed"),
  };
}
