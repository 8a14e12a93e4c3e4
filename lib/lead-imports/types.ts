import type { DuplicateMode, LeadImportStatus, LeadSource } from "@/db/enums";
import type { LeadImportPreview, LeadImportResult, LeadImportUndoResult } from "@/db/schema";

import type { ColumnChoice } from "./fields";
import type { ImportedLead, RowError } from "./rows";

export type { ImportedLead, RowError } from "./rows";
export type { LeadImportPreview, LeadImportResult, LeadImportUndoResult } from "@/db/schema";

/** The shapes the import's queries answer with; pure types, so components can draw them. */

export type ImportedLeadSummary = { id: string; name: string; email: string };

/** One import in the list of recent imports. */
export type LeadImportSummary = {
  id: string;
  fileName: string;
  status: LeadImportStatus;
  rowCount: number;
  duplicateMode: DuplicateMode | null;
  preview: LeadImportPreview | null;
  result: LeadImportResult | null;
  undoResult: LeadImportUndoResult | null;
  createdAt: Date;
  importedAt: Date | null;
  undoneAt: Date | null;
  createdBy: string | null;
  importedBy: string | null;
  undoneBy: string | null;
};

/** One of the first rows of the file, as the import would store it. */
export type ImportPreviewRow = {
  rowNumber: number;
  /** The row's cells as the file has them. */
  cells: string[];
  values: ImportedLead | null;
  errors: RowError[] | null;
  /** The stored lead whose email it matches, if any. */
  match: ImportedLeadSummary | null;
  /** The earlier row of the file with the same email, if any. */
  repeatOf: number | null;
};

export type ImportErrorItem = RowError & { rowNumber: number };

/** Everything the import page shows for one upload. */
export type LeadImportDetails = LeadImportSummary & {
  headers: string[];
  mapping: ColumnChoice[] | null;
  defaultSource: LeadSource;
  /** The first rows' cells, shown beside each column in the mapping step. */
  sample: string[][];
  previewRows: ImportPreviewRow[];
  errorItems: ImportErrorItem[];
};
