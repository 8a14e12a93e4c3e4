/** The import's limits, shown on the upload form and enforced while the file is read. Pure. */
export const IMPORT_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  maxRows: 50_000,
  maxColumns: 100,
  /** One row's characters: far past any real lead, and what an unclosed quote runs into first. */
  maxRowChars: 65_536,
} as const;

export type ImportLimits = { [K in keyof typeof IMPORT_LIMITS]: number };

const MB = 1024 * 1024;

export const tooLargeMessage = (maxBytes: number) =>
  `The file is larger than ${(maxBytes / MB).toLocaleString("en-US")} MB. Split it into smaller files and import each.`;
