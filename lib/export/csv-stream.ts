import "server-only";

import { Readable, pipeline } from "node:stream";

import { stringify } from "csv-stringify";
import { sql, type SQL } from "drizzle-orm";
import type postgres from "postgres";

import type { Database } from "@/db/client";
import { jsonError } from "@/lib/http";
import { logger } from "@/lib/log";

import { CSV_FORMAT } from "./csv-format";

const log = logger("export");

/**
 * Streams a query's rows as CSV from a PostgreSQL cursor through csv-stringify into the response,
 * pulled batch by batch, so memory stays flat; a cancelled download closes the cursor, and so does
 * one still unfinished after CSV_DOWNLOAD_LIMIT_MS. Routes pass getExportDb(): the cursors then
 * hold the export pool's few connections, never the application's.
 */

/** One column of an export: its header and a SQL expression that yields text or null. */
export type CsvColumn = { header: string; value: SQL };

/** Rows fetched per round trip: large enough to be quick, small enough to stay a few hundred KB. */
export const CSV_BATCH_SIZE = 500;

const alias = (index: number) => `c${index}`;

/**
 * The select list of an export: every column as text, aliased c0, c1, ... in order. Columns are
 * cast to text in SQL (dates as YYYY-MM-DD, amounts as plain decimals), so each cell arrives as a
 * string or null and needs no JavaScript formatting.
 */
export function csvSelection(columns: readonly CsvColumn[]): Record<string, SQL.Aliased<string | null>> {
  return Object.fromEntries(columns.map((column, index) => [alias(index), sql<string | null>`(${column.value})::text`.as(alias(index))]));
}

/** What drizzle's query builders give: the statement and its parameters. */
export type CompiledQuery = { toSQL(): { sql: string; params: unknown[] } };

type CursorRow = Record<string, unknown>;

/** The query's rows as arrays of cells, fetched through a cursor, batch by batch. */
async function* cursorRecords(client: postgres.Sql, query: CompiledQuery, width: number, batchSize: number) {
  const { sql: text, params } = query.toSQL();
  // drizzle hands postgres-js these same parameters for its own queries (strings and numbers).
  const cursor = client.unsafe<CursorRow[]>(text, params as postgres.ParameterOrJSON<never>[]).cursor(batchSize);
  for await (const rows of cursor) {
    for (const row of rows) {
      const record: string[] = new Array<string>(width);
      for (let index = 0; index < width; index++) {
        const value = row[alias(index)];
        record[index] = typeof value === "string" ? value : value === null || value === undefined ? "" : String(value);
      }
      yield record;
    }
  }
}

/**
 * A download still unfinished after this long is cut off. The database does not time out a cursor
 * while it waits for the client to ask for more, so this is what frees the connection of a
 * reader who stopped reading.
 */
export const CSV_DOWNLOAD_LIMIT_MS = 5 * 60 * 1000;
const TOO_LONG = "The export took too long to download and was stopped.";

/** Node's async iterator as a web ReadableStream that reads only when asked (backpressure), until the deadline. */
function pullStream(iterator: AsyncIterator<Buffer | string>, first: Uint8Array | null, limitMs: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let pending = first;
  let ended = false;
  let deadline: NodeJS.Timeout | undefined;
  const end = () => {
    ended = true;
    clearTimeout(deadline);
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        deadline = setTimeout(() => {
          if (ended) return;
          end();
          log.warn("a CSV download was still unfinished at its time limit: stopped");
          // Closes the cursor: its connection goes back to the pool.
          void iterator.return?.();
          controller.error(new Error(TOO_LONG));
        }, limitMs);
        deadline.unref();
      },
      async pull(controller) {
        if (pending) {
          controller.enqueue(pending);
          pending = null;
          return;
        }
        try {
          const { value, done } = await iterator.next();
          if (ended) return;
          if (done) {
            end();
            controller.close();
          } else controller.enqueue(typeof value === "string" ? encoder.encode(value) : new Uint8Array(value));
        } catch (error) {
          if (ended) return;
          end();
          log.error({ err: error }, "the CSV stream failed");
          controller.error(error);
        }
      },
      async cancel() {
        end();
        // Ends csv-stringify and, through pipeline(), the cursor generator: the query is closed.
        await iterator.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}

export type CsvStreamOptions = { batchSize?: number; downloadLimitMs?: number };

/**
 * Starts the export and waits for its first chunk (so a database that cannot answer is known
 * before any header is sent), then returns the rest as a stream.
 */
export async function streamCsv(
  db: Database,
  query: CompiledQuery,
  columns: readonly CsvColumn[],
  { batchSize = CSV_BATCH_SIZE, downloadLimitMs = CSV_DOWNLOAD_LIMIT_MS }: CsvStreamOptions = {},
): Promise<ReadableStream<Uint8Array>> {
  const source = Readable.from(cursorRecords(db.$client, query, columns.length, batchSize));
  const stringifier = stringify({
    ...CSV_FORMAT,
    columns: columns.map((column, index) => ({ key: String(index), header: column.header })),
  });
  // pipeline() destroys both streams when either ends early or fails: no cursor is left open.
  const output = pipeline(source, stringifier, () => undefined);
  const iterator = output[Symbol.asyncIterator]();
  const first = await iterator.next();
  const firstBytes = first.done
    ? null
    : typeof first.value === "string"
      ? new TextEncoder().encode(first.value)
      : new Uint8Array(first.value as Buffer);
  return pullStream(iterator, firstBytes, downloadLimitMs);
}

/**
 * A CSV download: text/csv in UTF-8, attached under a dated name, never cached. If the database
 * cannot start the export, a 503 { error } instead of a broken file.
 */
export async function csvResponse(
  db: Database,
  query: CompiledQuery,
  columns: readonly CsvColumn[],
  fileName: string,
  options?: CsvStreamOptions,
): Promise<Response> {
  let body: ReadableStream<Uint8Array>;
  try {
    body = await streamCsv(db, query, columns, options);
  } catch (error) {
    log.error({ err: error }, "the CSV export could not start");
    return jsonError(503, "The export could not be started. Please try again.");
  }
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
