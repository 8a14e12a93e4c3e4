"use server";

import { z } from "zod";

import { getDb } from "@/db/client";
import { agencyToday } from "@/lib/dates/agency";
import { ownerAction, revalidateBackOffice } from "@/lib/safe-action";

import { listInvoiceItems } from "./queries";
import { invoiceFormSchema, invoiceIdSchema, invoiceStatusChangeSchema } from "./schema";
import { createInvoice, deleteInvoice, updateInvoice, updateInvoiceStatus } from "./service";

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

export const updateInvoiceStatusAction = ownerAction
  .inputSchema(invoiceStatusChangeSchema)
  .action(async ({ parsedInput, ctx }) => {
    const result = await updateInvoiceStatus(getDb(), parsedInput.id, parsedInput.status, ctx.admin.id, agencyToday());
    revalidateBackOffice();
    return result;
  });

export const deleteInvoiceAction = ownerAction.inputSchema(invoiceIdSchema).action(async ({ parsedInput, ctx }) => {
  await deleteInvoice(getDb(), parsedInput.id, ctx.admin.id);
  revalidateBackOffice();
});

/** The details dialog and the edit form load the items when opened (the row carries the rest). */
export const listInvoiceItemsAction = ownerAction.inputSchema(invoiceIdSchema).action(async ({ parsedInput }) => {
  return listInvoiceItems(getDb(), parsedInput.id);
});
