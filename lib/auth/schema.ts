import { z } from "zod";

import { fitsBcrypt, PASSWORD_TOO_LONG } from "@/lib/admins/schema";

/** SPEC §5: username, email, PIN and password are all required. Shared by the form and the action. */
export const loginSchema = z.object({
  username: z.string().trim().min(1, "Username is required.").max(100, "Username is too long."),
  email: z
    .string()
    .trim()
    .min(1, "Email is required.")
    .max(254, "Email is too long.")
    .pipe(z.email("Enter a valid email address.")),
  pin: z.string().trim().min(1, "PIN is required.").max(20, "PIN is too long."),
  // bcrypt reads at most 72 bytes: a longer password is refused before any hash is computed.
  password: z.string().min(1, "Password is required.").max(200, PASSWORD_TOO_LONG).refine(fitsBcrypt, PASSWORD_TOO_LONG),
});

export type LoginInput = z.infer<typeof loginSchema>;
