import type { ContactPortalState } from "@/lib/portal/admin-types";
import { portalStateLabel } from "@/lib/portal/state";

import { ClientPortalActions } from "./client-portal-actions";
import { ClientPart } from "./client-sections";

/** The client page's "Client portal" part: each contact's access, with invite and revoke. */
export function ClientPortalCard({ clientId, contacts, timeZone }: { clientId: string; contacts: ContactPortalState[]; timeZone: string }) {
  return (
    <ClientPart id="client-portal" title="Client portal">
      {contacts.length === 0 ? (
        <p className="text-sm text-slate-600">Add a contact to invite them to the client portal.</p>
      ) : (
        <ul className="divide-y rounded-md border bg-white">
          {contacts.map((contact) => (
            <li key={contact.contactId} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{contact.name}</p>
                <p className="truncate text-sm text-slate-600">{contact.email}</p>
                <p className="text-sm text-slate-700">{portalStateLabel(contact, timeZone)}</p>
              </div>
              <ClientPortalActions
                clientId={clientId}
                contactId={contact.contactId}
                name={contact.name}
                revoked={contact.revokedAt !== null}
              />
            </li>
          ))}
        </ul>
      )}
    </ClientPart>
  );
}
