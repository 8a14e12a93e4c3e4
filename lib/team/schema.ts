import { z } from "zod";

import { adminRoles, type AdminRole } from "@/db/enums";
import { adminEmailSchema, passwordSchema, pinSchema, usernameSchema } from "@/lib/authentication/schema";
import { idSchema, optionalLine } from "@/lib/forms/fields";

export { adminRoles, type AdminRole } from "@/db/enums";

/** The Team section's forms and filters, shared by the dialogs and the actions; the admin:create command's input. */

export const adminRoleLabels: Record<AdminRole, string> = { owner: "Owner", staff: "Staff" };
export const adminRoleOptions = adminRoles.map((value) => ({ value, label: adminRoleLabels[value] }));

/** The list's "Status" filter: active admins, or deactivated ones. */
export const teamStatuses = ["active", "inactive"] as const;
export const teamStatusOptions = [
  { value: "active", label: "Active" },
  { value: "inactive", label: "Deactivated" },
] as const;

const roleField = z.enum(adminRoles, "Choose owner or staff.");

/** 'Add Admin': the password and PIN are not asked for; temporary ones are made and shown once. */
export const teamAdminCreateSchema = z.object({
  username: usernameSchema,
  email: adminEmailSchema,
  firstName: optionalLine(100),
  lastName: optionalLine(100),
  role: roleField,
});
export type TeamAdminCreateInput = z.infer<typeof teamAdminCreateSchema>;

export const roleChangeSchema = idSchema.extend({ role: roleField });
export type RoleChangeInput = z.infer<typeof roleChangeSchema>;

export const activeChangeSchema = idSchema.extend({ active: z.boolean() });
export type ActiveChangeInput = z.infer<typeof activeChangeSchema>;

const optionalText = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((value) => (value ? value : null));

/** The admin:create CLI's input (CONTRACT.md). No role: owner for a new admin, unchanged for an existing one. */
export const adminCreateSchema = z.object({
  username: usernameSchema,
  email: adminEmailSchema,
  pin: pinSchema,
  password: passwordSchema,
  firstName: optionalText,
  lastName: optionalText,
  phone: optionalText,
  role: z.enum(adminRoles, "Role must be owner or staff.").optional(),
});

export type AdminCreateInput = z.input<typeof adminCreateSchema>;
export type AdminCreateValues = z.output<typeof adminCreateSchema>;

/** The owners' switch: a second factor required of every admin, or optional. */
export const secondFactorRequirementSchema = z.object({ required: z.boolean() });
