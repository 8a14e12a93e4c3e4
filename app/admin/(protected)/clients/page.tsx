import { ClientsList } from "@/components/admin/clients/clients-list";
import { NewClientButton } from "@/components/admin/clients/new-client-button";
import { getDb } from "@/db/client";
import { isOwner, requireAdminPage } from "@/lib/authentication/guards";
import { listClients } from "@/lib/clients/record-queries";
import { listPage, pageQuery, parseListParams, type SearchParams } from "@/lib/list/params";

export default async function ClientsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const admin = await requireAdminPage();
  const params = parseListParams(await searchParams, {});
  const result = await listClients(getDb(), pageQuery(params), admin);
  return <ClientsList list={listPage(params, result)} showMoney={isOwner(admin)} actions={<NewClientButton />} />;
}
