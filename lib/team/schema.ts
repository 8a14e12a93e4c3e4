import { z } from "zod";

import { adminRoles, type AdminRole } from "@/db/enums";
import { adminEmailSchema, usernameSchema } from "@/lib/admins/schema";
import { idSchema, optionalLine } from "@/lib/forms/fields";

export { adminRoles, type AdminRole } from "@/db/enums";

/** The Team section's forms and filters, shared by the dialogs and the actions. */

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
