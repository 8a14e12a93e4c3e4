import { z } from "zod";

import { adminEmailSchema, passwordSchema, pinSchema, usernameSchema } from "@/lib/admins/schema";

const optionalName = z.string().trim().max(100, "At most 100 characters.");

/**
 * The Profile tab's form (SPEC §2). PIN and password are stored as hashes, so an empty field keeps
 * the current one; SPEC §5: an empty phone is saved as null, the password changes only if filled.
 */
export const profileUpdateSchema = z.object({
  username: usernameSchema,
  email: adminEmailSchema,
  pin: z.union([z.literal(""), pinSchema]),
  phone: z.string().trim().max(40, "At most 40 characters."),
  firstName: optionalName,
  lastName: optionalName,
  newPassword: z.union([z.literal(""), passwordSchema]),
});

export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** What the form shows: never a hash. */
export type ProfileFormValues = ProfileUpdateInput;
