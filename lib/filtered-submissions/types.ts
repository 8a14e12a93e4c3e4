import type { LeadSource } from "@/db/enums";
import type { FilteredReason } from "@/db/schema";

/** A row of the Filtered view: enough to recognise a person, the message cut short. */
export type FilteredListRow = {
  id: string;
  source: LeadSource;
  reason: FilteredReason;
  receivedAt: Date;
  name: string;
  email: string;
  messagePreview: string;
};

/** Everything the visitor sent, for the details dialog (labels, not codes, for the choices). */
export type FilteredDetails = {
  id: string;
  reason: FilteredReason;
  receivedAt: Date;
  fields: { label: string; value: string }[];
  message: string;
};
