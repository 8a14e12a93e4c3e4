"use server";

import { getDb } from "@/db/client";
import { ownerAction } from "@/lib/authentication/action-clients";
import { agencyToday } from "@/lib/dates/agency";
import { revalidateBackOffice } from "@/lib/safe-action";

import { recurringFormSchema, recurringIdSchema } from "./schema";
import { createRecurringInvoice, endRecurringInvoice, pauseRecurringInvoice, resumeRecurringInvoice } from "./service";

/** 'Repeat' on an invoice: a retainer from it. */
export const createRecurringInvoiceAction = ownerAction.inputSchema(recurringFormSchema).action(async ({ parsedInput, ctx }) => {
  const created = await createRecurringInvoice(getDb(), parsedInput, ctx.admin.id, agencyToday());
  revalidateBackOffice();
  return created;
});

export const pauseRecurringInvoiceAction = ownerAction.inputSchema(recurringIdSchema).action(async ({ parsedInput, ctx }) => {
  await pauseRecurringInvoice(getDb(), parsedInput.id, ctx.admin.id);
  revalidateBackOffice();
});

export const resumeRecurringInvoiceAction = ownerAction.inputSchema(recurringIdSchema).action(async ({ parsedInput, ctx }) => {
  const resumed = await resumeRecurringInvoice(getDb(), parsedInput.id, ctx.admin.id, agencyToday());
  revalidateBackOffice();
  return resumed;
});

export const endRecurringInvoiceAction = ownerAction.inputSchema(recurringIdSchema).action(async ({ parsedInput, ctx }) => {
  await endRecurringInvoice(getDb(), parsedInput.id, ctx.admin.id);
  revalidateBackOffice();
});
