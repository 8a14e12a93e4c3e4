import { z } from "zod";

import { communicationTypes, type CommunicationType } from "@/db/enums";
import { CONTROL_CHARACTER_MESSAGE, isCleanText } from "@/lib/forms/fields";
import { oneLine } from "@/lib/text/one-line";

export { communicationTypes, type CommunicationType } from "@/db/enums";

/**
 * The Communication Hub's schemas (SPEC §2, §5, §7), shared by the form, the server actions and
 * the three admin endpoints. No server imports: client components import this file.
 */

export const communicationTypeLabels: Record<CommunicationType, string> = {
  email: "Email",
  call: "Call",
  meeting: "Meeting",
  note: "Note",
};

/** SPEC §2 status filter: all (no key in the URL), unread, needs response. */
export const communicationStatusFilters = ["unread", "needs_response"] as const;
export type CommunicationStatusFilter = (typeof communicationStatusFilters)[number];
export const communicationStatusFilterLabels: Record<CommunicationStatusFilter, string> = {
  unread: "Unread",
  needs_response: "Needs Response",
};

export const communicationTypeOptions = communicationTypes.map((value) => ({ value, label: communicationTypeLabels[value] }));
export const communicationStatusFilterOptions = communicationStatusFilters.map((value) => ({
  value,
  label: communicationStatusFilterLabels[value],
}));

/** SPEC §5 sets no length limits; these are generous ones that keep hostile bodies out. */
export const COMMUNICATION_LIMITS = { subject: 300, content: 20_000, email: 320, context: 5_000, searchText: 100 } as const;

export const CONTENT_REQUIRED = "Content is required.";
export const SUBJECT_REQUIRED = "Subject is required for emails.";
export const EMAIL_INVALID = "Enter a valid email address.";

const tooLong = (max: number) => `Must be at most ${max} characters.`;

/** SPEC §5: 'none' for a related lead or project means unset; the form holds "" for it. */
const relationId = z
  .union([z.uuid("Choose a valid record."), z.literal(""), z.literal("none"), z.null()])
  .transform((value) => (value === "" || value === "none" || value === null ? null : value));

/** An optional email address: blank is none. */
const optionalEmail = z
  .string()
  .trim()
  .max(COMMUNICATION_LIMITS.email, tooLong(COMMUNICATION_LIMITS.email))
  .refine((value) => value === "" || z.email().safeParse(value).success, EMAIL_INVALID)
  .transform((value) => (value === "" ? null : value));

/** SPEC §5: content must be non-blank (stored as typed, only the outer blank lines trimmed). */
export const contentField = z
  .string(CONTENT_REQUIRED)
  .max(COMMUNICATION_LIMITS.content, tooLong(COMMUNICATION_LIMITS.content))
  .refine((value) => value.trim().length > 0, CONTENT_REQUIRED)
  .refine(isCleanText, CONTROL_CHARACTER_MESSAGE)
  .transform((value) => value.replace(/^\s*\n/, "").trimEnd());

/**
 * SPEC §2 new communication form. The subject is shown and required only for emails; for other
 * types it is dropped (a hidden field must not be stored).
 */
export const communicationFormSchema = z
  .object({
    type: z.enum(communicationTypes, "Choose a type."),
    leadId: relationId,
    projectId: relationId,
    toEmail: optionalEmail,
    // Line breaks are flattened to spaces below (no header can be added); other controls are refused.
    subject: z
      .string()
      .max(COMMUNICATION_LIMITS.subject, tooLong(COMMUNICATION_LIMITS.subject))
      .refine(isCleanText, CONTROL_CHARACTER_MESSAGE),
    content: contentField,
    isAiGenerated: z.boolean(),
    responseRequired: z.boolean(),
    /** "Show in client portal": the server refuses it for a note or a communication tied to no client. */
    clientVisible: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.type === "email" && value.subject.trim() === "") {
      ctx.addIssue({ code: "custom", path: ["subject"], message: SUBJECT_REQUIRED });
    }
  })
  .transform((value) => ({ ...value, subject: value.type === "email" ? oneLine(value.subject, COMMUNICATION_LIMITS.subject) : null }));

export type CommunicationFormValues = z.input<typeof communicationFormSchema>;
export type CommunicationInput = z.output<typeof communicationFormSchema>;

export const communicationIdSchema = z.object({ id: z.uuid() });

/** Shows (true) or hides (false) a communication in its client's portal. */
export const communicationVisibilitySchema = z.object({ id: z.uuid(), visible: z.boolean() });

/** 'Enhance with AI' from the form: the draft plus what the server needs to build its context. */
export const enhanceDraftSchema = z.object({
  content: contentField,
  type: z.enum(communicationTypes),
  leadId: relationId,
  projectId: relationId,
  toEmail: optionalEmail,
});
export type EnhanceDraftInput = z.output<typeof enhanceDraftSchema>;

/** The related lead / project pickers ask the server for matches as the admin types. */
export const relationKinds = ["lead", "project"] as const;
export type RelationKind = (typeof relationKinds)[number];
export const relationSearchSchema = z.object({
  kind: z.enum(relationKinds),
  q: z
    .string()
    .max(COMMUNICATION_LIMITS.searchText)
    .transform((value) => value.replace(/\u0000/g, "").trim()),
});

/* The admin endpoints of CONTRACT.md ------------------------------------------------------ */

/** Text fields of the endpoints: no control characters but tabs and line breaks (lib/forms/fields.ts). */
const text = (max: number) => z.string().max(max, tooLong(max)).refine(isCleanText, CONTROL_CHARACTER_MESSAGE);

/** POST /api/functions/generate-ai-response. SPEC §9: the tone is always professional. */
export const generateAiResponseBodySchema = z.object({
  originalContent: text(COMMUNICATION_LIMITS.content).refine((value) => value.trim().length > 0, "originalContent must not be blank."),
  context: text(COMMUNICATION_LIMITS.context).default(""),
  tone: z.literal("professional", 'tone must be "professional".').default("professional"),
});
export type GenerateAiResponseBody = z.output<typeof generateAiResponseBodySchema>;

const requiredEmail = z.string().trim().max(COMMUNICATION_LIMITS.email, tooLong(COMMUNICATION_LIMITS.email)).pipe(z.email(EMAIL_INVALID));

/**
 * POST /api/functions/send-email: { to, subject, content } (CONTRACT.md). `communication_id` is
 * an addition: when given, the mail is that email communication's delivery, queued at most once.
 */
export const sendEmailBodySchema = z.object({
  to: requiredEmail,
  subject: text(COMMUNICATION_LIMITS.subject).refine((value) => value.trim().length > 0, "subject must not be blank."),
  content: text(COMMUNICATION_LIMITS.content).refine((value) => value.trim().length > 0, "content must not be blank."),
  communication_id: z.uuid().nullish(),
});
export type SendEmailBody = z.output<typeof sendEmailBodySchema>;

const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => (value && value.trim() ? value.trim() : null));

/** POST /api/functions/send-communication-notification: the SPEC §7 fields. */
export const communicationNotificationBodySchema = z.object({
  communication_id: z.uuid(),
  type: z.enum(communicationTypes),
  subject: optionalText(COMMUNICATION_LIMITS.subject),
  content: text(COMMUNICATION_LIMITS.content).refine((value) => value.trim().length > 0, "content must not be blank."),
  client_email: z
    .union([requiredEmail, z.literal(""), z.null()])
    .optional()
    .transform((value) => (value ? value : null)),
  client_name: optionalText(200),
  lead_id: z
    .uuid()
    .nullish()
    .transform((value) => value ?? null),
  project_id: z
    .uuid()
    .nullish()
    .transform((value) => value ?? null),
});
export type CommunicationNotificationBody = z.output<typeof communicationNotificationBodySchema>;
