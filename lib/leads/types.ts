import type { LeadSource, LeadStatus } from "@/db/enums";
import type { Lead } from "@/db/schema";
import type { HistoryEntry, HistoryMessage } from "@/lib/activity/types";

import type { BoardCursor } from "./board-schema";

/** The shapes lib/leads' queries answer with; pure types, so components can draw them. */

/** A row of the Leads table; its edit and conversion dialogs read the same fields. */
export type LeadListRow = Pick<
  Lead,
  | "id"
  | "name"
  | "email"
  | "phone"
  | "company"
  | "source"
  | "status"
  | "priority"
  | "leadScore"
  | "service"
  | "budget"
  | "estimatedValue"
  | "expectedCloseDate"
  | "nextFollowUpDate"
  | "tags"
  | "duplicateOfId"
  | "createdAt"
>;

export type LeadSummary = { id: string; name: string; email: string };

export type LeadActivityEntry = HistoryEntry;

export type LeadMessage = HistoryMessage;

/** Every field of one lead and its history, for the details dialog. */
export type LeadDetails = {
  lead: Omit<Lead, "searchText">;
  activity: LeadActivityEntry[];
  communications: LeadMessage[];
  /** For a duplicate: the lead it was matched to, and the one a merge would fold it into. */
  original: { direct: LeadSummary; mergeTarget: LeadSummary | null } | null;
};

export type BoardFilters = { q: string; source?: LeadSource | null };

export type BoardCard = {
  id: string;
  name: string;
  company: string | null;
  service: string | null;
  budget: string | null;
  priority: number;
  estimatedValue: string | null;
  status: LeadStatus;
  duplicateOfId: string | null;
  /** created_at as ISO text with microseconds: the cursor of the page that follows this card. */
  createdAt: string;
};

export type BoardColumnPage = { cards: BoardCard[]; nextCursor: BoardCursor | null };
export type BoardColumnSummary = { status: LeadStatus; count: number; sumCents: number };
export type BoardColumn = BoardColumnSummary & BoardColumnPage;
