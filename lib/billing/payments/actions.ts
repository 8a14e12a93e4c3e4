"use server";

import { getDb } from "@/db/client";
import { ownerAction } from "@/lib/authentication/action-clients";
import { senderOf } from "@/lib/billing/mail";
import { agencyToday } from "@/lib/dates/agency";
import { revalidateBackOffice } from "@/lib/safe-action";

import { paymentFormSchema, paymentIdSchema } from "./schema";
import { deletePayment, recordPayment } from "./service";

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
