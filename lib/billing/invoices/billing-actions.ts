"use server";

import { getDb } from "@/db/client";
import { UserFacingError } from "@/lib/action-errors";
import { adminDisplayName } from "@/lib/communications/rules";
import { agencyToday } from "@/lib/dates/agency";
import { readEnv } from "@/lib/env";
import { ownerAction, revalidateBackOffice } from "@/lib/safe-action";

import { linkSecretFrom } from "@/lib/billing/client-links/tokens";
import { paymentFormSchema, paymentIdSchema } from "@/lib/billing/payments/schema";
import { deletePayment, recordPayment } from "@/lib/billing/payments/service";
import { getInvoiceDetails } from "./queries";
import { setInvoiceReminders } from "@/lib/billing/reminders/service";
import { invoiceIdSchema, invoiceSendSchema } from "./schema";
import { revokeClientLink, sendInvoice } from "./send-service";
import { INVOICE_NOT_FOUND } from "./service";
import { billingSettingsSchema, reminderToggleSchema } from "@/lib/billing/settings/schema";
import { updateBillingSettings } from "@/lib/billing/settings/service";

type Admin = Parameters<typeof adminDisplayName>[0] & { email: string };

/** The signed-in admin as the mail's sender: replies come back to them, the signature names them. */
const senderOf = (admin: Admin) => ({ name: adminDisplayName(admin), email: admin.email });

/** The details dialog's read: items, payments, reminders, the client link and the first view. */
export const getInvoiceDetailsAction = ownerAction.inputSchema(invoiceIdSchema).action(async ({ parsedInput }) => {
  const env = readEnv();
  const details = await getInvoiceDetails(getDb(), parsedInput.id, { siteUrl: env.SITE_URL, linkSecret: env.SESSION_SECRET, timeZone: env.AGENCY_TIMEZONE });
  if (!details) throw new UserFacingError(INVOICE_NOT_FOUND);
  return details;
});

export const sendInvoiceAction = ownerAction.inputSchema(invoiceSendSchema).action(async ({ parsedInput, ctx }) => {
  const sent = await sendInvoice(getDb(), parsedInput, { sender: senderOf(ctx.admin), performedBy: ctx.admin.id, linkSecret: linkSecretFrom(readEnv()) });
  revalidateBackOffice();
  return { kind: sent.kind };
});

export const revokeClientLinkAction = ownerAction.inputSchema(invoiceIdSchema).action(async ({ parsedInput, ctx }) => {
  await revokeClientLink(getDb(), parsedInput.id, ctx.admin.id);
  revalidateBackOffice();
});

export const recordPaymentAction = ownerAction.inputSchema(paymentFormSchema).action(async ({ parsedInput, ctx }) => {
  const recorded = await recordPayment(getDb(), parsedInput, { id: ctx.admin.id, sender: senderOf(ctx.admin) }, agencyToday());
  revalidateBackOffice();
  return { status: recorded.status, balance: recorded.balance };
});

export const deletePaymentAction = ownerAction.inputSchema(paymentIdSchema).action(async ({ parsedInput, ctx }) => {
  const result = await deletePayment(getDb(), parsedInput.id, ctx.admin.id);
  revalidateBackOffice();
  return result;
});

export const setInvoiceRemindersAction = ownerAction.inputSchema(reminderToggleSchema).action(async ({ parsedInput, ctx }) => {
  await setInvoiceReminders(getDb(), parsedInput.id, parsedInput.enabled, ctx.admin.id);
  revalidateBackOffice();
  return { enabled: parsedInput.enabled };
});

export const updateBillingSettingsAction = ownerAction.inputSchema(billingSettingsSchema).action(async ({ parsedInput, ctx }) => {
  const settings = await updateBillingSettings(getDb(), parsedInput, ctx.admin.id);
  revalidateBackOffice();
  return settings;
});
