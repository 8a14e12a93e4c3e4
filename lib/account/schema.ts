import { z } from "zod";

import { adminEmailSchema, passwordSchema, pinSchema, usernameSchema } from "@/lib/authentication/schema";
import { optionalLine } from "@/lib/forms/fields";

const optionalName = optionalLine(100);

/**
 * The Profile tab's form (SPEC §2). PIN and password are stored as hashes, so an empty field keeps
 * the current one; SPEC §5: an empty phone is saved as null, the password changes only if filled.
 * currentPassword is checked on the server when the username, email, PIN or password changes.
 */
export const profileUpdateSchema = z.object({
  username: usernameSchema,
  email: adminEmailSchema,
  pin: z.union([z.literal(""), pinSchema]),
  phone: optionalLine(40),
  firstName: optionalName,
  lastName: optionalName,
  newPassword: z.union([z.literal(""), passwordSchema]),
  currentPassword: z.string().max(200, "Password is too long."),
});

export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** What the form shows: never a hash. */
export type ProfileFormValues = ProfileUpdateInput;

/**
 * First sign-in of an admin added in the Team section: their own password and PIN replace the
 * temporary ones the owner was shown. Each is typed twice, as neither is shown while typing.
 */
export const setCredentialsSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string().max(200, "Password is too long."),
    pin: pinSchema,
    confirmPin: z.string().max(20, "PIN is too long."),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords are not the same.",
  })
  .refine((values) => values.pin === values.confirmPin, { path: ["confirmPin"], message: "The two PINs are not the same." });

export type SetCredentialsInput = z.infer<typeof setCredentialsSchema>;

/** The first code from the authenticator app, which confirms the second factor's setup. */
export const secondFactorConfirmSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code your authenticator app shows."),
});
export type SecondFactorConfirmInput = z.infer<typeof secondFactorConfirmSchema>;
