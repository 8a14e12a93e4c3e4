import type { AdminRole } from "@/db/enums";

/**
 * The back office's sections, in the order of SPEC §2's tabs (then the owners' Team and Audit).
 * Each is a route under /admin; the section navigation, the proxy and the old ?tab= addresses all
 * read this one list. It is also the one list of who may use what (CONTRACT.md "Admin session"):
 * an `ownerOnly` section is hidden from staff and its pages, its actions (every server action of
 * the lib/ folders in `features`, their sub-feature folders included) and its `endpoints` (route
 * files under app/) refuse staff on the
 * server. A section open to staff keeps its owners' actions in `owner-actions.ts` files (built on
 * ownerAction). tests/integration/owner-only.test.ts checks every action and endpoint against it,
 * and fails for one that no section claims.
 */
export const adminSections = [
  { slug: "dashboard", label: "Overview", ownerOnly: false, features: ["follow-ups"], endpoints: [] },
  {
    slug: "leads",
    label: "Leads",
    ownerOnly: false,
    features: ["leads", "lead-imports", "filtered-submissions"],
    endpoints: ["/api/admin/export/leads.csv", "/api/admin/imports/leads"],
  },
  // Open to staff; its money (balances, invoices, the statement) and merging are the owners': the
  // pages check the role, the merge is in lib/clients/owner-actions.ts, the statement PDF is Billing's.
  // The client page also invites contacts to the client portal and revokes them (lib/portal/admin-actions.ts).
  { slug: "clients", label: "Clients", ownerOnly: false, features: ["clients", "portal"], endpoints: [] },
  { slug: "projects", label: "Projects", ownerOnly: false, features: ["projects"], endpoints: [] },
  // Open to staff, who draft; sending, the client link and its copy are the owners' (lib/proposals/owner-actions.ts).
  { slug: "proposals", label: "Proposals", ownerOnly: false, features: ["proposals"], endpoints: [] },
  {
    slug: "communications",
    label: "Communications",
    ownerOnly: false,
    features: ["communications"],
    endpoints: ["/api/functions/generate-ai-response", "/api/functions/send-email", "/api/functions/send-communication-notification"],
  },
  {
    slug: "billing",
    label: "Billing",
    ownerOnly: true,
    features: ["billing"],
    endpoints: ["/api/admin/invoices/[id]/pdf", "/api/admin/export/invoices.csv", "/api/admin/clients/[id]/statement/pdf"],
  },
  { slug: "outbox", label: "Outbox", ownerOnly: true, features: ["outbox"], endpoints: [] },
  { slug: "team", label: "Team", ownerOnly: true, features: ["team"], endpoints: [] },
  { slug: "audit", label: "Audit", ownerOnly: true, features: ["audit"], endpoints: ["/api/admin/export/audit.csv"] },
  // Signing in and out, and the admin's own account and sessions, are everyone's.
  { slug: "profile", label: "Profile", ownerOnly: false, features: ["account", "authentication"], endpoints: ["/api/admin/session"] },
] as const satisfies readonly {
  slug: string;
  label: string;
  ownerOnly: boolean;
  features: readonly string[];
  endpoints: readonly string[];
}[];

export type AdminSection = (typeof adminSections)[number];
export type AdminSectionSlug = AdminSection["slug"];

export const sectionHref = (slug: AdminSectionSlug) => `/admin/${slug}`;

/** The sections an admin of this role sees in the navigation. */
export const sectionsFor = (role: AdminRole) => adminSections.filter((section) => role === "owner" || !section.ownerOnly);

/** Whether a path is one of the sections' pages (or a page inside one). */
export const isSectionPath = (pathname: string) =>
  adminSections.some(({ slug }) => pathname === sectionHref(slug) || pathname.startsWith(`${sectionHref(slug)}/`));

/**
 * Sections that moved to another address, old slug to new: next.config.ts answers the old address
 * (and every page under it) with a permanent redirect to the new one, query string kept.
 */
export const movedSections: Readonly<Record<string, AdminSectionSlug>> = { invoices: "billing" };

/** The dashboard's tabs were once /admin/dashboard?tab=<name>; those links still lead to their section. */
export const legacyTabSections: Readonly<Record<string, AdminSectionSlug>> = {
  leads: "leads",
  projects: "projects",
  communications: "communications",
  billing: "billing",
  profile: "profile",
};

/** The section address for an old ?tab= link, with its other parameters; null when it names no other section. */
export function legacyTabAddress(url: URL): string | null {
  if (url.pathname !== sectionHref("dashboard")) return null;
  const tab = url.searchParams.getAll("tab")[0];
  const slug = tab ? legacyTabSections[tab] : undefined;
  if (!slug) return null;
  const params = new URLSearchParams(url.search);
  params.delete("tab");
  const query = params.toString();
  return `${sectionHref(slug)}${query ? `?${query}` : ""}${url.hash}`;
}
