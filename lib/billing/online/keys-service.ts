import "server-only";

import { sql } from "drizzle-orm";

import type { Db } from "@/db/client";
import { billingSettings } from "@/db/schema";
import { UserFacingError } from "@/lib/action-errors";
import { logActivity } from "@/lib/activity/log";
import { maskKey, stripeKeysProblems, type OnlinePaymentSetup, type StripeKeysInput } from "@/lib/billing/settings/schema";
import { readEnv, type Env } from "@/lib/env";
import { sealText } from "@/lib/security/seal";

import { STRIPE_KEYS_PURPOSE, stripeKeys } from "./config";
import { HANDLED_EVENT_TYPES } from "./provider";

/*
 * The Stripe keys an owner keeps in Billing Settings: sealed with SESSION_SECRET before they reach
 * the database, shown masked, never logged, and never written over keys set in the environment
 * (those win: config.ts stripeKeys).
 */

type KeysEnv = Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "SESSION_SECRET" | "SITE_URL" | "TEST_PAYMENTS">;

export const KEYS_FROM_ENVIRONMENT =
  "The Stripe keys are set in the server's environment (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET); change them there.";
export const NO_KEYS_SAVED = "No Stripe keys are saved.";
export const NO_SERVER_SECRET = "The server has no SESSION_SECRET to seal the keys with.";

export const webhookUrl = (siteUrl: string) => `${siteUrl}/api/webhooks/stripe`;

export async function getOnlinePaymentSetup(db: Db, env: KeysEnv = readEnv()): Promise<OnlinePaymentSetup> {
  const keys = await stripeKeys(db, env);
  return {
    source: keys?.source ?? null,
    secretKey: keys ? maskKey(keys.secretKey) : null,
    webhookSecret: keys?.webhookSecret ? maskKey(keys.webhookSecret) : null,
    webhookUrl: webhookUrl(env.SITE_URL),
    events: HANDLED_EVENT_TYPES,
    testPayments: !keys && env.TEST_PAYMENTS,
  };
}

const sealedColumns = { secretKey: billingSettings.stripeSecretKeySealed, webhookSecret: billingSettings.stripeWebhookSecretSealed };

/**
 * Saves the keys entered (an empty field keeps the saved one), sealed, in one transaction with an
 * audit entry that names what changed and never a value. Refused while the environment sets keys.
 */
export async function saveStripeKeys(db: Db, input: StripeKeysInput, performedBy: string | null, env: KeysEnv = readEnv()) {
  if (env.STRIPE_SECRET_KEY) throw new UserFacingError(KEYS_FROM_ENVIRONMENT);
  const secret = env.SESSION_SECRET;
  if (!secret) throw new UserFacingError(NO_SERVER_SECRET);
  await db.transaction(async (tx) => {
    // The singleton index makes a second insert a no-op (as updateBillingSettings does).
    await tx.insert(billingSettings).values({}).onConflictDoNothing();
    const [saved] = await tx
      .select({ id: billingSettings.id, ...sealedColumns })
      .from(billingSettings)
      .for("update");
    const [problem] = stripeKeysProblems(input, { secretKey: Boolean(saved?.secretKey), webhookSecret: Boolean(saved?.webhookSecret) });
    if (problem) throw new UserFacingError(problem.message);
    await tx.update(billingSettings).set({
      ...(input.secretKey ? { stripeSecretKeySealed: sealText(input.secretKey, secret, STRIPE_KEYS_PURPOSE) } : {}),
      ...(input.webhookSecret ? { stripeWebhookSecretSealed: sealText(input.webhookSecret, secret, STRIPE_KEYS_PURPOSE) } : {}),
      updatedBy: performedBy,
      updatedAt: sql`now()`,
    });
    const changed = [input.secretKey ? "secret key" : null, input.webhookSecret ? "webhook signing secret" : null].filter(Boolean);
    await logActivity(tx, {
      entityType: "billing_settings",
      entityId: saved!.id,
      entityName: "Billing settings",
      action: "updated",
      description: `Online payment: Stripe ${changed.join(" and ")} ${saved?.secretKey || saved?.webhookSecret ? "replaced" : "saved"}`,
      performedBy,
    });
  });
}

/** Removes the saved keys (online payment stops unless the environment sets keys), with its audit entry. */
export async function removeStripeKeys(db: Db, performedBy: string | null, env: Pick<Env, "STRIPE_SECRET_KEY"> = readEnv()) {
  if (env.STRIPE_SECRET_KEY) throw new UserFacingError(KEYS_FROM_ENVIRONMENT);
  await db.transaction(async (tx) => {
    const [saved] = await tx
      .select({ id: billingSettings.id, ...sealedColumns })
      .from(billingSettings)
      .for("update");
    if (!saved || (!saved.secretKey && !saved.webhookSecret)) throw new UserFacingError(NO_KEYS_SAVED);
    await tx
      .update(billingSettings)
      .set({ stripeSecretKeySealed: null, stripeWebhookSecretSealed: null, updatedBy: performedBy, updatedAt: sql`now()` });
    await logActivity(tx, {
      entityType: "billing_settings",
      entityId: saved.id,
      entityName: "Billing settings",
      action: "updated",
      description: "Online payment: Stripe keys removed",
      performedBy,
    });
  });
}
