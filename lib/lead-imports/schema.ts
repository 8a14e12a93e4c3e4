import { z } from "zod";

import { duplicateModes, leadSources, type DuplicateMode } from "@/db/enums";

import { importFields, mappingProblem } from "./fields";

export { duplicateModes, type DuplicateMode } from "@/db/enums";

/** The import's action schemas, shared by the import page and its actions. Pure. */

const columnChoice = z.union([z.enum(importFields), z.literal("")], "Choose a lead field or 'Ignore this column'.");

export const importPreviewSchema = z.object({
  importId: z.uuid(),
  // A lead needs an email and a name, and a field fills from one column only.
  mapping: z
    .array(columnChoice)
    .min(1)
    .max(100)
    .superRefine((mapping, ctx) => {
      const problem = mappingProblem(mapping);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  defaultSource: z.enum(leadSources, "Choose a source."),
});
export type ImportPreviewInput = z.infer<typeof importPreviewSchema>;

export const importRunSchema = z.object({
  importId: z.uuid(),
  duplicateMode: z.enum(duplicateModes, "Choose what to do with rows that match a lead."),
});
export type ImportRunInput = z.infer<typeof importRunSchema>;

export const importIdSchema = z.object({ importId: z.uuid() });

export const duplicateModeLabels: Record<DuplicateMode, { label: string; hint: string }> = {
  skip: { label: "Skip them", hint: "The existing lead stays as it is." },
  update: { label: "Update empty fields", hint: "Fill the existing lead's empty fields from the row; nothing it holds is overwritten." },
  duplicate: { label: "Create as duplicates", hint: "Create a new lead marked as a possible duplicate, for the duplicate tools to merge." },
};
