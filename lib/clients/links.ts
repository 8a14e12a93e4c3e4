/**
 * What links to a client, in words: why it cannot be deleted. Pure, so the rule and its message are
 * tested without a database.
 */

export type ClientLinks = { projects: number; invoices: number; retainers: number; leads: number };

const noun = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "This client has 2 projects and 1 invoice."; null when nothing links to it. */
export function clientLinksMessage(links: ClientLinks): string | null {
  const parts = [
    links.projects > 0 ? noun(links.projects, "project", "projects") : null,
    links.invoices > 0 ? noun(links.invoices, "invoice", "invoices") : null,
    links.retainers > 0 ? noun(links.retainers, "retainer", "retainers") : null,
    links.leads > 0 ? noun(links.leads, "lead", "leads") : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
  return `This client has ${list}.`;
}

/** A client's contacts as its audit entry records them: one line each, in a stable order. */
export const contactLines = (contacts: { name: string; email: string; isPrimary: boolean }[]) =>
  contacts.map((contact) => `${contact.name} <${contact.email.trim()}>${contact.isPrimary ? " (primary)" : ""}`).sort();
