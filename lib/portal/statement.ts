import "server-only";

import type { Db } from "@/db/client";
import { readClientStatement } from "@/lib/clients/record-queries";
import { parseStatementRange, type StatementRange } from "@/lib/clients/record-schema";
import type { Statement } from "@/lib/clients/record-types";

import { defaultPortalStatementRange } from "./statement-range";

/** The signed-in contact's client's statement; the client id comes from the portal session only. */
export const getPortalStatement = (db: Db, clientId: string, range: StatementRange): Promise<Statement | null> =>
  readClientStatement(db, clientId, range);

/**
 * The range of the statement page's (or PDF's) query: the back office's rules and messages, with
 * the portal's default of the last 90 days for a missing end.
 */
export function parsePortalStatementRange(raw: Record<string, unknown>, today: string) {
  const fallback = defaultPortalStatementRange(today);
  const given = (value: unknown) => {
    const first = Array.isArray(value) ? (value[0] as unknown) : value;
    return typeof first === "string" && first.trim() !== "" ? first : undefined;
  };
  return parseStatementRange({ from: given(raw.from) ?? fallback.from, to: given(raw.to) ?? fallback.to }, today);
}
