import { forbidden, notFound } from "next/navigation";
import { z } from "zod";

import { StatementView } from "@/components/admin/clients/statement-view";
import { getDb } from "@/db/client";
import { isOwner, requireAdminPage } from "@/lib/authentication/guards";
import { getClientRecord, getClientStatement } from "@/lib/clients/record-queries";
import { parseStatementRange } from "@/lib/clients/record-schema";
import { agencyToday } from "@/lib/dates/agency";
import type { SearchParams } from "@/lib/list/params";

const text = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

export default async function ClientStatementPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const admin = await requireAdminPage();
  // The Clients section is open to staff; a statement is money, the owners' alone.
  if (!isOwner(admin)) forbidden();
  const { id } = await params;
  if (!z.uuid().safeParse(id).success) notFound();
  const raw = await searchParams;
  const range = parseStatementRange(raw, agencyToday());
  if (!range.ok) {
    const client = await getClientRecord(getDb(), id);
    if (!client) notFound();
    return <StatementView client={client} input={{ from: text(raw.from), to: text(raw.to) }} error={range.error} />;
  }
  const statement = await getClientStatement(getDb(), id, range.range, admin);
  if (!statement) notFound();
  return <StatementView client={statement.client} input={range.range} statement={statement} />;
}
