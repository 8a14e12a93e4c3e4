/**
 * The value lists of SPEC.md, written once. They feed the PostgreSQL enums in db/schema.ts, the
 * zod schemas in lib/<feature>/schema.ts and the select options on screen. Pure data: safe to
 * import from client components.
 */
export const leadSources = ["brand_analysis", "contact_form"] as const;
export const leadStatuses = ["new", "contacted", "qualified", "proposal", "won", "lost"] as const;
export const leadPriorities = [1, 2, 3] as const; // SPEC §2: 1 High, 2 Medium, 3 Low
export const projectStatuses = ["planning", "in_progress", "review", "completed", "on_hold"] as const;
export const communicationTypes = ["email", "call", "meeting", "note"] as const;
export const invoiceStatuses = ["draft", "sent", "paid", "overdue", "cancelled"] as const;
/** What an audit entry is about: a record of the back office, an admin (team changes) or a sign-in (session). */
export const activityEntityTypes = [
  "lead",
  "project",
  "invoice",
  "lead_import",
  "recurring_invoice",
  "billing_settings",
  "communication",
  "admin",
  "session",
  "mail",
  "security_settings",
  "filtered_submission",
  "client",
  "proposal",
] as const;
/** A client is a company or a person. */
export const clientKinds = ["company", "person"] as const;
/** An owner may do everything; staff work leads, projects and communications (CONTRACT.md "Admin session"). */
export const adminRoles = ["owner", "staff"] as const;
export const mailStatuses = ["queued", "sending", "sent", "failed"] as const;
/** A CSV import of leads: staged on upload, previewed with a mapping, imported, perhaps undone. */
export const leadImportStatuses = ["uploaded", "previewed", "imported", "undone"] as const;
/** What an import does with a row whose email matches a lead: skip it, fill that lead's empty fields, or create a duplicate. */
export const duplicateModes = ["skip", "update", "duplicate"] as const;
/** How often a retainer repeats an invoice. */
export const recurringFrequencies = ["week", "month", "quarter", "year"] as const;
export const recurringStatuses = ["active", "paused", "ended"] as const;

/** A proposal's life: drafted, sent, opened by the client, then decided, run out or replaced by a revision. */
export const proposalStatuses = ["draft", "sent", "viewed", "accepted", "declined", "expired", "replaced"] as const;
/**
 * A proposal line: always included, one of the pick-one packages (a proposal has at most one such
 * group), or optional (the client ticks it).
 */
export const proposalLineKinds = ["included", "package", "optional"] as const;

export type LeadSource = (typeof leadSources)[number];
export type LeadStatus = (typeof leadStatuses)[number];
export type LeadPriority = (typeof leadPriorities)[number];
export type ClientKind = (typeof clientKinds)[number];
export type ProjectStatus = (typeof projectStatuses)[number];
export type CommunicationType = (typeof communicationTypes)[number];
export type InvoiceStatus = (typeof invoiceStatuses)[number];
export type ActivityEntityType = (typeof activityEntityTypes)[number];
export type AdminRole = (typeof adminRoles)[number];
export type MailStatus = (typeof mailStatuses)[number];
export type LeadImportStatus = (typeof leadImportStatuses)[number];
export type DuplicateMode = (typeof duplicateModes)[number];
export type RecurringFrequency = (typeof recurringFrequencies)[number];
export type ProposalStatus = (typeof proposalStatuses)[number];
export type ProposalLineKind = (typeof proposalLineKinds)[number];
export type RecurringStatus = (typeof recurringStatuses)[number];

export const priorityLabels: Record<LeadPriority, string> = { 1: "High", 2: "Medium", 3: "Low" };
