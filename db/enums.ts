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
export const activityEntityTypes = ["lead", "project", "invoice"] as const;
export const mailStatuses = ["queued", "sending", "sent", "failed"] as const;

export type LeadSource = (typeof leadSources)[number];
export type LeadStatus = (typeof leadStatuses)[number];
export type LeadPriority = (typeof leadPriorities)[number];
export type ProjectStatus = (typeof projectStatuses)[number];
export type CommunicationType = (typeof communicationTypes)[number];
export type InvoiceStatus = (typeof invoiceStatuses)[number];
export type ActivityEntityType = (typeof activityEntityTypes)[number];
export type MailStatus = (typeof mailStatuses)[number];

export const priorityLabels: Record<LeadPriority, string> = { 1: "High", 2: "Medium", 3: "Low" };
