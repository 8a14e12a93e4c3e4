import { z } from "zod";

import { CONTROL_CHARACTER_MESSAGE, isCleanText } from "@/lib/forms/fields";

/** Project updates' schemas, shared by the back office's form and its actions. No server imports. */

export const PROJECT_UPDATE_MAX = 5_000;
export const UPDATE_REQUIRED = "Write the update first.";

export const projectUpdateFormSchema = z.object({
  projectId: z.uuid(),
  body: z
    .string(UPDATE_REQUIRED)
    .max(PROJECT_UPDATE_MAX, `Must be at most ${PROJECT_UPDATE_MAX} characters.`)
    .refine((value) => value.trim().length > 0, UPDATE_REQUIRED)
    .refine(isCleanText, CONTROL_CHARACTER_MESSAGE)
    .transform((value) => value.trim()),
  clientVisible: z.boolean(),
});
export type ProjectUpdateFormValues = z.input<typeof projectUpdateFormSchema>;
export type ProjectUpdateInput = z.output<typeof projectUpdateFormSchema>;

export const projectUpdateIdSchema = z.object({ id: z.uuid() });
export const projectUpdateVisibilitySchema = z.object({ id: z.uuid(), visible: z.boolean() });

/** One update as the back office lists it. */
export type ProjectUpdateRow = {
  id: string;
  projectId: string;
  body: string;
  clientVisible: boolean;
  authorName: string | null;
  createdAt: Date;
};
