import { z } from "zod";

import { clientKinds, type ClientKind } from "@/db/enums";
import { optionalLine, optionalText, requiredEmail, requiredText } from "@/lib/forms/fields";

export { clientKinds, type ClientKind } from "@/db/enums";

/**
 * The client form's schema, shared by the forms (the Clients section, the inline "New client" of
 * the client pickers) and the actions. Emails are unique within a client, compared without case.
 */

export const clientKindLabels: Record<ClientKind, string> = { company: "Company", person: "Person" };
export const clientKindOptions = clientKinds.map((value) => ({ value, label: clientKindLabels[value] }));

export const clientContactSchema = z.object({
  /** Absent for a contact added in this form. */
  id: z.uuid().optional(),
  name: requiredText("Contact name is required."),
  email: requiredEmail("Contact email is required."),
  phone: optionalLine(40),
  role: optionalLine(100),
  isPrimary: z.boolean(),
});

export type ClientContactInput = z.output<typeof clientContactSchema>;

/** Emails compared as the database's unique index compares them. */
export const normalizedEmail = (email: string) => email.trim().toLowerCase();

export const clientFormSchema = z
  .object({
    kind: z.enum(clientKinds),
    displayName: requiredText("Display name is required."),
    company: optionalLine(200),
    billingEmail: requiredEmail("Billing email is required."),
    billingAddress: optionalText(1000),
    phone: optionalLine(40),
    taxId: optionalLine(60),
    notes: optionalText(),
    contacts: z.array(clientContactSchema).min(1, "Add at least one contact.").max(50, "At most 50 contacts."),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.contacts.forEach((contact, index) => {
      const key = normalizedEmail(contact.email);
      if (seen.has(key)) {
        ctx.addIssue({ code: "custom", path: ["contacts", index, "email"], message: "Another contact of this client has this email." });
      }
      seen.add(key);
    });
    if (value.contacts.filter((contact) => contact.isPrimary).length !== 1) {
      ctx.addIssue({ code: "custom", path: ["contacts"], message: "Mark exactly one contact as primary." });
    }
  });

export type ClientFormValues = z.input<typeof clientFormSchema>;
export type ClientInput = z.output<typeof clientFormSchema>;
export type ClientUpdateInput = ClientInput & { id: string };
