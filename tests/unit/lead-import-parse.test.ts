import { describe, expect, it } from "vitest";

import { detectDelimiter, IMPORT_LIMITS, ImportFileError, openCsvUpload, type ImportLimits } from "@/lib/lead-imports/parse";

const encoder = new TextEncoder();

/** The upload as the request body delivers it: bytes in chunks of `size`. */
async function* body(content: string | Uint8Array, size = 7): AsyncGenerator<Uint8Array> {
  const bytes = typeof content === "string" ? encoder.encode(content) : content;
  for (let start = 0; start < bytes.length; start += size) yield bytes.slice(start, start + size);
}

async function read(content: string | Uint8Array, limits?: Partial<ImportLimits>, chunkSize?: number) {
  const upload = await openCsvUpload(body(content, chunkSize), { ...IMPORT_LIMITS, ...limits });
  const rows = [];
  for await (const row of upload.rows) rows.push(row);
  return { headers: upload.headers, delimiter: upload.delimiter, rows };
}

async function refusal(content: string | Uint8Array, limits?: Partial<ImportLimits>) {
  const error = await read(content, limits).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImportFileError);
  return error as ImportFileError;
}

describe("reading an uploaded CSV", () => {
  it("reads quoted fields, CRLF or LF, with or without a byte order mark", async () => {
    const text = 'Name,Email,Message\r\n"Doe, Jane",jane@example.com,"Line one\nsaid ""hi"""\r\nBo,bo@example.com,\r\n';
    for (const content of [text, `\uFEFF${text}`, text.replace(/\r\n/g, "\n")]) {
      const { headers, rows, delimiter } = await read(content);
      expect(delimiter).toBe(",");
      expect(headers).toEqual(["Name", "Email", "Message"]);
      expect(rows).toEqual([
        { rowNumber: 2, cells: ["Doe, Jane", "jane@example.com", 'Line one\nsaid "hi"'] },
        { rowNumber: 3, cells: ["Bo", "bo@example.com", ""] },
      ]);
    }
  });

  it("reads semicolon-separated files, and numbers rows as a spreadsheet does, blank rows included", async () => {
    const { headers, rows, delimiter } = await read('Name;Email;Note\n\nAna;ana@example.com;"a; b, c"\n;;\nBen;ben@example.com;x\n');
    expect(delimiter).toBe(";");
    expect(headers).toEqual(["Name", "Email", "Note"]);
    expect(rows).toEqual([
      { rowNumber: 3, cells: ["Ana", "ana@example.com", "a; b, c"] },
      { rowNumber: 5, cells: ["Ben", "ben@example.com", "x"] },
    ]);
  });

  it("keeps multi-byte characters split across chunks", async () => {
    const { rows } = await read("Name,Email\nJosé Müller 😀,jose@example.com\n", {}, 1);
    expect(rows[0]!.cells[0]).toBe("José Müller 😀");
  });

  it("picks the delimiter the header row uses more, outside quotes", () => {
    expect(detectDelimiter("Name,Email,Phone")).toBe(",");
    expect(detectDelimiter("Name;Email;Phone")).toBe(";");
    expect(detectDelimiter('"Name;Full";Email;Phone')).toBe(";");
    expect(detectDelimiter('"a;b;c",Email')).toBe(",");
  });
});

describe("refusing a file that cannot be imported", () => {
  it("refuses an empty file, a blank header and a header with nothing under it", async () => {
    expect((await refusal("")).message).toBe("The file is empty.");
    expect((await refusal("\uFEFF")).message).toBe("The file is empty.");
    expect((await refusal(",,\nAna,ana@example.com,\n")).message).toMatch(/first row must name the columns/);
    expect((await refusal("Name,Email\r\n\r\n,\r\n")).message).toBe("The file has a header row but no leads under it.");
  });

  it("refuses binary data, text that is not UTF-8 and a single-column file as not CSV", async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
    expect((await refusal(zip)).message).toMatch(/not a CSV file/);
    const latin1 = new Uint8Array([...encoder.encode("Name,Email\nJos"), 0xe9, ...encoder.encode(",j@example.com\n")]);
    expect((await refusal(latin1)).message).toMatch(/not UTF-8/);
    expect((await refusal("Hello there\nThis is a letter.\n")).message).toMatch(/single column/);
  });

  it("answers 413 past the size limit, and 400 past the row, column and row-length limits", async () => {
    const big = await refusal(`Name,Email\n${"Ana,ana@example.com\n".repeat(100)}`, { maxBytes: 500 });
    expect(big.status).toBe(413);
    expect(big.message).toMatch(/larger than/);

    const many = await refusal(`Name,Email\n${"Ana,ana@example.com\n".repeat(11)}`, { maxRows: 10 });
    expect([many.status, many.message]).toEqual([
      400,
      "The file has more than 10 rows. Split it into files of at most 10 rows and import each.",
    ]);
    // Exactly at the limit is fine.
    expect((await read(`Name,Email\n${"Ana,ana@example.com\n".repeat(10)}`, { maxRows: 10 })).rows).toHaveLength(10);

    const wide = await refusal(`${Array.from({ length: 6 }, (_, i) => `C${i}`).join(",")}\n1,2,3,4,5,6\n`, { maxColumns: 5 });
    expect(wide.message).toBe("The file has 6 columns; at most 5 can be imported.");

    const long = await refusal(`Name,Email\nAna,ana@example.com\nBen,"${"x".repeat(300)}"\n`, { maxRowChars: 200 });
    expect(long.message).toBe("Row 3 is longer than 200 characters. Is a quote left open?");
  });

  it("refuses a quote that is never closed, naming its row", async () => {
    const error = await refusal('Name,Email\nAna,ana@example.com\n"Ben,ben@example.com\n');
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/row 3 is never closed/);
  });
});
