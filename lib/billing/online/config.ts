import type { Db } from "@/db/client";
import { billingSettings } from "@/db/schema";
import { readEnv, type Env } from "@/lib/env";
import { unsealText } from "@/lib/security/seal";

import type { PaymentProvider } from "./provider";
import { stripeProvider, type StripeKeys } from "./stripe";
import { testPaymentsProvider } from "./test-provider";

/*
 * Where online payment's keys come from: the environment (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET)
 * first, else what an owner saved in Billing Settings, sealed with SESSION_SECRET. Without a secret
 * key there is no online payment anywhere.
 */

/** The seal's purpose: a key sealed for a client link never opens as a Stripe key, and back. */
export const STRIPE_KEYS_PURPOSE = "stripe-keys";

type KeyEnv = Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "SESSION_SECRET">;

export type KeysSource = "environment" | "settings";

/** The keys in use and where they come from, or null when online payment is not set up. */
export async function stripeKeys(db: Db, env: KeyEnv = readEnv()): Promise<(StripeKeys & { source: KeysSource }) | null> {
  if (env.STRIPE_SECRET_KEY) {
    return { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null, source: "environment" };
  }
  if (!env.SESSION_SECRET) return null;
  const [row] = await db
    .select({ secretKey: billingSettings.stripeSecretKeySealed, webhookSecret: billingSettings.stripeWebhookSecretSealed })
    .from(billingSettings);
  const secretKey = row?.secretKey ? unsealText(row.secretKey, env.SESSION_SECRET, STRIPE_KEYS_PURPOSE) : null;
  if (!secretKey) return null;
  const webhookSecret = row?.webhookSecret ? unsealText(row.webhookSecret, env.SESSION_SECRET, STRIPE_KEYS_PURPOSE) : null;
  return { secretKey, webhookSecret, source: "settings" };
}

// TEST_PAYMENTS and SITE_URL optional: callers that only know Stripe's settings keep working.
type ProviderEnv = KeyEnv & Pick<Env, "STRIPE_API_BASE"> & Partial<Pick<Env, "TEST_PAYMENTS" | "SITE_URL">>;

export type ProviderKind = "stripe" | "test";

/**
 * Which provider takes online payments: Stripe when it has a secret key, else the demo's test
 * payments provider when TEST_PAYMENTS is on (lib/env.ts keeps that out of production), else none.
 */
export async function onlinePaymentProviderKind(db: Db, env: ProviderEnv = readEnv()): Promise<ProviderKind | null> {
  if (await stripeKeys(db, env)) return "stripe";
  return env.TEST_PAYMENTS ? "test" : null;
}

/** The provider online payments go through, or null: then nothing about online payment shows. */
export async function onlinePaymentProvider(db: Db, env: ProviderEnv = readEnv()): Promise<PaymentProvider | null> {
  const keys = await stripeKeys(db, env);
  if (keys) return stripeProvider(keys, env.STRIPE_API_BASE);
  return env.TEST_PAYMENTS ? testPaymentsProvider(db, env.SITE_URL ?? readEnv().SITE_URL) : null;
}
