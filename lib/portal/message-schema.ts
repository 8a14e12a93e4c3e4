import { z } from "zod";

import { CONTROL_CHARACTER_MESSAGE, isCleanLine, isCleanText } from "@/lib/forms/fields";

/** A client's message from the portal: the endpoint's body, also read by the box that sends it. No server imports. */

export const PORTAL_MESSAGE_MAX = 5_000;
export const PORTAL_SUBJECT_MAX = 200;
export const MESSAGE_REQUIRED = "Write your message first.";
export const DEFAULT_PORTAL_SUBJECT = "Message from the client portal";

export const portalMessageSchema = z.object({
  message: z
    .string(MESSAGE_REQUIRED)
    .max(PORTAL_MESSAGE_MAX, `Your message can be at most ${PORTAL_MESSAGE_MAX} characters.`)
    .refine((value) => value.trim().length > 0, MESSAGE_REQUIRED)
    .refine(isCleanText, CONTROL_CHARACTER_MESSAGE)
    .transform((value) => value.trim()),
  subject: z
    .string()
    .max(PORTAL_SUBJECT_MAX, `The subject can be at most ${PORTAL_SUBJECT_MAX} characters.`)
    .refine(isCleanLine, CONTROL_CHARACTER_MESSAGE)
    .nullish()
    .transform((value) => (value && value.trim() ? value.trim() : null)),
  projectId: z
    .union([z.uuid("Choose one of your projects."), z.literal(""), z.null()])
    .optional()
    .transform((value) => value || null),
});
export type PortalMessageBody = z.input<typeof portalMessageSchema>;
export type PortalMessageInput = z.output<typeof portalMessageSchema>;
