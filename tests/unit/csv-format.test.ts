import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { describe, expect, it } from "vitest";

import { CSV_FORMAT, csvFileName, FORMULA_TRIGGERS, isFormulaLike } from "@/lib/export/csv-format";

const BOM = "\uFEFF";
const write = (rows: string[][], headers = ["A", "B"]) =>
  stringify(rows, { ...CSV_FORMAT, columns: headers.map((header, index) => ({ key: String(index), header })) });

describe("the CSV format of the exports", () => {
  it("starts with a BOM and a header row, and ends records with CRLF (RFC 4180)", () => {
    expect(write([["1", "2"]])).toBe(`${BOM}A,B\r\n1,2\r\n`);
  });

  it("writes the header row even when nothing matches", () => {
    expect(write([])).toBe(`${BOM}A,B\r\n`);
  });

  it("quotes fields holding a comma, a quote, CR or LF, doubling the quotes", () => {
    expect(
      write([
        ["a,b", 'say "hi"'],
        ["line\nbreak", "cr\rhere"],
      ]),
    ).toBe(`${BOM}A,B\r\n"a,b","say ""hi"""\r\n"line\nbreak","cr\rhere"\r\n`);
  });

  it("keeps UTF-8 text as it is", () => {
    const text = write([["José Ñúñez", "東京 🚀"]]);
    expect(Buffer.from(text, "utf8").toString("utf8")).toContain("José Ñúñez,東京 🚀");
  });

  it.each(["=SUM(A1:A9)", "+1 303 555 0100", "-2+3", "@cmd", "\t=1+1", "\r=1+1", "＝1+1", "＋1", "－1", "＠x"])(
    "prefixes %j with an apostrophe so no spreadsheet runs it",
    (cell) => {
      const [, row] = parse(write([[cell, "safe"]]), { bom: true, relax_quotes: true }) as string[][];
      expect(row).toEqual([`'${cell}`, "safe"]);
      expect(isFormulaLike(cell)).toBe(true);
    },
  );

  it("leaves cells that only contain those characters later alone", () => {
    const [, row] = parse(write([["a=b", "mail@example.com"]]), { bom: true }) as string[][];
    expect(row).toEqual(["a=b", "mail@example.com"]);
    expect(isFormulaLike("a=b")).toBe(false);
    expect(isFormulaLike("")).toBe(false);
    expect(FORMULA_TRIGGERS).toContain("\t");
  });

  it("names the file after the agency date", () => {
    expect(csvFileName("leads", "2026-03-10")).toBe("leads-2026-03-10.csv");
  });
});
