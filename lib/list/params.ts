import { z } from "zod";

/**
 * The list kit's server half: `q`, `page` and named filters read from searchParams with zod, so every
 * list parses its URL alike. Pure: client components import the constants too.
 */

/** SPEC-free choice: 25 rows per page on every back-office list. */
export const PAGE_SIZE = 25;
/** Longer search text is cut here: enough for any name or email, and cheap for the trigram index. */
export const MAX_QUERY_LENGTH = 200;
/** The value of a filter select that means "no filter"; it never reaches the URL. */
export const ALL = "all";

/** A page's searchParams, as Next.js hands them over. */
export type SearchParams = Record<string, string | string[] | undefined>;
type RawParams = SearchParams;
type FilterValues = readonly [string, ...string[]];
export type FilterSpec = Record<string, FilterValues>;

export type ListParams<F extends FilterSpec> = {
  /** Trimmed search text; "" when there is none. */
  q: string;
  /** 1-based page number. */
  page: number;
  /** Rows to skip: (page - 1) x PAGE_SIZE. */
  offset: number;
  limit: number;
  /** Each filter's chosen value, or undefined for "all" (or anything unknown). */
  filters: { [K in keyof F]: F[K][number] | undefined };
};

/** A repeated key (?q=a&q=b) counts as its first value. */
const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** Search text as every list reads it: NUL removed, trimmed, cut at MAX_QUERY_LENGTH. */
const queryText = z.string().transform((value) =>
  value
    .replace(/\u0000/g, "")
    .trim()
    .slice(0, MAX_QUERY_LENGTH),
);

const querySchema = z.preprocess(first, queryText.catch(""));

// Pages past 10,000 are refused (back to 1): OFFSET that deep is a scan, and nobody pages that far.
const pageSchema = z.preprocess(first, z.coerce.number().int().min(1).max(10_000).catch(1));

const filterSchema = <V extends FilterValues>(values: V) => z.preprocess(first, z.enum(values).optional().catch(undefined));

/** Parses the list part of a page's searchParams; never throws, anything odd becomes the default. */
export function parseListParams<F extends FilterSpec>(searchParams: RawParams, filters: F): ListParams<F> {
  const q = querySchema.parse(searchParams.q);
  const page = pageSchema.parse(searchParams.page ?? 1);
  const parsedFilters = Object.fromEntries(
    Object.entries(filters).map(([key, values]) => [key, filterSchema(values).parse(searchParams[key])]),
  ) as ListParams<F>["filters"];
  return { q, page, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, filters: parsedFilters };
}

export type ListFilterParams<F extends FilterSpec> = Pick<ListParams<F>, "q" | "filters">;

export type ParsedListFilters<F extends FilterSpec> = { ok: true; data: ListFilterParams<F> } | { ok: false; error: string };

/**
 * A list URL's search and filters, strictly, for the CSV exports: widening an unknown filter to "all"
 * would hand out rows nobody asked for, so it is an error. Otherwise read as parseListParams; no page.
 */
export function parseListFilters<F extends FilterSpec>(searchParams: RawParams, filters: F): ParsedListFilters<F> {
  const q = z.preprocess(first, queryText.optional()).safeParse(searchParams.q);
  if (!q.success) return { ok: false, error: "q: the search must be text." };
  const parsedFilters: Record<string, string | undefined> = {};
  for (const [key, values] of Object.entries(filters)) {
    const raw: unknown = first(searchParams[key]);
    if (raw === undefined || raw === "" || raw === ALL) {
      parsedFilters[key] = undefined;
      continue;
    }
    const parsed = z.enum(values).safeParse(raw);
    if (!parsed.success) return { ok: false, error: `${key}: must be one of ${values.join(", ")}.` };
    parsedFilters[key] = parsed.data;
  }
  return { ok: true, data: { q: q.data ?? "", filters: parsedFilters as ListFilterParams<F>["filters"] } };
}

/** A URL's query string as the record parseListParams and parseListFilters read. */
export function searchParamsRecord(params: URLSearchParams): RawParams {
  const record: Record<string, string[]> = {};
  for (const [key, value] of params) (record[key] ??= []).push(value);
  return record;
}

/** Escapes LIKE/ILIKE wildcards (and the escape character) so user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The ILIKE pattern "contains text" for a search_text column. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** Pages needed for `total` rows; at least 1, so "Page 1 of 1" reads right on an empty list. */
export function pageCount(total: number, pageSize: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** True when a search or any filter narrows the list (the empty state then offers 'Clear filters'). */
export function isFiltered(params: { q: string; filters: Record<string, unknown> }): boolean {
  return params.q !== "" || Object.values(params.filters).some((value) => value !== undefined);
}

/**
 * One page of a back-office list, as its route hands it to the list's component. `totalIsAtLeast`:
 * the search stopped counting at `total` (more match), so the list says "1,000+", not a guess.
 */
export type ListPage<Row> = { rows: Row[]; total: number; totalIsAtLeast?: boolean; page: number; pageCount: number; filtered: boolean };

/** A count that may have stopped early: `atLeast` when more rows match than were counted. */
export type BoundedCount = { total: number; atLeast?: boolean };

/** The list query of a page's params: search text, filters, offset and limit. */
export const pageQuery = <F extends FilterSpec>(params: ListParams<F>) => ({
  q: params.q,
  ...params.filters,
  offset: params.offset,
  limit: params.limit,
});

/** The page a list query answered, with what the list needs to draw it. */
export function listPage<Row, F extends FilterSpec>(params: ListParams<F>, result: { rows: Row[] } & BoundedCount): ListPage<Row> {
  const { rows, total, atLeast } = result;
  return {
    rows,
    total,
    ...(atLeast ? { totalIsAtLeast: true } : {}),
    page: params.page,
    pageCount: pageCount(total),
    filtered: isFiltered(params),
  };
}
