import { OutboxList } from "@/components/admin/outbox/outbox-list";
import { getDb } from "@/db/client";
import { requireOwnerPage } from "@/lib/authentication/guards";
import { readEnv } from "@/lib/env";
import { listPage, pageQuery, parseListParams, type SearchParams } from "@/lib/list/params";
import { countFailedMail, listOutbox } from "@/lib/outbox/queries";
import { mailStatuses } from "@/lib/outbox/schema";

export default async function OutboxPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireOwnerPage();
  const params = parseListParams(await searchParams, { status: mailStatuses });
  const db = getDb();
  const [result, failed] = await Promise.all([listOutbox(db, pageQuery(params)), countFailedMail(db)]);
  const env = readEnv();
  return (
    <OutboxList
      list={listPage(params, result)}
      failed={failed}
      providerConfigured={Boolean(env.RESEND_API_KEY)}
      timeZone={env.AGENCY_TIMEZONE}
    />
  );
}
