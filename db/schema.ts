import { sql, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
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
  communicationTypes,
  invoiceStatuses,
  leadSources,
  leadStatuses,
  mailStatuses,
  projectStatuses,
} from "./enums";

export const leadSourceEnum = pgEnum("lead_source", leadSources);
export const leadStatusEnum = pgEnum("lead_status", leadStatuses);
export const projectStatusEnum = pgEnum("project_status", projectStatuses);
export const communicationTypeEnum = pgEnum("communication_type", communicationTypes);
export const invoiceStatusEnum = pgEnum("invoice_status", invoiceStatuses);
export const activityEntityTypeEnum = pgEnum("activity_entity_type", activityEntityTypes);
export const mailStatusEnum = pgEnum("mail_status", mailStatuses);

/** Money is numeric(12,2) in the database and integer cents in lib/money. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A stored, trigram-indexed text column that the back-office search box matches with ILIKE. */
const searchText = (parts: SQL) =>
  text("search_text")
    .notNull()
    .generatedAlwaysAs(parts);

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
    role: text("role").notNull().default("admin"),
    /** Bumped when the password changes, so every other session of this admin ends. */
    sessionVersion: integer("session_version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("admin_users_username_key").on(sql`lower(${t.username})`),
    uniqueIndex("admin_users_email_key").on(sql`lower(${t.email})`),
    check("admin_users_username_not_blank", sql`length(trim(${t.username})) > 0`),
    check("admin_users_email_not_blank", sql`length(trim(${t.email})) > 0`),
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
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    /** Set on arrival when an older lead has the same email (trimmed, any case). */
    duplicateOfId: uuid("duplicate_of_id").references((): AnyPgColumn => leads.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchText(
      sql`coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, '')`,
    ),
  },
  (t) => [
    index("leads_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("leads_status_created_at_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("leads_source_created_at_idx").on(t.source, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The pipeline board's count and sum of estimated values per status (optionally per source)
    // read this small index alone (an index-only scan, ~3 MB at 100,000 leads) instead of the table.
    index("leads_status_source_value_idx").on(t.status, t.source, t.estimatedValue),
    index("leads_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("leads_email_normalized_idx").on(sql`lower(trim(${t.email}))`),
    // Partial: a new lead has neither, so intake (issue 5's hot path) skips both indexes.
    index("leads_next_follow_up_idx").on(t.nextFollowUpDate).where(sql`${t.nextFollowUpDate} is not null`),
    index("leads_duplicate_of_idx").on(t.duplicateOfId).where(sql`${t.duplicateOfId} is not null`),
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
    services: text("services").array().notNull().default(sql`'{}'::text[]`),
    deliverables: text("deliverables").array().notNull().default(sql`'{}'::text[]`),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchText(
      sql`coalesce(title, '') || ' ' || coalesce(client_name, '') || ' ' || coalesce(client_email, '')`,
    ),
  },
  (t) => [
    index("projects_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("projects_status_created_at_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("projects_lead_id_idx").on(t.leadId),
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
    index("communications_unread_idx").on(t.createdAt.desc().nullsFirst()).where(sql`${t.readStatus} = false`),
    index("communications_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    check("communications_content_not_blank", sql`length(trim(${t.content})) > 0`),
    check(
      "communications_email_has_subject",
      sql`${t.type} <> 'email' or length(trim(coalesce(${t.subject}, ''))) > 0`,
    ),
  ],
);

export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceNumber: text("invoice_number").notNull().unique("invoices_invoice_number_key"),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchText(
      sql`invoice_number || ' ' || coalesce(client_name, '') || ' ' || coalesce(client_email, '')`,
    ),
  },
  (t) => [
    index("invoices_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("invoices_status_created_at_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("invoices_due_date_idx").on(t.dueDate),
    index("invoices_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    check("invoices_tax_rate_range", sql`${t.taxRate} between 0 and 100`),
    check("invoices_subtotal_non_negative", sql`${t.subtotal} >= 0`),
    check("invoices_tax_amount_non_negative", sql`${t.taxAmount} >= 0`),
    check("invoices_total_amount_non_negative", sql`${t.totalAmount} >= 0`),
    check("invoices_dates_ordered", sql`${t.dueDate} >= ${t.issueDate}`),
    check("invoices_client_name_not_blank", sql`length(trim(${t.clientName})) > 0`),
    check("invoices_client_email_not_blank", sql`length(trim(${t.clientEmail})) > 0`),
  ],
);

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

export const activityLog = pgTable(
  "activity_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entityType: activityEntityTypeEnum("entity_type").notNull(),
    entityId: uuid("entity_id").notNull(),
    /** The entity's name when the entry was written, so the entry still reads after a delete. */
    entityName: text("entity_name"),
    action: text("action").notNull(),
    description: text("description").notNull(),
    performedBy: uuid("performed_by").references(() => adminUsers.id, { onDelete: "set null" }),
    metadata: jsonb("metadata").$type<Record<string, string | number | boolean | null>>(),
    createdAt: createdAt(),
  },
  (t) => [index("activity_log_entity_idx").on(t.entityType, t.entityId, t.createdAt.desc().nullsFirst())],
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
    index("mail_outbox_communication_idx").on(t.communicationId).where(sql`${t.communicationId} is not null`),
    // A lead's delete (set null) and a duplicate's merge find its mail by lead_id.
    index("mail_outbox_lead_id_idx").on(t.leadId),
    check("mail_outbox_attempts_non_negative", sql`${t.attempts} >= 0`),
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
  (t) => [
    primaryKey({ name: "rate_limits_pkey", columns: [t.bucket, t.key] }),
    index("rate_limits_expires_at_idx").on(t.expiresAt),
  ],
);

export type AdminUser = typeof adminUsers.$inferSelect;
export type NewAdminUser = typeof adminUsers.$inferInsert;
export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type Project = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;
export type Communication = typeof communications.$inferSelect;
export type NewCommunication = typeof communications.$inferInsert;
export type Invoice = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type InvoiceItem = typeof invoiceItems.$inferSelect;
export type NewInvoiceItem = typeof invoiceItems.$inferInsert;
export type ActivityLogEntry = typeof activityLog.$inferSelect;
export type MailOutboxEntry = typeof mailOutbox.$inferSelect;
