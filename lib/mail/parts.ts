import type { Db } from "@/db/client";

import type { MailAttachment } from "./transport";

/*
 * How a feature completes its own mail as it goes out, without mail knowing the feature. An outbox
 * row may refer to a record (the record links of mail_outbox) and name an attachment; at delivery
 * the resolver registered for that kind of record (by the worker, lib/worker) fills in the text's
 * links and renders the attachments, so the row keeps neither a working link nor a file.
 */

/** The kinds of record an outbox row can refer to for its parts, one per record-link column. */
export const mailReferenceKinds = ["invoice", "proposal", "portal_link"] as const;
export type MailReferenceKind = (typeof mailReferenceKinds)[number];

/** What a row refers to: the record (null once deleted) and the attachment it names, if any. */
export type MailReference = { kind: MailReferenceKind; id: string | null; attachment: string | null };

export type MailParts = { text: string; attachments: MailAttachment[] };

/** Completes a mail's stored text; throws MailSendError to fail or delay the mail. */
export type MailPartsResolver = (db: Db, reference: MailReference, storedText: string) => Promise<MailParts>;

export type MailPartsResolvers = Partial<Record<MailReferenceKind, MailPartsResolver>>;

/** Which kind of record each attachment belongs to. */
const attachmentKinds: Record<string, MailReferenceKind> = { invoice_pdf: "invoice", proposal_pdf: "proposal" };

/**
 * The reference a stored row makes, or null for a mail sent as stored. An attachment belongs to
 * the row's record, so a row naming one refers to it even after the record was deleted.
 */
export function referenceOf(row: {
  invoiceId: string | null;
  proposalId?: string | null;
  portalLinkId?: string | null;
  attachment: string | null;
}): MailReference | null {
  if (row.portalLinkId) return { kind: "portal_link", id: row.portalLinkId, attachment: row.attachment };
  if (row.proposalId) return { kind: "proposal", id: row.proposalId, attachment: row.attachment };
  if (row.invoiceId) return { kind: "invoice", id: row.invoiceId, attachment: row.attachment };
  if (!row.attachment) return null;
  return { kind: attachmentKinds[row.attachment] ?? "invoice", id: null, attachment: row.attachment };
}
