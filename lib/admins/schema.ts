import { z } from "zod";

import { adminRoles } from "@/db/enums";

const optionalText = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((value) => (value ? value : null));

export const usernameSchema = z
  .string()
  .trim()
  .min(1, "Username is required.")
  .max(64, "Username must be at most 64 characters.")
  .regex(/^[A-Za-z0-9._-]+$/, "Username may only use letters, digits, dots, dashes and underscores.");
export const adminEmailSchema = z.string().trim().toLowerCase().pipe(z.email("Enter a valid email address."));
export const pinSchema = z.string().regex(/^\d{4,8}$/, "PIN must be 4 to 8 digits.");
/** bcrypt reads only the first 72 bytes of a secret: a longer password would hold less than it seems. */
export const PASSWORD_MAX_BYTES = 72;
export const PASSWORD_TOO_LONG = `Password is too long: at most ${PASSWORD_MAX_BYTES} bytes (${PASSWORD_MAX_BYTES} plain letters, fewer with accents or emoji).`;
const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;
export const fitsBcrypt = (secret: string) => utf8Bytes(secret) <= PASSWORD_MAX_BYTES;

export const passwordSchema = z
  .string()
  .min(8, "Password must be at least 8 characters.")
  .max(200, PASSWORD_TOO_LONG)
  .refine(fitsBcrypt, PASSWORD_TOO_LONG);

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
