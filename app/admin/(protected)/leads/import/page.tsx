import { z } from "zod";

import { LeadImportView } from "@/components/admin/lead-imports/lead-import-view";
import { getDb } from "@/db/client";
import { requireAdminPage } from "@/lib/authentication/guards";
import { readEnv } from "@/lib/env";
import { getLeadImport, listRecentImports } from "@/lib/lead-imports/queries";
import type { SearchParams } from "@/lib/list/params";

const importIdParam = z.preprocess((value) => (Array.isArray(value) ? value[0] : value), z.uuid().optional().catch(undefined));

/** Import leads from CSV: upload, map, preview, import; the recent imports with their undo. ?id= is the upload being worked on. */
export default async function LeadImportPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireAdminPage();
  const { id: rawId } = await searchParams;
  const importId = importIdParam.parse(rawId);
  const db = getDb();
  const [current, recent] = await Promise.all([importId ? getLeadImport(db, importId) : null, listRecentImports(db)]);
  return <LeadImportView current={current} missing={Boolean(importId) && !current} recent={recent} timeZone={readEnv().AGENCY_TIMEZONE} />;
}
