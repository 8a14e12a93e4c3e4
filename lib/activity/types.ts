import type { ActivityChanges } from "@/db/schema";

/** What a lead's or a project's details show of the audit trail: what the Audit section shows of the entry. */
export type HistoryEntry = {
  id: string;
  entityType: string;
  action: string;
  description: string;
  changes: ActivityChanges | null;
  createdAt: Date;
  performedBy: string | null;
};

/** A communication as a lead's or a project's history lists it. */
export type HistoryMessage = {
  id: string;
  type: "email" | "call" | "meeting" | "note";
  subject: string | null;
  content: string;
  createdAt: Date;
  createdBy: string | null;
  fromEmail: string | null;
  toEmail: string | null;
};

/** A lead's or a project's history: audit entries and communications, each newest first. */
export type History = { activity: HistoryEntry[]; communications: HistoryMessage[] };
