import { z } from "zod";

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
export const passwordSchema = z
  .string()
  .min(8, "Password must be at least 8 characters.")
  .max(200, "Password must be at most 200 characters.");

/** The admin:create CLI's input (CONTRACT.md). */
export const adminCreateSchema = z.object({
  username: usernameSchema,
  email: adminEmailSchema,
  pin: pinSchema,
  password: passwordSchema,
  firstName: optionalText,
  lastName: optionalText,
  phone: optionalText,
});

export type AdminCreateInput = z.input<typeof adminCreateSchema>;
export type AdminCreateValues = z.output<typeof adminCreateSchema>;
