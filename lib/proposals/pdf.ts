import { createHash } from "node:crypto";

import { and, eq, sql } from "drizzle-orm";

import { site } from "@/content/site";
import type { Db } from "@/db/client";
import { proposalPdfs } from "@/db/schema";
import { renderProposalPdf, type ProposalPdfData } from "@/documents/proposal-pdf";
import { formatDateTime } from "@/lib/dates";
import { jsonError } from "@/lib/http";
import { logger } from "@/lib/log";
import { centsToDecimal } from "@/lib/money";

import { proposalLines, proposalSections, type ProposalDocument } from "./client-page";
import { chosenLines, computeProposalTotals, defaultChoice, proposalLabel } from "./rules";

/*
 * The proposal as a PDF, for its mail, the client page and the back office, rendered once per
 * version and stored, as invoices' are. No "server-only" marker: the job worker (plain Node)
 * attaches the PDF to proposal mail.
 */

const log = logger("proposal-pdf");

/** Raise when documents/proposal-pdf.tsx draws a proposal differently: every stored PDF is then a past version. */
export const PROPOSAL_PDF_LAYOUT = 1;

type PdfSection = ProposalPdfData["sections"][number];

const offeredMarker = (kind: string, selected: boolean) => {
  if (kind === "package") return selected ? "Package, choose one (recommended)" : "Package, choose one";
  if (kind === "optional") return selected ? "Optional (recommended)" : "Optional";
  return "";
};
const acceptedMarker = (kind: string) => (kind === "package" ? "Chosen package" : kind === "optional" ? "Chosen option" : "");

/** Exactly what the PDF draws of a proposal as it is now; times in the agency's time zone. */
export function proposalPdfData(proposal: ProposalDocument, timeZone: string): ProposalPdfData {
  const snapshot = proposal.status === "accepted" ? proposal.acceptedSnapshot : null;
  const common = {
    label: proposalLabel(proposal),
    title: proposal.title,
    recipientName: proposal.recipientName,
    recipientEmail: proposal.recipientEmail,
    recipientCompany: proposal.recipientCompany,
    introduction: proposal.introduction,
    terms: proposal.terms,
    validUntil: proposal.validUntil,
    declined: proposal.status === "declined" && proposal.decidedAt ? { at: formatDateTime(proposal.decidedAt, timeZone)! } : null,
  };
  if (snapshot) {
    const sections: PdfSection[] = [];
    for (const line of snapshot.lines) {
      let section = sections.at(-1);
      if (!section || section.title !== line.section) {
        section = { title: line.section, lines: [] };
        sections.push(section);
      }
      section.lines.push({ ...line, marker: acceptedMarker(line.kind) });
    }
    return {
      ...common,
      sections,
      totalsLabel: "Accepted",
      subtotal: snapshot.subtotal,
      taxRate: snapshot.taxRate,
      taxAmount: snapshot.taxAmount,
      total: snapshot.total,
      depositPercent: snapshot.depositPercent,
      depositAmount: snapshot.depositAmount,
      accepted: {
        name: proposal.acceptedName ?? "",
        at: proposal.decidedAt ? `${formatDateTime(proposal.decidedAt, timeZone)} (${timeZone}), ${proposal.decidedAt.toISOString()}` : "",
        ip: proposal.acceptedIp ?? "",
        userAgent: proposal.acceptedUserAgent ?? "",
        hash: proposal.acceptedHash ?? "",
      },
    };
  }
  const lines = proposalLines(proposal.items);
  const chosen = chosenLines(lines, defaultChoice(lines));
  const totals = computeProposalTotals(chosen.ok ? chosen.lines : [], proposal.taxRate, proposal.depositPercent);
  return {
    ...common,
    sections: proposalSections(proposal.items).map((section) => ({
      title: section.title,
      lines: section.lines.map((line) => {
        const item = proposal.items.find((candidate) => candidate.id === line.id)!;
        return {
          description: line.description,
          kind: line.kind,
          marker: offeredMarker(line.kind, line.selected),
          quantity: item.quantity,
          unitPrice: item.unitPrice,
          totalPrice: item.totalPrice,
        };
      }),
    })),
    totalsLabel: "With the recommended choices",
    subtotal: centsToDecimal(totals.subtotal),
    taxRate: proposal.taxRate,
    taxAmount: centsToDecimal(totals.tax),
    total: centsToDecimal(totals.total),
    depositPercent: proposal.depositPercent,
    depositAmount: centsToDecimal(totals.deposit),
    accepted: null,
  };
}

/** A PDF's version: the SHA-256 of what it is drawn from, the agency's details and the layout. */
export function proposalPdfVersion(data: ProposalPdfData): string {
  return createHash("sha256")
    .update(JSON.stringify({ layout: PROPOSAL_PDF_LAYOUT, site, data }))
    .digest("hex");
}

/** The proposal's PDF: the stored bytes when they are of this version, else rendered once and stored. */
export async function renderProposalDocumentPdf(db: Db, proposal: ProposalDocument, timeZone: string): Promise<Buffer> {
  const data = proposalPdfData(proposal, timeZone);
  const version = proposalPdfVersion(data);
  const [stored] = await db
    .select({ pdf: proposalPdfs.pdf })
    .from(proposalPdfs)
    .where(and(eq(proposalPdfs.proposalId, proposal.id), eq(proposalPdfs.version, version)));
  if (stored) return stored.pdf;
  const pdf = await renderProposalPdf(data);
  try {
    await db
      .insert(proposalPdfs)
      .values({ proposalId: proposal.id, version, pdf })
      .onConflictDoUpdate({ target: proposalPdfs.proposalId, set: { version, pdf, renderedAt: sql`now()` } });
  } catch (error) {
    // Deleted meanwhile, or the store failed: the PDF is still good for this request.
    log.warn({ err: error, proposalId: proposal.id }, "the rendered PDF was not stored");
  }
  return pdf;
}

/** The file name of a proposal's PDF: 'PRO-2026-0007-v2.pdf'. */
export const proposalPdfFilename = (proposal: { proposalNumber: string; version: number }) =>
  `${proposalLabel(proposal).replace(" ", "-")}.pdf`;

/** The PDF as a download for the admin's and the client's routes; 503 when the renderer fails. */
export async function proposalPdfResponse(db: Db, proposal: ProposalDocument, timeZone: string): Promise<Response> {
  let pdf: Buffer;
  try {
    pdf = await renderProposalDocumentPdf(db, proposal, timeZone);
  } catch (error) {
    log.error({ err: error, proposalId: proposal.id }, "the PDF could not be rendered");
    return jsonError(503, "The PDF could not be generated right now. Please try again in a moment.");
  }
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${proposalPdfFilename(proposal)}"`,
      "Content-Length": String(pdf.byteLength),
      "Cache-Control": "private, no-store",
    },
  });
}
