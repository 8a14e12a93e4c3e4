import Link from "next/link";

import { Button } from "@/components/ui/button";
import { CLIENTS_PATH, statementHref } from "@/lib/clients/paths";
import type { ClientPage } from "@/lib/clients/record-types";
import { newProposalHref } from "@/lib/proposals/paths";
import type { RelatedProposalRow } from "@/lib/proposals/related-types";

import { ClientActions } from "./client-actions";
import { ClientDetails, ClientLeadsTable, ClientMoneyParts, ClientPart, ClientProjectsTable, ContactsTable } from "./client-sections";
import { HistoryList } from "../history/history-list";
import { RelatedProposalsTable } from "../proposal-links/related-proposals";

/**
 * A client page: details and contacts, projects, the leads it came from, its proposals, for owners
 * its invoices and payments, then the communications of its leads and projects and the activity of
 * all of it.
 */
export function ClientView({
  page,
  proposals,
  owner,
  timeZone,
  portalAccess,
  portalSharing,
}: {
  page: ClientPage;
  proposals: RelatedProposalRow[];
  owner: boolean;
  timeZone: string;
  /** The client portal's access per contact, drawn on the server after the contacts. */
  portalAccess?: React.ReactNode;
  /** What the client portal shows of the updates and communications, drawn on the server after the money. */
  portalSharing?: React.ReactNode;
}) {
  const { client } = page;
  return (
    <article aria-labelledby="client-heading" className="space-y-8">
      <div className="space-y-2">
        <Link href={CLIENTS_PATH} className="text-sm text-slate-600 underline-offset-2 hover:underline">
          ← All clients
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="client-heading" className="text-lg font-semibold text-slate-900">
            {client.displayName}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            {owner ? (
              <Button asChild variant="outline" size="sm">
                <Link href={statementHref(client.id)}>Statement</Link>
              </Button>
            ) : null}
            <ClientActions client={client} owner={owner} />
          </div>
        </div>
      </div>
      <ClientPart id="client-details" title="Details">
        <ClientDetails client={client} />
      </ClientPart>
      <ClientPart id="client-contacts" title="Contacts" count={client.contacts.length}>
        <ContactsTable contacts={client.contacts} />
      </ClientPart>
      {portalAccess}
      <ClientPart id="client-projects" title="Projects" count={page.projects.length}>
        <ClientProjectsTable projects={page.projects} />
      </ClientPart>
      <ClientPart id="client-leads" title="Leads" count={page.leads.length}>
        <ClientLeadsTable leads={page.leads} timeZone={timeZone} />
      </ClientPart>
      <ClientPart id="client-proposals" title="Proposals" count={proposals.length}>
        <div>
          <Button asChild variant="outline" size="sm">
            <Link href={newProposalHref({ client: client.id })} prefetch={false}>
              New proposal
            </Link>
          </Button>
        </div>
        <RelatedProposalsTable proposals={proposals} caption="Proposals" />
      </ClientPart>
      {page.money ? <ClientMoneyParts money={page.money} /> : null}
      {portalSharing}
      <ClientPart id="client-communications" title="Communications">
        <HistoryList history={{ activity: [], communications: page.communications }} label="Communications" timeZone={timeZone} />
      </ClientPart>
      <ClientPart id="client-activity" title="Activity">
        <HistoryList history={{ activity: page.activity, communications: [] }} label="Activity" timeZone={timeZone} />
      </ClientPart>
    </article>
  );
}
