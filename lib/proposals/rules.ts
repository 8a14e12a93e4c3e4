import type { ProposalLineKind, ProposalStatus } from "@/db/enums";
import { computeInvoiceTotals, toHundredths } from "@/lib/money";

/*
 * A proposal's pure rules: its line structure, what the client may choose, the totals of a choice and
 * when it expires. Shared by the editor, the client page (the live total) and the server, which
 * recomputes every amount from the lines and the choice and never trusts a total from a browser.
 */

export type ProposalLine = {
  id: string;
  sectionTitle: string;
  kind: ProposalLineKind;
  description: string;
  quantity: string | number;
  unitPrice: string | number;
  /** The agency's default: the package shown chosen, an optional line shown ticked. */
  selected: boolean;
};

/** What the client chose: one package of the group (null when there is none) and the ticked optional lines. */
export type ProposalChoice = { packageId: string | null; optionalIds: string[] };

export const PACKAGE_GROUP_TOO_SMALL = "A package choice needs at least two packages.";
export const PACKAGES_IN_ONE_SECTION = "Keep the packages together in one section: a proposal has one pick-one group.";
export const ONE_DEFAULT_PACKAGE = "Mark exactly one package as the one shown chosen.";
export const NO_LINES = "Add at least one line.";

/** What is wrong with a proposal's lines as drafted, or null. */
export function lineStructureProblem(lines: Pick<ProposalLine, "kind" | "sectionTitle" | "selected">[]): string | null {
  if (lines.length === 0) return NO_LINES;
  const packages = lines.filter((line) => line.kind === "package");
  if (packages.length === 0) return null;
  if (packages.length < 2) return PACKAGE_GROUP_TOO_SMALL;
  if (new Set(packages.map((line) => line.sectionTitle.trim())).size > 1) return PACKAGES_IN_ONE_SECTION;
  if (packages.filter((line) => line.selected).length !== 1) return ONE_DEFAULT_PACKAGE;
  return null;
}

/** The agency's default choice: the package and optional lines marked selected. */
export function defaultChoice(lines: ProposalLine[]): ProposalChoice {
  return {
    packageId: lines.find((line) => line.kind === "package" && line.selected)?.id ?? null,
    optionalIds: lines.filter((line) => line.kind === "optional" && line.selected).map((line) => line.id),
  };
}

export const PACKAGE_NOT_OFFERED = "That package is not one of this proposal's packages. Reload the page and choose again.";
export const PACKAGE_REQUIRED = "Choose one of the packages.";
export const OPTION_NOT_OFFERED = "One of the chosen options is not part of this proposal. Reload the page and choose again.";

/** The lines a choice includes, in order, or the reason the choice is not one this proposal offers. */
export function chosenLines(
  lines: ProposalLine[],
  choice: ProposalChoice,
): { ok: true; lines: ProposalLine[] } | { ok: false; error: string } {
  const packages = lines.filter((line) => line.kind === "package");
  if (packages.length > 0) {
    if (!choice.packageId) return { ok: false, error: PACKAGE_REQUIRED };
    if (!packages.some((line) => line.id === choice.packageId)) return { ok: false, error: PACKAGE_NOT_OFFERED };
  } else if (choice.packageId) {
    return { ok: false, error: PACKAGE_NOT_OFFERED };
  }
  const optionalIds = new Set(lines.filter((line) => line.kind === "optional").map((line) => line.id));
  if (choice.optionalIds.some((id) => !optionalIds.has(id))) return { ok: false, error: OPTION_NOT_OFFERED };
  const ticked = new Set(choice.optionalIds);
  return {
    ok: true,
    lines: lines.filter(
      (line) =>
        line.kind === "included" ||
        (line.kind === "package" && line.id === choice.packageId) ||
        (line.kind === "optional" && ticked.has(line.id)),
    ),
  };
}

export type ProposalTotals = { lineTotals: number[]; subtotal: number; tax: number; total: number; deposit: number };

/** Totals in cents of the given lines, as invoices compute them, and the deposit (percent of the total, rounded to the cent). */
export function computeProposalTotals(
  lines: Pick<ProposalLine, "quantity" | "unitPrice">[],
  taxRate: string | number,
  depositPercent: string | number,
): ProposalTotals {
  const totals = computeInvoiceTotals(lines, taxRate);
  return { ...totals, deposit: depositCents(totals.total, depositPercent) };
}

/** total x percent / 100, rounded half up to the cent (percent has two decimals). */
export function depositCents(totalCents: number, percent: string | number): number {
  const hundredths = toHundredths(percent);
  return Math.round((totalCents * hundredths) / 10_000);
}

/** The client may still decide: the proposal is sent or viewed and its valid-until day has not ended. */
export const isOpenStatus = (status: ProposalStatus) => status === "sent" || status === "viewed";

/** Expired once the agency's date is past the valid-until day. */
export const isPastValidUntil = (validUntil: string, today: string) => today > validUntil;

/** Only a draft is edited; a sent proposal changes by a revision. */
export const isEditable = (status: ProposalStatus) => status === "draft";

/** A proposal can be revised while the client has not accepted and no revision replaced it. */
export const isRevisable = (status: ProposalStatus) =>
  status === "sent" || status === "viewed" || status === "declined" || status === "expired";

/** 'PRO-2026-0007', and ' v2' from the second revision on. */
export const proposalLabel = (proposal: { proposalNumber: string; version: number }) =>
  proposal.version > 1 ? `${proposal.proposalNumber} v${proposal.version}` : proposal.proposalNumber;

export const formatProposalNumber = (year: number, sequence: number) => `PRO-${year}-${String(sequence).padStart(4, "0")}`;
