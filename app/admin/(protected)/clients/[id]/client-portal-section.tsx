import { ClientPortalCard } from "@/components/admin/clients/client-portal-card";
import { getDb } from "@/db/client";
import { readEnv } from "@/lib/env";
import { listContactPortalStates } from "@/lib/portal/admin-queries";

/** The client page's "Client portal" part, loaded on its own so the page needs one element for it. */
export async function ClientPortalSection({ clientId }: { clientId: string }) {
  const contacts = await listContactPortalStates(getDb(), clientId);
  return <ClientPortalCard clientId={clientId} contacts={contacts} timeZone={readEnv().AGENCY_TIMEZONE} />;
}
