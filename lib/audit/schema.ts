import { z } from "zod";

import { activityEntityTypes, type ActivityEntityType } from "@/db/enums";
import { auditActionLabels, auditActions, entityTypeLabels, type AuditAction } from "@/lib/activity/vocabulary";
import { isIsoDate } from "@/lib/dates";
import { parseListParams, type SearchParams } from "@/lib/list/params";

/**
 * The Audit section's filters: admin, entity type, action and a date range (agency calendar days,
 * both ends included), read from the URL. Pure: the list's selects use the options too.
 */

export const entityTypeOptions = activityEntityTypes.map((value) => ({ value, label: entityTypeLabels[value] }));
export const auditActionOptions = auditActions.map((value) => ({ value, label: auditActionLabels[value] }));

export type AuditFilters = {
  adminId?: string;
  entity?: ActivityEntityType;
  action?: AuditAction;
  /** YYYY-MM-DD, the first agency day shown. */
  from?: string;
  /** YYYY-MM-DD, the last agency day shown. */
  to?: string;
};

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const dateText = z.string().refine(isIsoDate);

/** The range in order: a "from" after the "to" is read the other way round rather than matching nothing. */
function ordered(from: string | undefined, to: string | undefined): Pick<AuditFilters, "from" | "to"> {
  return from && to && from > to ? { from: to, to: from } : { from, to };
}

/** The list's URL, leniently (anything odd is no filter), like every list: page, filters, dates. */
export function parseAuditParams(searchParams: SearchParams) {
  const params = parseListParams(searchParams, { entity: activityEntityTypes, action: auditActions });
  const date = (key: string) => dateText.optional().catch(undefined).parse(first(searchParams[key]));
  const adminId = z.uuid().optional().catch(undefined).parse(first(searchParams.admin));
  const filters: AuditFilters = {
    adminId,
    entity: params.filters.entity,
    action: params.filters.action,
    ...ordered(date("from"), date("to")),
  };
  return {
    page: params.page,
    offset: params.offset,
    limit: params.limit,
    filters,
    filtered: Object.values(filters).some((value) => value !== undefined),
  };
}

const strictFilters = z.object({
  admin: z.uuid("admin: must be an admin's id.").optional(),
  entity: z.enum(activityEntityTypes, `entity: must be one of ${activityEntityTypes.join(", ")}.`).optional(),
  action: z.enum(auditActions, "action: must be one of the audit actions.").optional(),
  from: dateText.optional(),
  to: dateText.optional(),
});

/**
 * The export's filters, strictly (CONTRACT.md's exports: an unknown filter value is a 400, never
 * silently "all"): absent, empty or "all" is no filter.
 */
export function parseAuditExportFilters(params: URLSearchParams): { ok: true; data: AuditFilters } | { ok: false; error: string } {
  const raw = (key: string) => {
    const value = params.get(key);
    return value === null || value === "" || value === "all" ? undefined : value;
  };
  const badDate = (["from", "to"] as const).find((key) => raw(key) !== undefined && !isIsoDate(raw(key)!));
  if (badDate) return { ok: false, error: `${badDate}: must be a date written YYYY-MM-DD.` };
  const parsed = strictFilters.safeParse({
    admin: raw("admin"),
    entity: raw("entity"),
    action: raw("action"),
    from: raw("from"),
    to: raw("to"),
  });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "Bad filters." };
  const { admin, entity, action, from, to } = parsed.data;
  return { ok: true, data: { adminId: admin, entity, action, ...ordered(from, to) } };
}
