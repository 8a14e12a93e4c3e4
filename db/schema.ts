import { sql, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import {
  activityEntityTypes,
  type AdminRole,
  clientKinds,
  communicationTypes,
  duplicateModes,
  invoiceStatuses,
  leadImportStatuses,
  leadSources,
  leadStatuses,
  mailStatuses,
  projectStatuses,
  proposalLineKinds,
  proposalStatuses,
  recurringFrequencies,
  recurringStatuses,
} from "./enums";

export const leadSourceEnum = pgEnum("lead_source", leadSources);
export const clientKindEnum = pgEnum("client_kind", clientKinds);
export const leadStatusEnum = pgEnum("lead_status", leadStatuses);
export const projectStatusEnum = pgEnum("project_status", projectStatuses);
export const communicationTypeEnum = pgEnum("communication_type", communicationTypes);
export const invoiceStatusEnum = pgEnum("invoice_status", invoiceStatuses);
export const activityEntityTypeEnum = pgEnum("activity_entity_type", activityEntityTypes);
export const mailStatusEnum = pgEnum("mail_status", mailStatuses);
export const leadImportStatusEnum = pgEnum("lead_import_status", leadImportStatuses);
export const duplicateModeEnum = pgEnum("duplicate_mode", duplicateModes);
export const recurringFrequencyEnum = pgEnum("recurring_frequency", recurringFrequencies);
export const recurringStatusEnum = pgEnum("recurring_status", recurringStatuses);
export const proposalStatusEnum = pgEnum("proposal_status", proposalStatuses);
export const proposalLineKindEnum = pgEnum("proposal_line_kind", proposalLineKinds);

/** Money is numeric(12,2) in the database and integer cents in lib/money. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A stored, trigram-indexed text column that the back-office search box matches with ILIKE. */
const searchText = (parts: SQL) => text("search_text").notNull().generatedAlwaysAs(parts);

export const adminUsers = pgTable(
  "admin_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    pinHash: text("pin_hash").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    phone: text("phone"),
    role: text("role").$type<AdminRole>().notNull().default("owner"),
    /** Off: the admin cannot sign in, and every session they had ended when it was switched off. */
    active: boolean("active").notNull().default(true),
    /** On for an admin made in the Team section: their temporary password and PIN must be replaced first. */
    mustSetCredentials: boolean("must_set_credentials").notNull().default(false),
    /** When the temporary password and PIN were made ('Add Admin', 'Reset'): they stop working 72 hours later. */
    temporaryCredentialsIssuedAt: timestamp("temporary_credentials_issued_at", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    /**
     * The TOTP secret, AES-GCM sealed with SESSION_SECRET (lib/authentication/second-factor.ts):
     * set when setup starts, in use once totp_enabled_at is set by a first matching code.
     */
    totpSecret: text("totp_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The time step of the last code accepted: a code of that step or before is refused (no replay). */
    totpLastStep: integer("totp_last_step"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("admin_users_username_key").on(sql`lower(${t.username})`),
    uniqueIndex("admin_users_email_key").on(sql`lower(${t.email})`),
    check("admin_users_username_not_blank", sql`length(trim(${t.username})) > 0`),
    check("admin_users_email_not_blank", sql`length(trim(${t.email})) > 0`),
    check("admin_users_role_known", sql`${t.role} in ('owner', 'staff')`),
  ],
);

/**
 * Signed-in admin sessions. The sealed admin_session cookie names one row by id: deleting the row
 * ends that session at once, whatever copies of the cookie exist.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** Moved forward at most once a minute (lib/authentication/service.ts), not on every request. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (t) => [
    index("sessions_admin_id_idx").on(t.adminId, t.lastSeenAt.desc().nullsFirst()),
    // The hourly prune deletes sessions past their 24 hours by this.
    index("sessions_created_at_idx").on(t.createdAt),
  ],
);

/** An admin's single-use recovery codes (second factor), kept as keyed hashes; used_at set when one is spent. */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("admin_recovery_codes_admin_code_key").on(t.adminId, t.codeHash)],
);

/** The back office's security settings (owners, Team section): one row at most. */
export const securitySettings = pgTable(
  "security_settings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** On: an admin without a second factor is sent to set one up before anything else. */
    requireSecondFactor: boolean("require_second_factor").notNull().default(false),
    updatedBy: uuid("updated_by").references(() => adminUsers.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  () => [uniqueIndex("security_settings_singleton").on(sql`(true)`)],
);

/** Whom the agency works for: projects, invoices and retainers hang from it, a converted lead points to it. */
export const clients = pgTable(
  "clients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: clientKindEnum("kind").notNull().default("company"),
    displayName: text("display_name").notNull(),
    company: text("company"),
    billingEmail: text("billing_email").notNull(),
    billingAddress: text("billing_address"),
    phone: text("phone"),
    taxId: text("tax_id"),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchText(sql`coalesce(display_name, '') || ' ' || coalesce(company, '') || ' ' || coalesce(billing_email, '')`),
  },
  (t) => [
    index("clients_display_name_idx").on(sql`lower(${t.displayName})`, t.id),
    index("clients_billing_email_normalized_idx").on(sql`lower(trim(${t.billingEmail}))`),
    index("clients_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    check("clients_display_name_not_blank", sql`length(trim(${t.displayName})) > 0`),
    check("clients_billing_email_not_blank", sql`length(trim(${t.billingEmail})) > 0`),
  ],
);

/** The people at a client; exactly one of them is primary once there are any. */
export const clientContacts = pgTable(
  "client_contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    role: text("role"),
    isPrimary: boolean("is_primary").notNull().default(false),
    /** Set by "Revoke portal access": the contact cannot sign in to the client portal until invited again. */
    portalRevokedAt: timestamp("portal_revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("client_contacts_client_email_key").on(t.clientId, sql`lower(trim(${t.email}))`),
    uniqueIndex("client_contacts_one_primary_key")
      .on(t.clientId)
      .where(sql`${t.isPrimary}`),
    // Converting a lead finds the client whose contact has the lead's email; the list searches any contact email.
    index("client_contacts_email_normalized_idx").on(sql`lower(trim(${t.email}))`),
    index("client_contacts_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    check("client_contacts_name_not_blank", sql`length(trim(${t.name})) > 0`),
    check("client_contacts_email_not_blank", sql`length(trim(${t.email})) > 0`),
  ],
);

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    source: leadSourceEnum("source").notNull(),
    status: leadStatusEnum("status").notNull().default("new"),
    priority: smallint("priority").notNull().default(2),
    leadScore: integer("lead_score").notNull().default(0),
    service: text("service"),
    budget: text("budget"),
    timeline: text("timeline"),
    message: text("message"),
    brandName: text("brand_name"),
    domainName: text("domain_name"),
    insightsGenerated: text("insights_generated"),
    estimatedValue: money("estimated_value"),
    expectedCloseDate: date("expected_close_date"),
    nextFollowUpDate: date("next_follow_up_date"),
    lastContactDate: timestamp("last_contact_date", { withTimezone: true }),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set on arrival when an older lead has the same email (trimmed, any case). */
    duplicateOfId: uuid("duplicate_of_id").references((): AnyPgColumn => leads.id, {
      onDelete: "set null",
    }),
    /** The client this lead became, once converted. */
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchText(sql`coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, '')`),
  },
  (t) => [
    index("leads_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("leads_status_created_at_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("leads_source_created_at_idx").on(t.source, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The pipeline board's count and sum of estimated values per status (optionally per source)
    // read this small index alone (an index-only scan, ~3 MB at 100,000 leads) instead of the table.
    index("leads_status_source_value_idx").on(t.status, t.source, t.estimatedValue),
    index("leads_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // In the intake's duplicate lookup's order (the oldest lead of an email), so that lookup reads one
    // index entry whatever the planner's statistics say (without them it scanned every lead by date).
    index("leads_email_normalized_idx").on(sql`lower(trim(${t.email}))`, t.createdAt, t.id),
    // Partial: a new lead has neither, so intake (the hot path) skips both indexes. The follow-ups
    // index is in the due list's order and holds the status, so the list reads its page and the
    // count its entries without visiting the table.
    index("leads_next_follow_up_idx")
      .on(t.nextFollowUpDate, t.createdAt, t.id, t.status)
      .where(sql`${t.nextFollowUpDate} is not null`),
    index("leads_client_id_idx")
      .on(t.clientId)
      .where(sql`${t.clientId} is not null`),
    index("leads_duplicate_of_idx")
      .on(t.duplicateOfId)
      .where(sql`${t.duplicateOfId} is not null`),
    check("leads_priority_range", sql`${t.priority} between 1 and 3`),
    check("leads_lead_score_range", sql`${t.leadScore} between 0 and 100`),
    check("leads_estimated_value_non_negative", sql`${t.estimatedValue} >= 0`),
    check("leads_name_not_blank", sql`length(trim(${t.name})) > 0`),
    check("leads_email_not_blank", sql`length(trim(${t.email})) > 0`),
  ],
);

export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    description: text("description"),
    clientName: text("client_name").notNull(),
    clientEmail: text("client_email").notNull(),
    status: projectStatusEnum("status").notNull().default("planning"),
    startDate: date("start_date"),
    endDate: date("end_date"),
    estimatedHours: numeric("estimated_hours", { precision: 10, scale: 2 }),
    hourlyRate: money("hourly_rate"),
    fixedPrice: money("fixed_price"),
    progressPercentage: integer("progress_percentage").notNull().default(0),
    services: text("services")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deliverables: text("deliverables")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchText(sql`coalesce(title, '') || ' ' || coalesce(client_name, '') || ' ' || coalesce(client_email, '')`),
  },
  (t) => [
    index("projects_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("projects_status_created_at_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("projects_lead_id_idx").on(t.leadId),
    index("projects_client_id_idx").on(t.clientId, t.createdAt.desc().nullsFirst()),
    index("projects_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    check("projects_progress_range", sql`${t.progressPercentage} between 0 and 100`),
    check("projects_estimated_hours_non_negative", sql`${t.estimatedHours} >= 0`),
    check("projects_hourly_rate_non_negative", sql`${t.hourlyRate} >= 0`),
    check("projects_fixed_price_non_negative", sql`${t.fixedPrice} >= 0`),
    check("projects_dates_ordered", sql`${t.endDate} >= ${t.startDate}`),
    check("projects_title_not_blank", sql`length(trim(${t.title})) > 0`),
    check("projects_client_name_not_blank", sql`length(trim(${t.clientName})) > 0`),
    check("projects_client_email_not_blank", sql`length(trim(${t.clientEmail})) > 0`),
  ],
);

export const communications = pgTable(
  "communications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: communicationTypeEnum("type").notNull(),
    subject: text("subject"),
    content: text("content").notNull(),
    toEmail: text("to_email"),
    fromEmail: text("from_email"),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    isAiGenerated: boolean("is_ai_generated").notNull().default(false),
    readStatus: boolean("read_status").notNull().default(false),
    responseRequired: boolean("response_required").notNull().default(false),
    createdBy: uuid("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    /** The client it concerns when neither a project nor a converted lead says so (a portal message). */
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "set null" }),
    /** Shown in the client's portal (set by the agency; a client's own portal message is always shown to them). */
    clientVisible: boolean("client_visible").notNull().default(false),
    /** The contact who wrote it in the client portal: an inbound message, not one the agency logged. */
    portalContactId: uuid("portal_contact_id").references(() => clientContacts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    searchText: searchText(
      sql`coalesce(subject, '') || ' ' || coalesce(content, '') || ' ' || coalesce(to_email, '') || ' ' || coalesce(from_email, '')`,
    ),
  },
  (t) => [
    index("communications_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("communications_type_created_at_idx").on(t.type, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("communications_lead_id_idx").on(t.leadId),
    index("communications_project_id_idx").on(t.projectId),
    index("communications_client_id_idx")
      .on(t.clientId)
      .where(sql`${t.clientId} is not null`),
    index("communications_unread_idx")
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.readStatus} = false`),
    index("communications_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    check("communications_content_not_blank", sql`length(trim(${t.content})) > 0`),
    check("communications_email_has_subject", sql`${t.type} <> 'email' or length(trim(coalesce(${t.subject}, ''))) > 0`),
  ],
);

export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceNumber: text("invoice_number").notNull().unique("invoices_invoice_number_key"),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "restrict" }),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    /** The bill-to as it was invoiced: frozen, whatever the client record says later. */
    clientName: text("client_name").notNull(),
    clientEmail: text("client_email").notNull(),
    clientAddress: text("client_address"),
    description: text("description"),
    issueDate: date("issue_date").notNull(),
    dueDate: date("due_date").notNull(),
    paidDate: date("paid_date"),
    paymentMethod: text("payment_method"),
    subtotal: money("subtotal").notNull().default("0"),
    taxRate: numeric("tax_rate", { precision: 5, scale: 2 }).notNull().default("0"),
    taxAmount: money("tax_amount").notNull().default("0"),
    totalAmount: money("total_amount").notNull().default("0"),
    status: invoiceStatusEnum("status").notNull().default("draft"),
    notes: text("notes"),
    /** The sum of the invoice's payments, kept in the transaction that adds or removes one. */
    amountPaid: money("amount_paid").notNull().default("0"),
    /** When the client first opened the invoice page. */
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    /** Off: no payment reminder is ever mailed for this invoice. */
    remindersEnabled: boolean("reminders_enabled").notNull().default(true),
    /** The client page's token: its SHA-256 (the lookup) and a copy sealed with the server's secret (the admin's 'Copy link'). */
    clientLinkHash: text("client_link_hash").unique("invoices_client_link_hash_key"),
    clientLinkSealed: text("client_link_sealed"),
    clientLinkCreatedAt: timestamp("client_link_created_at", { withTimezone: true }),
    /** The retainer that made this invoice, and for which of its dates. */
    recurringScheduleId: uuid("recurring_schedule_id").references((): AnyPgColumn => recurringInvoices.id, {
      onDelete: "set null",
    }),
    recurringRunDate: date("recurring_run_date"),
    /** A final invoice that deducts a deposit invoice ("Less deposit INV-..."): which one, and by how much. */
    lessDepositInvoiceId: uuid("less_deposit_invoice_id").references((): AnyPgColumn => invoices.id, { onDelete: "restrict" }),
    depositDeduction: money("deposit_deduction").notNull().default("0"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchText(sql`invoice_number || ' ' || coalesce(client_name, '') || ' ' || coalesce(client_email, '')`),
  },
  (t) => [
    index("invoices_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("invoices_status_created_at_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("invoices_due_date_idx").on(t.dueDate),
    index("invoices_client_id_idx").on(t.clientId, t.issueDate),
    index("invoices_project_id_idx")
      .on(t.projectId)
      .where(sql`${t.projectId} is not null`),
    // The open invoices (neither paid nor cancelled) with what their figures read: the Billing
    // cards' overdue count and pending sum and the receivables' aging scan this, not the table.
    index("invoices_open_idx")
      .on(t.dueDate, t.totalAmount, t.amountPaid, t.status)
      .where(sql`${t.status} in ('draft', 'sent', 'overdue')`),
    index("invoices_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // One invoice per retainer and date, whatever the number of workers running the schedule.
    uniqueIndex("invoices_recurring_run_key")
      .on(t.recurringScheduleId, t.recurringRunDate)
      .where(sql`${t.recurringScheduleId} is not null`),
    check("invoices_amount_paid_range", sql`${t.amountPaid} >= 0 and ${t.amountPaid} <= ${t.totalAmount}`),
    check("invoices_client_link_complete", sql`(${t.clientLinkHash} is null) = (${t.clientLinkSealed} is null)`),
    check("invoices_tax_rate_range", sql`${t.taxRate} between 0 and 100`),
    check("invoices_subtotal_non_negative", sql`${t.subtotal} >= 0`),
    check("invoices_tax_amount_non_negative", sql`${t.taxAmount} >= 0`),
    check("invoices_total_amount_non_negative", sql`${t.totalAmount} >= 0`),
    check("invoices_dates_ordered", sql`${t.dueDate} >= ${t.issueDate}`),
    check("invoices_client_name_not_blank", sql`length(trim(${t.clientName})) > 0`),
    check("invoices_client_email_not_blank", sql`length(trim(${t.clientEmail})) > 0`),
    check("invoices_deposit_deduction_non_negative", sql`${t.depositDeduction} >= 0`),
    check("invoices_deposit_deduction_complete", sql`(${t.lessDepositInvoiceId} is null) = (${t.depositDeduction} = 0)`),
    // A deposit is deducted once, whatever the number of final invoices.
    uniqueIndex("invoices_less_deposit_key")
      .on(t.lessDepositInvoiceId)
      .where(sql`${t.lessDepositInvoiceId} is not null`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * An invoice's PDF as last rendered, kept so each version is rendered once. `version` is the SHA-256
 * of what the PDF draws (lib/billing/invoices/pdf.ts): a request whose data hashes the same reuses
 * the bytes; any change that alters the document gives another version, rendered anew.
 */
export const invoicePdfs = pgTable("invoice_pdfs", {
  invoiceId: uuid("invoice_id")
    .primaryKey()
    .references(() => invoices.id, { onDelete: "cascade" }),
  version: text("version").notNull(),
  pdf: bytea("pdf").notNull(),
  renderedAt: timestamp("rendered_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row per year: the last invoice number handed out, locked by the creating transaction. */
export const invoiceNumberSequences = pgTable("invoice_number_sequences", {
  year: integer("year").primaryKey(),
  lastValue: integer("last_value").notNull(),
});

export const invoiceItems = pgTable(
  "invoice_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    description: text("description").notNull().default(""),
    quantity: numeric("quantity", { precision: 12, scale: 2 }).notNull().default("1"),
    unitPrice: money("unit_price").notNull().default("0"),
    totalPrice: money("total_price").notNull().default("0"),
  },
  (t) => [
    index("invoice_items_invoice_id_idx").on(t.invoiceId, t.position),
    check("invoice_items_quantity_non_negative", sql`${t.quantity} >= 0`),
    check("invoice_items_unit_price_non_negative", sql`${t.unitPrice} >= 0`),
    check("invoice_items_total_price_non_negative", sql`${t.totalPrice} >= 0`),
  ],
);

/** Money received against an invoice; the invoice's amount_paid is their sum. */
/** What the client accepted, frozen: the lines they chose and the totals, exactly as shown to them. */
export type ProposalAcceptedLine = {
  section: string;
  kind: "included" | "package" | "optional";
  description: string;
  quantity: string;
  unitPrice: string;
  totalPrice: string;
};
export type ProposalSnapshot = {
  number: string;
  version: number;
  title: string;
  introduction: string;
  terms: string;
  validUntil: string;
  lines: ProposalAcceptedLine[];
  subtotal: string;
  taxRate: string;
  taxAmount: string;
  total: string;
  depositPercent: string;
  depositAmount: string;
};

/**
 * A proposal to a lead or a client. Its number is 'PRO-' + year + a gap-free sequence, shared by
 * its revisions (version 2, 3, ...); each revision is a row of its own that replaces the one before
 * when it is sent. Amounts are those of the agency's default choice until the client accepts.
 */
export const proposals = pgTable(
  "proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    proposalNumber: text("proposal_number").notNull(),
    version: integer("version").notNull().default(1),
    /** The revision this one was made from. */
    previousId: uuid("previous_id").references((): AnyPgColumn => proposals.id, { onDelete: "set null" }),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "restrict" }),
    /** Who receives it, copied from the lead or client when drafted; editable while a draft. */
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    recipientCompany: text("recipient_company"),
    title: text("title").notNull(),
    introduction: text("introduction").notNull().default(""),
    terms: text("terms").notNull().default(""),
    validUntil: date("valid_until").notNull(),
    depositPercent: numeric("deposit_percent", { precision: 5, scale: 2 }).notNull().default("50"),
    taxRate: numeric("tax_rate", { precision: 5, scale: 2 }).notNull().default("0"),
    subtotal: money("subtotal").notNull().default("0"),
    taxAmount: money("tax_amount").notNull().default("0"),
    totalAmount: money("total_amount").notNull().default("0"),
    status: proposalStatusEnum("status").notNull().default("draft"),
    /** The client page's token, as for invoices: its SHA-256 (the lookup) and a sealed copy ('Copy link'). */
    clientLinkHash: text("client_link_hash").unique("proposals_client_link_hash_key"),
    clientLinkSealed: text("client_link_sealed"),
    clientLinkCreatedAt: timestamp("client_link_created_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The acceptance evidence: the typed name, where from, and the SHA-256 of the snapshot accepted. */
    acceptedName: text("accepted_name"),
    acceptedIp: text("accepted_ip"),
    acceptedUserAgent: text("accepted_user_agent"),
    acceptedHash: text("accepted_hash"),
    acceptedSnapshot: jsonb("accepted_snapshot").$type<ProposalSnapshot>(),
    declineReason: text("decline_reason"),
    /** What the acceptance made. */
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    depositInvoiceId: uuid("deposit_invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    /** Set by the one worker that queued the reminder or the expiry notice: each goes out once. */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    expiryNoticeSentAt: timestamp("expiry_notice_sent_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchText(
      sql`proposal_number || ' ' || coalesce(title, '') || ' ' || coalesce(recipient_name, '') || ' ' || coalesce(recipient_email, '') || ' ' || coalesce(recipient_company, '')`,
    ),
  },
  (t) => [
    uniqueIndex("proposals_number_version_key").on(t.proposalNumber, t.version),
    index("proposals_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("proposals_status_created_at_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("proposals_lead_id_idx")
      .on(t.leadId, t.createdAt)
      .where(sql`${t.leadId} is not null`),
    index("proposals_client_id_idx")
      .on(t.clientId, t.createdAt)
      .where(sql`${t.clientId} is not null`),
    // The reminder job and the pipeline's open value read the open proposals alone.
    index("proposals_open_idx")
      .on(t.validUntil, t.totalAmount)
      .where(sql`${t.status} in ('sent', 'viewed')`),
    index("proposals_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // A project's final invoice finds its deposit invoice through the proposal; deleting a project or
    // an invoice clears these references.
    index("proposals_project_id_idx")
      .on(t.projectId)
      .where(sql`${t.projectId} is not null`),
    index("proposals_deposit_invoice_id_idx")
      .on(t.depositInvoiceId)
      .where(sql`${t.depositInvoiceId} is not null`),
    // One revision per proposal: a second "Revise" of the same version makes nothing.
    uniqueIndex("proposals_previous_id_key")
      .on(t.previousId)
      .where(sql`${t.previousId} is not null`),
    check("proposals_version_positive", sql`${t.version} >= 1`),
    check("proposals_deposit_range", sql`${t.depositPercent} between 0 and 100`),
    check("proposals_tax_rate_range", sql`${t.taxRate} between 0 and 100`),
    check("proposals_amounts_non_negative", sql`${t.subtotal} >= 0 and ${t.taxAmount} >= 0 and ${t.totalAmount} >= 0`),
    check("proposals_client_link_complete", sql`(${t.clientLinkHash} is null) = (${t.clientLinkSealed} is null)`),
    check("proposals_title_not_blank", sql`length(trim(${t.title})) > 0`),
    check("proposals_recipient_name_not_blank", sql`length(trim(${t.recipientName})) > 0`),
    check("proposals_recipient_email_not_blank", sql`length(trim(${t.recipientEmail})) > 0`),
    check(
      "proposals_accepted_evidence",
      sql`(${t.status} = 'accepted') = (${t.acceptedSnapshot} is not null and ${t.acceptedHash} is not null and length(trim(coalesce(${t.acceptedName}, ''))) > 0)`,
    ),
  ],
);

/** A proposal's lines, in sections (grouped by section position, titled by the section's first line). */
export const proposalItems = pgTable(
  "proposal_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    proposalId: uuid("proposal_id")
      .notNull()
      .references(() => proposals.id, { onDelete: "cascade" }),
    sectionPosition: integer("section_position").notNull().default(0),
    sectionTitle: text("section_title").notNull().default(""),
    position: integer("position").notNull().default(0),
    kind: proposalLineKindEnum("kind").notNull().default("included"),
    description: text("description").notNull(),
    quantity: numeric("quantity", { precision: 12, scale: 2 }).notNull().default("1"),
    unitPrice: money("unit_price").notNull().default("0"),
    totalPrice: money("total_price").notNull().default("0"),
    /** The agency's default: the package shown chosen, an optional line shown ticked. Included lines are always true. */
    selected: boolean("selected").notNull().default(true),
  },
  (t) => [
    index("proposal_items_proposal_id_idx").on(t.proposalId, t.sectionPosition, t.position),
    check("proposal_items_quantity_non_negative", sql`${t.quantity} >= 0`),
    check("proposal_items_unit_price_non_negative", sql`${t.unitPrice} >= 0`),
    check("proposal_items_total_price_non_negative", sql`${t.totalPrice} >= 0`),
    check("proposal_items_description_not_blank", sql`length(trim(${t.description})) > 0`),
    check("proposal_items_included_selected", sql`${t.kind} <> 'included' or ${t.selected}`),
  ],
);

export const proposalNumberSequences = pgTable("proposal_number_sequences", {
  year: integer("year").primaryKey(),
  lastValue: integer("last_value").notNull(),
});

/** A proposal's rendered PDF, kept per content version like the invoices'. */
export const proposalPdfs = pgTable("proposal_pdfs", {
  proposalId: uuid("proposal_id")
    .primaryKey()
    .references(() => proposals.id, { onDelete: "cascade" }),
  version: text("version").notNull(),
  pdf: bytea("pdf").notNull(),
  renderedAt: timestamp("rendered_at", { withTimezone: true }).notNull().defaultNow(),
});

export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    amount: money("amount").notNull(),
    paidOn: date("paid_on").notNull(),
    method: text("method"),
    note: text("note"),
    /** Recorded by setting the status to paid (not entered as a payment); leaving paid removes it. */
    fromStatusChange: boolean("from_status_change").notNull().default(false),
    recordedBy: uuid("recorded_by").references(() => adminUsers.id, { onDelete: "set null" }),
    /**
     * A payment taken online: the provider's reference (a card payment's PaymentIntent id, a refund's
     * id), unique, so a webhook, the return page and the reconciliation record it once between them.
     */
    providerReference: text("provider_reference"),
    /** Money received above the balance: kept out of the invoice's amount paid, flagged for an owner. */
    overpayment: money("overpayment").notNull().default("0"),
    overpaymentResolvedAt: timestamp("overpayment_resolved_at", { withTimezone: true }),
    overpaymentResolvedBy: uuid("overpayment_resolved_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("invoice_payments_invoice_id_idx").on(t.invoiceId, t.paidOn),
    index("invoice_payments_paid_on_idx").on(t.paidOn),
    uniqueIndex("invoice_payments_provider_reference_key")
      .on(t.providerReference)
      .where(sql`${t.providerReference} is not null`),
    index("invoice_payments_unresolved_overpayment_idx")
      .on(t.createdAt)
      .where(sql`${t.overpayment} > 0 and ${t.overpaymentResolvedAt} is null`),
    // Entered payments are positive; online ones may be a refund (negative) or all overpayment (zero applied).
    check(
      "invoice_payments_amount_valid",
      sql`${t.amount} > 0 or (${t.providerReference} is not null and (${t.amount} < 0 or ${t.overpayment} > 0))`,
    ),
    check("invoice_payments_overpayment_non_negative", sql`${t.overpayment} >= 0`),
  ],
);

/**
 * A Checkout Session the client was sent to from the invoice page: what it asked for, and where it
 * stands ('open' until the provider says it completed, 'processing' while an async payment settles).
 */
export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    /** The provider's session id (cs_...). */
    id: text("id").primaryKey(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    amount: money("amount").notNull(),
    status: text("status", { enum: ["open", "processing", "paid", "failed", "expired"] })
      .notNull()
      .default("open"),
    url: text("url").notNull(),
    /*
     * The demo's test payments provider keeps its whole session here (Stripe keeps its own): where
     * its checkout page sends the client back, and the payment's reference once "paid" there.
     */
    successUrl: text("success_url"),
    cancelUrl: text("cancel_url"),
    testPaymentReference: text("test_payment_reference"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("checkout_sessions_invoice_id_idx").on(t.invoiceId, t.createdAt),
    check("checkout_sessions_amount_positive", sql`${t.amount} > 0`),
  ],
);

/**
 * Every provider event applied, by its id: a duplicate delivery, the reconciliation finding an
 * event the webhook already brought, or a webhook racing it finds its row and changes nothing.
 */
export const paymentProviderEvents = pgTable(
  "payment_provider_events",
  {
    /** The provider's event id (evt_...). */
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    /** Who brought it: the webhook or the reconciliation job. */
    source: text("source", { enum: ["webhook", "reconciliation"] }).notNull(),
    invoiceId: uuid("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    /** What applying it did: 'recorded', 'refunded', 'already recorded', 'ignored', ... */
    outcome: text("outcome").notNull(),
    /** When the provider made the event. */
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("payment_provider_events_created_at_idx").on(t.createdAt)],
);

/** What a retainer copies into each invoice it makes (the source invoice's fields and items). */
export type RecurringInvoiceTemplate = {
  clientName: string;
  clientEmail: string;
  clientAddress: string;
  description: string;
  notes: string;
  paymentMethod: string;
  taxRate: number;
  items: { description: string; quantity: number; unitPrice: number }[];
};

/** A retainer: an invoice repeated every period from a start date, until an end date or forever. */
export const recurringInvoices = pgTable(
  "recurring_invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sourceInvoiceId: uuid("source_invoice_id").references((): AnyPgColumn => invoices.id, { onDelete: "set null" }),
    sourceInvoiceNumber: text("source_invoice_number").notNull(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "restrict" }),
    clientName: text("client_name").notNull(),
    clientEmail: text("client_email").notNull(),
    /** Each invoice's total, for the list. */
    totalAmount: money("total_amount").notNull(),
    template: jsonb("template").$type<RecurringInvoiceTemplate>().notNull(),
    frequency: recurringFrequencyEnum("frequency").notNull(),
    startDate: date("start_date").notNull(),
    endDate: date("end_date"),
    /** Days from each invoice's issue date to its due date, as on the source invoice. */
    dueDays: integer("due_days").notNull(),
    /** Each new invoice is sent to the client at once (else left as a draft). */
    autoSend: boolean("auto_send").notNull().default(false),
    status: recurringStatusEnum("status").notNull().default("active"),
    /** The next invoice's period: it is dated start_date moved by this many periods. */
    nextPeriod: integer("next_period").notNull().default(0),
    nextRunDate: date("next_run_date"),
    lastRunDate: date("last_run_date"),
    createdBy: uuid("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("recurring_invoices_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("recurring_invoices_client_id_idx").on(t.clientId),
    // The worker's question: which active schedules are due by today.
    index("recurring_invoices_due_idx")
      .on(t.nextRunDate)
      .where(sql`${t.status} = 'active'`),
    check("recurring_invoices_dates_ordered", sql`${t.endDate} >= ${t.startDate}`),
    check("recurring_invoices_due_days_range", sql`${t.dueDays} between 0 and 3650`),
    check("recurring_invoices_next_period_non_negative", sql`${t.nextPeriod} >= 0`),
  ],
);

/** The Billing section's settings: one row at most (the unique index on a constant). */
export const billingSettings = pgTable(
  "billing_settings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    remindersEnabled: boolean("reminders_enabled").notNull().default(true),
    /** Days past the due date at which a reminder goes out, ascending. */
    reminderDays: integer("reminder_days")
      .array()
      .notNull()
      .default(sql`'{3,10,30}'::integer[]`),
    /** A new proposal's valid-until date is this many days after it is created. */
    proposalValidDays: integer("proposal_valid_days").notNull().default(30),
    /** A new proposal's deposit, in percent of the accepted total. */
    proposalDepositPercent: numeric("proposal_deposit_percent", { precision: 5, scale: 2 }).notNull().default("50"),
    /** An open proposal gets one reminder this many days before it expires. */
    proposalReminderDays: integer("proposal_reminder_days").notNull().default(3),
    /** A new invoice is due this many days after its issue date; null: each due date is entered. */
    paymentTermsDays: integer("payment_terms_days"),
    /** Stripe's secret key and webhook signing secret, sealed with the server's key (lib/security/seal.ts). */
    stripeSecretKeySealed: text("stripe_secret_key_sealed"),
    stripeWebhookSecretSealed: text("stripe_webhook_secret_sealed"),
    updatedBy: uuid("updated_by").references(() => adminUsers.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("billing_settings_singleton").on(sql`(true)`),
    check("billing_settings_proposal_valid_days_range", sql`${t.proposalValidDays} between 1 and 365`),
    check("billing_settings_proposal_deposit_range", sql`${t.proposalDepositPercent} between 0 and 100`),
    check("billing_settings_proposal_reminder_days_range", sql`${t.proposalReminderDays} between 0 and 60`),
    check("billing_settings_payment_terms_days_range", sql`${t.paymentTermsDays} between 0 and 365`),
  ],
);

/** One field's value before and after an update, as JSON. */
export type FieldChange = { old: unknown; new: unknown };
/** An update's changed fields (column names), and only those. */
export type ActivityChanges = Record<string, FieldChange>;

/** A project's progress note; the agency decides which ones its client sees in the portal. */
export const projectUpdates = pgTable(
  "project_updates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    clientVisible: boolean("client_visible").notNull().default(false),
    createdBy: uuid("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("project_updates_project_idx").on(t.projectId, t.createdAt.desc().nullsFirst()),
    check("project_updates_body_not_blank", sql`length(trim(${t.body})) > 0`),
  ],
);

/**
 * A client portal sign-in link: single-use, valid 15 minutes. Found by the SHA-256 of its random
 * token; the sealed copy lets the mail be completed at delivery, so the outbox never holds it.
 */
export const portalSignInLinks = pgTable(
  "portal_sign_in_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => clientContacts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    tokenSealed: text("token_sealed").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("portal_sign_in_links_token_hash_key").on(t.tokenHash),
    index("portal_sign_in_links_contact_idx").on(t.contactId, t.createdAt),
    index("portal_sign_in_links_expires_at_idx").on(t.expiresAt),
  ],
);

/**
 * Signed-in client portal sessions (30 days). The sealed portal_session cookie names one row by id:
 * deleting the row (sign out, "Revoke portal access") ends it wherever the cookie was copied.
 */
export const portalSessions = pgTable(
  "portal_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => clientContacts.id, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (t) => [
    index("portal_sessions_contact_idx").on(t.contactId, t.lastSeenAt.desc().nullsFirst()),
    index("portal_sessions_expires_at_idx").on(t.expiresAt),
  ],
);

/**
 * The demo's test mailbox (TEST_MAIL): mail "sent" without a provider is kept here, complete with
 * its links, and read at /test-mailbox. A production server refuses to start with it on.
 */
export const testMailMessages = pgTable(
  "test_mail_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("test_mail_messages_created_at_idx").on(t.createdAt.desc().nullsFirst())],
);

/**
 * The audit trail: one entry per write in the back office, written in the write's transaction
 * (lib/activity/log.ts). Append-only: a trigger refuses every UPDATE and DELETE.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entityType: activityEntityTypeEnum("entity_type").notNull(),
    /** Null only for a failed sign-in under a username no admin has. */
    entityId: uuid("entity_id"),
    /** The entity's name when the entry was written, so the entry still reads after a delete. */
    entityName: text("entity_name"),
    action: text("action").notNull(),
    description: text("description").notNull(),
    performedBy: uuid("performed_by").references(() => adminUsers.id, { onDelete: "set null" }),
    /*
     * A client contact acting in the client portal, and their name then. No foreign key: deleting
     * the contact would have to update this append-only table; the name keeps the entry readable.
     */
    performedByContactId: uuid("performed_by_contact_id"),
    performedByContactName: text("performed_by_contact_name"),
    /** For an update: exactly the changed fields, each { old, new }; never a secret. */
    changes: jsonb("changes").$type<ActivityChanges>(),
    metadata: jsonb("metadata").$type<Record<string, string | number | boolean | null>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("activity_log_entity_idx").on(t.entityType, t.entityId, t.createdAt.desc().nullsFirst()),
    // The Audit section: newest first, alone or filtered by admin, entity type or action.
    index("activity_log_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("activity_log_performed_by_idx").on(t.performedBy, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("activity_log_entity_type_created_at_idx").on(t.entityType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("activity_log_action_created_at_idx").on(t.action, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A lead's and a project's history also show the entries of their communications.
    index("activity_log_lead_ref_idx")
      .on(sql`(${t.metadata} ->> 'lead_id')`)
      .where(sql`${t.metadata} ? 'lead_id'`),
    index("activity_log_project_ref_idx")
      .on(sql`(${t.metadata} ->> 'project_id')`)
      .where(sql`${t.metadata} ? 'project_id'`),
  ],
);

/** Outgoing mail, written in the transaction of the business change and delivered afterwards. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    status: mailStatusEnum("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    providerMessageId: text("provider_message_id"),
    communicationId: uuid("communication_id").references(() => communications.id, {
      onDelete: "set null",
    }),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /** The invoice an invoice mail is about: its PDF and client link are added at delivery. */
    invoiceId: uuid("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    /** The proposal a proposal mail is about: its PDF and client link are added at delivery. */
    proposalId: uuid("proposal_id").references((): AnyPgColumn => proposals.id, { onDelete: "set null" }),
    /** The portal sign-in link a sign-in mail carries: its token is filled in at delivery, never stored in the mail. */
    portalLinkId: uuid("portal_link_id").references((): AnyPgColumn => portalSignInLinks.id, { onDelete: "set null" }),
    /** What to attach at delivery ('invoice_pdf': the invoice rendered then), so the row stays small. */
    attachment: text("attachment"),
    /** Makes a scheduled mail (a daily digest) impossible to queue twice. */
    dedupeKey: text("dedupe_key").unique("mail_outbox_dedupe_key_key"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("mail_outbox_status_next_attempt_idx").on(t.status, t.nextAttemptAt),
    // Partial: the public forms' mail has no communication, so intake skips this index.
    index("mail_outbox_communication_idx")
      .on(t.communicationId)
      .where(sql`${t.communicationId} is not null`),
    // A lead's delete (set null) and a duplicate's merge find its mail by lead_id.
    index("mail_outbox_lead_id_idx").on(t.leadId),
    // The Outbox view's order (newest first); its state filter narrows by the status index above.
    index("mail_outbox_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // An invoice's details list its reminders; partial, so the other mail skips it.
    index("mail_outbox_invoice_id_idx")
      .on(t.invoiceId, t.createdAt)
      .where(sql`${t.invoiceId} is not null`),
    check("mail_outbox_attempts_non_negative", sql`${t.attempts} >= 0`),
    index("mail_outbox_proposal_id_idx")
      .on(t.proposalId, t.createdAt)
      .where(sql`${t.proposalId} is not null`),
    check("mail_outbox_attachment_known", sql`${t.attachment} in ('invoice_pdf', 'proposal_pdf')`),
    check("mail_outbox_one_record", sql`num_nonnulls(${t.invoiceId}, ${t.proposalId}, ${t.portalLinkId}) <= 1`),
  ],
);

/** Fixed-window counters for public form limits and login lockouts, shared by all instances. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: "rate_limits_pkey", columns: [t.bucket, t.key] }), index("rate_limits_expires_at_idx").on(t.expiresAt)],
);

/**
 * The key figures' running totals, kept by triggers on leads, projects, invoices and invoice_payments in the
 * writing statement's transaction, so they are exact without counting the tables. Each key has
 * several slots (a connection writes to one, chosen by its backend process id) so concurrent
 * writers rarely wait on the same row; a figure is the sum over its slots. Keys: `leads:<status>:<source>`
 * (rows, and the sum of estimated values), `projects:<status>` and `invoices:<status>` (rows), `payments`
 * (rows and amount).
 */
export const runningTotals = pgTable(
  "running_totals",
  {
    key: text("key").notNull(),
    slot: smallint("slot").notNull(),
    rows: bigint("rows", { mode: "number" }).notNull().default(0),
    amount: numeric("amount", { precision: 16, scale: 2 }).notNull().default("0"),
  },
  (t) => [primaryKey({ name: "running_totals_pkey", columns: [t.key, t.slot] })],
);

/**
 * New leads per quarter hour and source, kept by triggers on leads like runningTotals (slots
 * summed on read): the Overview's weekly chart adds up a few thousand of these instead of counting
 * half a million leads. Quarter hours, because every time zone's midnight falls on one.
 */
export const leadArrivals = pgTable(
  "lead_arrivals",
  {
    quarterHour: timestamp("quarter_hour", { withTimezone: true }).notNull(),
    source: leadSourceEnum("source").notNull(),
    slot: smallint("slot").notNull(),
    rows: integer("rows").notNull().default(0),
  },
  (t) => [primaryKey({ name: "lead_arrivals_pkey", columns: [t.quarterHour, t.source, t.slot] })],
);

/** What a CSV import's preview counted (rows of the file). */
export type LeadImportPreview = { valid: number; errors: number; toCreate: number; matches: number; repeats: number };
/** What an import did, row by row: every row of the file is one of these. */
export type LeadImportResult = { created: number; duplicates: number; updated: number; skipped: number; errors: number };
/** What undoing an import did, lead by lead. */
export type LeadImportUndoResult = { removed: number; restored: number; kept: number; gone: number };

/**
 * A CSV import of leads. The upload stages the file's rows (lead_import_rows), so the preview and
 * the import run from PostgreSQL, on any server instance, without the file being sent again.
 */
export const leadImports = pgTable(
  "lead_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fileName: text("file_name").notNull(),
    status: leadImportStatusEnum("status").notNull().default("uploaded"),
    headers: text("headers").array().notNull(),
    rowCount: integer("row_count").notNull(),
    /** Per CSV column, the lead field it fills ("" = ignored); set by the preview. */
    mapping: jsonb("mapping").$type<string[]>(),
    /** The source of rows whose file says none. */
    defaultSource: leadSourceEnum("default_source").notNull().default("contact_form"),
    preview: jsonb("preview").$type<LeadImportPreview>(),
    duplicateMode: duplicateModeEnum("duplicate_mode"),
    result: jsonb("result").$type<LeadImportResult>(),
    undoResult: jsonb("undo_result").$type<LeadImportUndoResult>(),
    createdBy: uuid("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
    importedBy: uuid("imported_by").references(() => adminUsers.id, { onDelete: "set null" }),
    undoneBy: uuid("undone_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    importedAt: timestamp("imported_at", { withTimezone: true }),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (t) => [
    index("lead_imports_created_at_idx").on(t.createdAt.desc().nullsFirst()),
    check("lead_imports_row_count_non_negative", sql`${t.rowCount} >= 0`),
  ],
);

/** One staged row of an uploaded CSV: its cells, and once previewed, the lead it makes or its errors. */
export const leadImportRows = pgTable(
  "lead_import_rows",
  {
    importId: uuid("import_id")
      .notNull()
      .references(() => leadImports.id, { onDelete: "cascade" }),
    /** The row as a spreadsheet numbers it: the header is row 1, so the first lead is row 2. */
    rowNumber: integer("row_number").notNull(),
    cells: text("cells").array().notNull(),
    /** The lead fields as they will be stored (null while the row is unchecked or has errors). */
    values: jsonb("values").$type<Record<string, unknown>>(),
    errors: jsonb("errors").$type<{ column: string; message: string }[]>(),
    /** lower(trim(email)): how a row is matched to a lead (leads_email_normalized_idx). */
    emailKey: text("email_key"),
    /** Set while importing: the lead a row matched, the lead it wrote, and what it did. */
    matchId: uuid("match_id"),
    leadId: uuid("lead_id"),
    outcome: text("outcome"),
  },
  (t) => [primaryKey({ name: "lead_import_rows_pkey", columns: [t.importId, t.rowNumber] })],
);

/**
 * What an import changed, one row per lead, so it can be undone: a lead it created (removed on
 * undo), or a lead whose empty fields it filled (the previous values and updated_at put back). A
 * lead whose updated_at differs from written_at was changed since, and undo leaves it alone.
 */
export const leadImportChanges = pgTable(
  "lead_import_changes",
  {
    importId: uuid("import_id")
      .notNull()
      .references(() => leadImports.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id").notNull(),
    change: text("change").$type<"created" | "updated">().notNull(),
    /** For an updated lead: the filled fields' previous values, by column name. */
    previous: jsonb("previous").$type<Record<string, unknown>>(),
    previousUpdatedAt: timestamp("previous_updated_at", { withTimezone: true }),
    writtenAt: timestamp("written_at", { withTimezone: true }).notNull(),
    /** The note the import added to the lead's history (its Notes column), if any. */
    noteId: uuid("note_id"),
  },
  (t) => [
    primaryKey({ name: "lead_import_changes_pkey", columns: [t.importId, t.leadId] }),
    check("lead_import_changes_change_known", sql`${t.change} in ('created', 'updated')`),
  ],
);

/** Why a public submission was filtered: a filled honeypot, or sent under 3 s after the form appeared. */
export type FilteredReason = "honeypot" | "timing";

/**
 * Public submissions the bot traps caught, kept apart from leads (no lead query, count or trigger
 * sees them) for 30 days, so a person who tripped a trap can still be found ("Not spam").
 */
export const filteredSubmissions = pgTable(
  "filtered_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    source: leadSourceEnum("source").notNull(),
    reason: text("reason").$type<FilteredReason>().notNull(),
    /** The submitted fields as the endpoint's schema validated them (no anti-bot signals). */
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The Filtered view's order, and the 30-day prune.
    index("filtered_submissions_received_at_idx").on(t.receivedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check("filtered_submissions_reason_known", sql`${t.reason} in ('honeypot', 'timing')`),
  ],
);

export type AdminUser = typeof adminUsers.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type NewAdminUser = typeof adminUsers.$inferInsert;
export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type Client = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;
export type ClientContact = typeof clientContacts.$inferSelect;
export type Project = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;
export type Communication = typeof communications.$inferSelect;
export type NewCommunication = typeof communications.$inferInsert;
export type Invoice = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type InvoiceItem = typeof invoiceItems.$inferSelect;
export type Proposal = typeof proposals.$inferSelect;
export type ProposalItem = typeof proposalItems.$inferSelect;
export type NewInvoiceItem = typeof invoiceItems.$inferInsert;
export type InvoicePayment = typeof invoicePayments.$inferSelect;
export type RecurringInvoice = typeof recurringInvoices.$inferSelect;
export type ActivityLogEntry = typeof activityLog.$inferSelect;
export type MailOutboxEntry = typeof mailOutbox.$inferSelect;
export type LeadImport = typeof leadImports.$inferSelect;
export type NewMailOutboxEntry = typeof mailOutbox.$inferInsert;
export type FilteredSubmission = typeof filteredSubmissions.$inferSelect;
export type ProjectUpdate = typeof projectUpdates.$inferSelect;
export type PortalSession = typeof portalSessions.$inferSelect;
