"use server";

import { getDb } from "@/db/client";
import { ownerAction } from "@/lib/authentication/action-clients";
import { stripeKeysSchema } from "@/lib/billing/settings/schema";
import { revalidateBackOffice } from "@/lib/safe-action";

import { removeStripeKeys, saveStripeKeys } from "./keys-service";

export const saveStripeKeysAction = ownerAction.inputSchema(stripeKeysSchema).action(async ({ parsedInput, ctx }) => {
  await saveStripeKeys(getDb(), parsedInput, ctx.admin.id);
  revalidateBackOffice();
});

export const removeStripeKeysAction = ownerAction.action(async ({ ctx }) => {
  await removeStripeKeys(getDb(), ctx.admin.id);
  revalidateBackOffice();
});
