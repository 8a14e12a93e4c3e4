import { z } from "zod";

/*
 * What signs an admin in: the fields' rules, shared by sign-in, the admin's own profile, the Team
 * section's forms and the admin:create command.
 */

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

/** SPEC §5: username, email, PIN and password are all required. Shared by the form and the action. */
export const loginSchema = z.object({
  username: z.string().trim().min(1, "Username is required.").max(100, "Username is too long."),
  email: z.string().trim().min(1, "Email is required.").max(254, "Email is too long.").pipe(z.email("Enter a valid email address.")),
  pin: z.string().trim().min(1, "PIN is required.").max(20, "PIN is too long."),
  // bcrypt reads at most 72 bytes: a longer password is refused before any hash is computed.
  password: z.string().min(1, "Password is required.").max(200, PASSWORD_TOO_LONG).refine(fitsBcrypt, PASSWORD_TOO_LONG),
  /** The second step for an admin with a second factor: a 6-digit code or a recovery code; empty before it is asked. */
  code: z.string().trim().max(40, "Code is too long.").optional(),
});

/** The code an authenticator app shows, or a recovery code ("xxxxx-xxxxx"). */
export const secondFactorCodeSchema = z
  .string()
  .trim()
  .min(1, "Enter the 6-digit code from your authenticator app.")
  .max(40, "Code is too long.");

export type LoginInput = z.infer<typeof loginSchema>;
