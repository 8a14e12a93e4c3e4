import Link from "next/link";

import { Badge } from "@/components/ui/badge";
import { invoiceStatusLabels } from "@/lib/billing/invoices/schema";
import { balanceCents } from "@/lib/billing/rules";
import type { ClientContactRow, ClientLeadRow, ClientMoney, ClientProjectRow, ClientRecord } from "@/lib/clients/record-types";
import { clientKindLabels } from "@/lib/clients/schema";
import { formatDateTime, formatIsoDate } from "@/lib/dates";
import { leadStatusLabels } from "@/lib/leads/schema";
import { formatCents, formatMoney } from "@/lib/money";
import { projectStatusLabels } from "@/lib/projects/schema";

import { DetailField } from "../dialogs/details-dialog";

/*
 * The parts of a client page, drawn on the server from the page's props: plain tables (the
 * back office's `data-table` look) since nothing in them changes without a new render.
 */

export function ClientPart({ id, title, count, children }: { id: string; title: string; count?: number; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {title}
        {count === undefined ? null : <span className="ml-2 text-sm font-normal text-slate-500">({count})</span>}
      </h3>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: React.ReactNode }) => <p className="text-sm text-slate-600">{children}</p>;

export function ClientDetails({ client }: { client: ClientRecord }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <DetailField label="Kind">{clientKindLabels[client.kind]}</DetailField>
      <DetailField label="Company">{client.company || "—"}</DetailField>
      <DetailField label="Billing email">{client.billingEmail}</DetailField>
      <DetailField label="Phone">{client.phone || "—"}</DetailField>
      <DetailField label="Tax ID">{client.taxId || "—"}</DetailField>
      <DetailField label="Billing address">
        <span className="whitespace-pre-line">{client.billingAddress || "—"}</span>
      </DetailField>
      {client.notes ? (
        <DetailField label="Notes" wide>
          <span className="whitespace-pre-line">{client.notes}</span>
        </DetailField>
      ) : null}
    </dl>
  );
}

export function ContactsTable({ contacts }: { contacts: ClientContactRow[] }) {
  if (contacts.length === 0) return <Empty>No contacts yet.</Empty>;
  return (
    <div className="overflow-x-auto">
      <table className="data-table">
        <caption className="sr-only">Contacts</caption>
        <thead>
          <tr>
            <th>Name</th>
            <th>Email</th>
            <th>Phone</th>
            <th>Role</th>
          </tr>
        </thead>
        <tbody>
          {contacts.map((contact) => (
            <tr key={contact.id}>
              <td>
                {contact.name} {contact.isPrimary ? <Badge variant="secondary">Primary</Badge> : null}
              </td>
              <td>{contact.email}</td>
              <td>{contact.phone || "—"}</td>
              <td>{contact.role || "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ClientProjectsTable({ projects }: { projects: ClientProjectRow[] }) {
  if (projects.length === 0) return <Empty>No projects yet.</Empty>;
  return (
    <div className="overflow-x-auto">
      <table className="data-table">
        <caption className="sr-only">Projects</caption>
        <thead>
          <tr>
            <th>Project</th>
            <th>Status</th>
            <th className="text-right">Progress</th>
            <th>Timeline</th>
          </tr>
        </thead>
        <tbody>
          {projects.map((project) => (
            <tr key={project.id}>
              <td className="whitespace-normal">{project.title}</td>
              <td>{projectStatusLabels[project.status]}</td>
              <td className="text-right tabular-nums">{project.progressPercentage}%</td>
              <td className="text-sm">
                {formatIsoDate(project.startDate, "No start date")} – {formatIsoDate(project.endDate, "No end date")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ClientLeadsTable({ leads, timeZone }: { leads: ClientLeadRow[]; timeZone: string }) {
  if (leads.length === 0) return <Empty>No leads became this client.</Empty>;
  return (
    <div className="overflow-x-auto">
      <table className="data-table">
        <caption className="sr-only">Leads</caption>
        <thead>
          <tr>
            <th>Lead</th>
            <th>Status</th>
            <th>Created</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id}>
              <td>
                <div>{lead.name}</div>
                <div className="text-sm text-slate-600">{lead.email}</div>
              </td>
              <td>{leadStatusLabels[lead.status]}</td>
              <td className="text-sm">{formatDateTime(lead.createdAt, timeZone)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The owners' part: what the client owes, its invoices and the payments received. */
export function ClientMoneyParts({ money }: { money: ClientMoney }) {
  return (
    <>
      <ClientPart id="client-invoices" title="Invoices" count={money.invoices.length}>
        <p className="text-sm">
          Balance due: <strong className="tabular-nums">{formatCents(money.balanceDueCents)}</strong>
        </p>
        {money.invoices.length === 0 ? (
          <Empty>No invoices yet.</Empty>
        ) : (
          <div className="overflow-x-auto">
            <table className="data-table">
              <caption className="sr-only">Invoices</caption>
              <thead>
                <tr>
                  <th>Invoice #</th>
                  <th>Status</th>
                  <th>Issue date</th>
                  <th>Due date</th>
                  <th className="text-right">Amount</th>
                  <th className="text-right">Balance</th>
                </tr>
              </thead>
              <tbody>
                {money.invoices.map((invoice) => (
                  <tr key={invoice.id}>
                    <td>
                      <Link href={`/api/admin/invoices/${invoice.id}/pdf`} prefetch={false} className="underline-offset-2 hover:underline">
                        {invoice.invoiceNumber}
                      </Link>
                    </td>
                    <td>{invoiceStatusLabels[invoice.status]}</td>
                    <td>{formatIsoDate(invoice.issueDate)}</td>
                    <td>{formatIsoDate(invoice.dueDate)}</td>
                    <td className="text-right tabular-nums">{formatMoney(invoice.totalAmount)}</td>
                    <td className="text-right tabular-nums">{formatCents(balanceCents(invoice))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ClientPart>
      <ClientPart id="client-payments" title="Payments" count={money.payments.length}>
        {money.payments.length === 0 ? (
          <Empty>No payments yet.</Empty>
        ) : (
          <div className="overflow-x-auto">
            <table className="data-table">
              <caption className="sr-only">Payments</caption>
              <thead>
                <tr>
                  <th>Paid on</th>
                  <th>Invoice #</th>
                  <th>Method</th>
                  <th className="text-right">Amount</th>
                </tr>
              </thead>
              <tbody>
                {money.payments.map((payment) => (
                  <tr key={payment.id}>
                    <td>{formatIsoDate(payment.paidOn)}</td>
                    <td>{payment.invoiceNumber}</td>
                    <td>{payment.method || "—"}</td>
                    <td className="text-right tabular-nums">{formatMoney(payment.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ClientPart>
    </>
  );
}
