"use server";

import { z } from "zod";

import { getDb } from "@/db/client";
import { UserFacingError } from "@/lib/action-errors";
import { ownerAction } from "@/lib/authentication/action-clients";
import { linkSecretFrom } from "@/lib/billing/client-links/tokens";
import { senderOf } from "@/lib/billing/mail";
import { agencyToday } from "@/lib/dates/agency";
import { readEnv } from "@/lib/env";
import { revalidateBackOffice } from "@/lib/safe-action";

import { getInvoiceDetails, getInvoiceDraft, listDepositChoices } from "./queries";
import { invoiceFormSchema, invoiceIdSchema, invoiceSendSchema, invoiceStatusChangeSchema } from "./schema";
import {
  createInvoice,
  deleteInvoice,
  INVOICE_NOT_FOUND,
  revokeClientLink,
  sendInvoice,
  updateInvoice,
  updateInvoiceStatus,
} from "./service";

export const createInvoiceAction = ownerAction.inputSchema(invoiceFormSchema).action(async ({ parsedInput, ctx }) => {
  const created = await createInvoice(getDb(), parsedInput, ctx.admin.id, agencyToday());
  revalidateBackOffice();
  return { id: created.id };
});

/** The edit form's action, bound to the invoice's id: `updateInvoiceAction.bind(null, id)`. */
export const updateInvoiceAction = ownerAction
  .bindArgsSchemas([z.uuid()])
  .inputSchema(invoiceFormSchema)
  .action(async ({ parsedInput, bindArgsParsedInputs: [id], ctx }) => {
    await updateInvoice(getDb(), id, parsedInput, ctx.admin.id);
    revalidateBackOffice();
    return { id };
  });

export const updateInvoiceStatusAction = ownerAction.inputSchema(invoiceStatusChangeSchema).action(async ({ parsedInput, ctx }) => {
  const result = await updateInvoiceStatus(getDb(), parsedInput.id, parsedInput.status, ctx.admin.id, agencyToday());
  revalidateBackOffice();
  return result;
});

export const deleteInvoiceAction = ownerAction.inputSchema(invoiceIdSchema).action(async ({ parsedInput, ctx }) => {
  await deleteInvoice(getDb(), parsedInput.id, ctx.admin.id);
  revalidateBackOffice();
});

/** The edit form loads the draft's items and the fields its list row leaves out when it opens. */
export const getInvoiceDraftAction = ownerAction.inputSchema(invoiceIdSchema).action(async ({ parsedInput }) => {
  const draft = await getInvoiceDraft(getDb(), parsedInput.id);
  if (!draft) throw new UserFacingError(INVOICE_NOT_FOUND);
  return draft;
});

/** The details dialog's read: items, payments, reminders, the client link and the first view. */
export const getInvoiceDetailsAction = ownerAction.inputSchema(invoiceIdSchema).action(async ({ parsedInput }) => {
  const env = readEnv();
  const details = await getInvoiceDetails(getDb(), parsedInput.id, {
    siteUrl: env.SITE_URL,
    linkSecret: env.SESSION_SECRET,
    timeZone: env.AGENCY_TIMEZONE,
  });
  if (!details) throw new UserFacingError(INVOICE_NOT_FOUND);
  return details;
});

/** The invoice form's "Less deposit INV-..." choices for the chosen project (the edited draft's own deduction included). */
export const listDepositChoicesAction = ownerAction
  .inputSchema(z.object({ projectId: z.uuid("Unknown project."), invoiceId: z.uuid("Unknown invoice.").nullish() }))
  .action(async ({ parsedInput }) => listDepositChoices(getDb(), parsedInput.projectId, parsedInput.invoiceId ?? null));

export const sendInvoiceAction = ownerAction.inputSchema(invoiceSendSchema).action(async ({ parsedInput, ctx }) => {
  const sent = await sendInvoice(getDb(), parsedInput, {
    sender: senderOf(ctx.admin),
    performedBy: ctx.admin.id,
    linkSecret: linkSecretFrom(readEnv()),
  });
  revalidateBackOffice();
  return { kind: sent.kind };
});

export const revokeClientLinkAction = ownerAction.inputSchema(invoiceIdSchema).action(async ({ parsedInput, ctx }) => {
  await revokeClientLink(getDb(), parsedInput.id, ctx.admin.id);
  revalidateBackOffice();
});
