"use server";

import { getDb } from "@/db/client";
import { ownerAction } from "@/lib/authentication/action-clients";
import { overpaymentResolveSchema } from "@/lib/billing/payments/schema";
import { revalidateBackOffice } from "@/lib/safe-action";

import { resolveOverpayment } from "./overpayment-service";

export const resolveOverpaymentAction = ownerAction.inputSchema(overpaymentResolveSchema).action(async ({ parsedInput, ctx }) => {
  const resolved = await resolveOverpayment(getDb(), parsedInput, ctx.admin.id);
  revalidateBackOffice();
  return resolved;
});
