import "server-only";

import { pipeline, Readable } from "node:stream";

import { CsvError, parse } from "csv-parse";

import { IMPORT_LIMITS, tooLargeMessage, type ImportLimits } from "./limits";

/**
 * Reads an uploaded CSV as it arrives: bytes are counted and decoded as UTF-8, parsed by csv-parse
 * and handed on row by row, so the file never sits in memory whole. Anything that makes the
 * file unusable throws an ImportFileError with the HTTP status and the message the person sees.
 */

export { IMPORT_LIMITS, tooLargeMessage, type ImportLimits } from "./limits";

export class ImportFileError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
    this.name = "ImportFileError";
  }
}

const count = (value: number) => value.toLocaleString("en-US");
const NOT_TEXT = "This is not a CSV file: it holds binary data. Save the sheet as CSV (UTF-8) and upload that.";
const NOT_UTF8 = "The file is not UTF-8 text. Save it as CSV (UTF-8) from your spreadsheet and upload it again.";

/** A request body's chunks; giving up early cancels the stream, so the rest of the upload is not read. */
export async function* bodyChunks(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** The upload's bytes as UTF-8 text (a byte order mark is dropped), never more than maxBytes. */
async function* utf8Text(body: AsyncIterable<Uint8Array>, maxBytes: number): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let bytes = 0;
  const decode = (chunk?: Uint8Array) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw new ImportFileError(400, NOT_UTF8);
    }
  };
  for await (const chunk of body) {
    bytes += chunk.byteLength;
    if (bytes > maxBytes) throw new ImportFileError(413, tooLargeMessage(maxBytes));
    // A NUL byte never occurs in text: this is a spreadsheet, an image or an archive.
    if (chunk.includes(0)) throw new ImportFileError(400, NOT_TEXT);
    const text = decode(chunk);
    if (text) yield text;
  }
  const rest = decode();
  if (rest) yield rest;
}

/** The first line's end, outside quotes; -1 while the text has none yet. */
function firstLineEnd(text: string): number {
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) return index;
  }
  return -1;
}

/** Comma or semicolon (what spreadsheets in many European locales write): whichever the header row uses more, outside quotes. */
export function detectDelimiter(headerLine: string): "," | ";" {
  let quoted = false;
  let commas = 0;
  let semicolons = 0;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ",") commas++;
    else if (!quoted && char === ";") semicolons++;
  }
  return semicolons > commas ? ";" : ",";
}

/** Reads text until the header line is complete, then gives it back with the rest of the stream. */
async function withDelimiter(text: AsyncIterator<string>): Promise<{ delimiter: "," | ";"; chunks: AsyncGenerator<string> }> {
  let head = "";
  let done = false;
  while (firstLineEnd(head) < 0 && head.length < IMPORT_LIMITS.maxRowChars) {
    const next = await text.next();
    if (next.done) {
      done = true;
      break;
    }
    head += next.value;
  }
  const end = firstLineEnd(head);
  const delimiter = detectDelimiter(end < 0 ? head : head.slice(0, end));
  async function* chunks() {
    if (head) yield head;
    if (done) return;
    for (let next = await text.next(); !next.done; next = await text.next()) yield next.value;
  }
  return { delimiter, chunks: chunks() };
}

function csvProblem(error: CsvError, maxRowChars: number): ImportFileError {
  // The parser reads ahead of the rows handed on: the error says how many records it had read.
  const rowNumber = (typeof error.records === "number" ? error.records : 0) + 1;
  switch (error.code) {
    case "CSV_MAX_RECORD_SIZE":
      return new ImportFileError(400, `Row ${count(rowNumber)} is longer than ${count(maxRowChars)} characters. Is a quote left open?`);
    case "CSV_QUOTE_NOT_CLOSED":
      return new ImportFileError(
        400,
        `This is not a valid CSV file: the quoted value that starts in row ${count(rowNumber)} is never closed.`,
      );
    default:
      return new ImportFileError(400, `This is not a valid CSV file: row ${count(rowNumber)} could not be read (a quote out of place?).`);
  }
}

export type CsvRow = { rowNumber: number; cells: string[] };
export type CsvUpload = { headers: string[]; delimiter: "," | ";"; rows: AsyncGenerator<CsvRow> };

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === "");

/**
 * Opens an uploaded CSV: reads and checks its header row, then returns the rows to come. Rows are
 * numbered as a spreadsheet shows them (the header is row 1); blank rows are skipped but keep
 * their number. Too many rows, or none at all, throws while the rows are read.
 */
export async function openCsvUpload(body: AsyncIterable<Uint8Array>, limits: ImportLimits = IMPORT_LIMITS): Promise<CsvUpload> {
  const { delimiter, chunks } = await withDelimiter(utf8Text(body, limits.maxBytes)[Symbol.asyncIterator]());
  const parser = parse({ delimiter, bom: true, relax_column_count: true, relax_quotes: true, max_record_size: limits.maxRowChars });
  // pipeline(): a failed source (too large, not UTF-8) ends the parser with the same error.
  pipeline(Readable.from(chunks), parser, () => undefined);
  const records = parser[Symbol.asyncIterator]() as AsyncIterator<string[]>;
  let rowNumber = 0;

  const next = async (): Promise<string[] | null> => {
    try {
      const result = await records.next();
      if (result.done) return null;
      rowNumber++;
      return result.value;
    } catch (error) {
      if (error instanceof ImportFileError) throw error;
      if (error instanceof CsvError) throw csvProblem(error, limits.maxRowChars);
      throw error;
    }
  };

  /** Stops reading the upload before refusing it. */
  const stop = (error: ImportFileError) => {
    parser.destroy();
    return error;
  };
  const header = await next();
  if (header === null || isBlank(header)) {
    throw stop(new ImportFileError(400, header === null ? "The file is empty." : "The first row must name the columns, but it is empty."));
  }
  if (header.length > limits.maxColumns) {
    throw stop(
      new ImportFileError(400, `The file has ${count(header.length)} columns; at most ${count(limits.maxColumns)} can be imported.`),
    );
  }
  if (header.length < 2) {
    throw stop(
      new ImportFileError(
        400,
        "This does not look like a CSV file: its first row has a single column. Leads need at least a name and an email column, separated by commas or semicolons.",
      ),
    );
  }

  async function* rows(): AsyncGenerator<CsvRow> {
    let taken = 0;
    try {
      for (let cells = await next(); cells !== null; cells = await next()) {
        if (isBlank(cells)) continue;
        if (++taken > limits.maxRows) {
          throw new ImportFileError(
            400,
            `The file has more than ${count(limits.maxRows)} rows. Split it into files of at most ${count(limits.maxRows)} rows and import each.`,
          );
        }
        yield { rowNumber, cells };
      }
    } finally {
      // Stops reading the upload when the rows are refused or the caller gives up.
      parser.destroy();
    }
    if (taken === 0) throw new ImportFileError(400, "The file has a header row but no leads under it.");
  }

  return { headers: header.map((name) => name.trim()), delimiter, rows: rows() };
}
