import { describe, expect, it } from "vitest";

import { containsPattern, escapeLike, isFiltered, PAGE_SIZE, pageCount, parseListParams } from "@/lib/list/params";

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
