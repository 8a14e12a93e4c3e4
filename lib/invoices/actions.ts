"use server";

import { revalidatePath } from "next/cache";

import { getDb } from "@/db/client";
import { agencyToday } from "@/lib/dates/agency";
import { adminAction } from "@/lib/safe-action";

import { listInvoiceItems } from "./queries";
import { invoiceFormSchema, invoiceIdSchema, invoiceStatusChangeSchema, invoiceUpdateSchema } from "./schema";
import { createInvoice, deleteInvoice, updateInvoice, updateInvoiceStatus } from "./service";

const DASHBOARD = "/admin/dashboard";

export const createInvoiceAction = adminAction.inputSchema(invoiceFormSchema).action(async ({ parsedInput, ctx }) => {
  const created = await createInvoice(getDb(), parsedInput, ctx.admin.id, agencyToday());
  revalidatePath(DASHBOARD);
  return { id: created.id, invoiceNumber: created.invoiceNumber };
});

export const updateInvoiceAction = adminAction.inputSchema(invoiceUpdateSchema).action(async ({ parsedInput, ctx }) => {
  await updateInvoice(getDb(), parsedInput.id, parsedInput.invoice, ctx.admin.id);
  revalidatePath(DASHBOARD);
});

export const updateInvoiceStatusAction = adminAction
  .inputSchema(invoiceStatusChangeSchema)
  .action(async ({ parsedInput, ctx }) => {
    const result = await updateInvoiceStatus(getDb(), parsedInput.id, parsedInput.status, ctx.admin.id, agencyToday());
    revalidatePath(DASHBOARD);
    return result;
  });

export const deleteInvoiceAction = adminAction.inputSchema(invoiceIdSchema).action(async ({ parsedInput, ctx }) => {
  await deleteInvoice(getDb(), parsedInput.id, ctx.admin.id);
  revalidatePath(DASHBOARD);
});

/** The details dialog and the edit form load the items when opened (the row carries the rest). */
export const listInvoiceItemsAction = adminAction.inputSchema(invoiceIdSchema).action(async ({ parsedInput }) => {
  return listInvoiceItems(getDb(), parsedInput.id);
});
