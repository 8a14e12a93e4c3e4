import { describe, expect, it } from "vitest";

import {
  containsPattern,
  escapeLike,
  isFiltered,
  PAGE_SIZE,
  pageCount,
  parseListFilters,
  parseListParams,
  searchParamsRecord,
} from "@/lib/list/params";

const filters = { status: ["new", "won"], source: ["brand_analysis", "contact_form"] } as const;

describe("parseListParams", () => {
  it("reads search, page and known filter values", () => {
    const params = parseListParams({ q: "  smith ", page: "3", status: "won", source: "contact_form" }, filters);
    expect(params).toEqual({
      q: "smith",
      page: 3,
      offset: 2 * PAGE_SIZE,
      limit: PAGE_SIZE,
      filters: { status: "won", source: "contact_form" },
    });
  });

  it("turns anything odd into the defaults instead of throwing", () => {
    const params = parseListParams({ q: ["a", "b"], page: "-4", status: "all", source: "nope" }, filters);
    expect(params.q).toBe("a");
    expect(params.page).toBe(1);
    expect(params.filters).toEqual({ status: undefined, source: undefined });
    expect(parseListParams({ page: "2.5" }, filters).page).toBe(1);
    expect(parseListParams({ page: "99999999" }, filters).page).toBe(1);
    expect(parseListParams({}, filters).q).toBe("");
  });

  it("cuts very long search text", () => {
    expect(parseListParams({ q: "x".repeat(1000) }, filters).q).toHaveLength(200);
  });
});

describe("parseListFilters (the strict reading for exports)", () => {
  it("reads the same search and filters as the tab, ignoring the page", () => {
    const query = searchParamsRecord(new URLSearchParams("q=%20smith%20&status=won&source=contact_form&page=4&tab=leads"));
    expect(parseListFilters(query, filters)).toEqual({
      ok: true,
      data: { q: "smith", filters: { status: "won", source: "contact_form" } },
    });
    expect(parseListFilters(query, filters)).toMatchObject({
      ok: true,
      data: { q: parseListParams(query, filters).q, filters: parseListParams(query, filters).filters },
    });
  });

  it("treats absent, empty and 'all' as no filter, and a repeated key as its first value", () => {
    expect(parseListFilters({ status: "all", source: "" }, filters)).toEqual({
      ok: true,
      data: { q: "", filters: { status: undefined, source: undefined } },
    });
    expect(parseListFilters(searchParamsRecord(new URLSearchParams("status=new&status=nope")), filters)).toMatchObject({
      data: { filters: { status: "new" } },
    });
    expect(parseListFilters({ q: "x".repeat(1000) }, filters)).toMatchObject({ data: { q: "x".repeat(200) } });
  });

  it("refuses an unknown filter value with a readable message instead of widening to all", () => {
    expect(parseListFilters({ status: "archived" }, filters)).toEqual({ ok: false, error: "status: must be one of new, won." });
    expect(parseListFilters({ source: "fax" }, filters)).toMatchObject({ ok: false });
  });
});

describe("escapeLike", () => {
  it("makes wildcards literal", () => {
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
    expect(containsPattern("a_b")).toBe("%a\\_b%");
  });
});

describe("pageCount and isFiltered", () => {
  it("counts pages, at least one", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
    expect(pageCount(10, 3)).toBe(4);
  });

  it("knows when a list is narrowed", () => {
    expect(isFiltered({ q: "", filters: { status: undefined } })).toBe(false);
    expect(isFiltered({ q: "a", filters: {} })).toBe(true);
    expect(isFiltered({ q: "", filters: { status: "won" } })).toBe(true);
  });
});
