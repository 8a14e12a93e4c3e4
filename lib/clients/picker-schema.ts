import { z } from "zod";

import { requiredEmail } from "@/lib/forms/fields";

/** A client picker's search: what the admin typed (blank lists the first clients by name). */
export const clientSearchSchema = z.object({ q: z.string().trim().max(200, "Search is too long.") });

/** A client named by a picker or a form. */
export const clientIdSchema = z.object({ clientId: z.uuid("Choose a client.") });

/** An email typed into the client form, and the client being edited (its own emails are not news). */
export const emailUsersSchema = z.object({
  email: requiredEmail("Enter an email."),
  exceptClientId: z.uuid().optional(),
});
