import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { activityLog, billingSettings } from "@/db/schema";
import { STRIPE_KEYS_PURPOSE, stripeKeys } from "@/lib/billing/online/config";
import { removeStripeKeysAction, saveStripeKeysAction } from "@/lib/billing/online/keys-actions";
import {
  getOnlinePaymentSetup,
  KEYS_FROM_ENVIRONMENT,
  NO_KEYS_SAVED,
  removeStripeKeys,
  saveStripeKeys,
} from "@/lib/billing/online/keys-service";
import { HANDLED_EVENT_TYPES } from "@/lib/billing/online/provider";
import { ENTER_WEBHOOK_SECRET, STRIPE_SECRET_KEY_MESSAGE, STRIPE_WEBHOOK_SECRET_MESSAGE } from "@/lib/billing/settings/schema";
import { readEnv } from "@/lib/env";
import { unsealText } from "@/lib/security/seal";

import { signedInBrowser } from "../support/admin-session";
import { insertDana } from "../support/admins";
import { closeAppDatabase, testDb } from "../support/database";
import { linkSecret } from "../support/invoices";
import { FakeRequestContext, requestContext } from "../support/request-context";

/*
 * The Stripe keys an owner saves in Billing Settings: sealed in the database (the raw key is
 * nowhere in the row), masked on read, never in the audit trail or the log, owners only, and set
 * aside whenever the environment sets keys.
 */

const db = testDb();
const SECRET_KEY = "sk_test_51Office0123456789abcdefWXYZ";
const WEBHOOK_SECRET = "whsec_Office0123456789abcdefghij";
const NEW_SECRET_KEY = "rk_live_51Office9876543210zyxwvuKLMN";
let dana: string;
const logged: string[] = [];

beforeEach(async () => {
  dana = (await insertDana(db)).id;
  requestContext.current = new FakeRequestContext();
  logged.length = 0;
  for (const method of ["log", "info", "warn", "error", "debug"] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    logged.push(String(chunk));
    return true;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await closeAppDatabase();
});

/** The environment without Stripe keys (the test run sets none; this says so). */
const settingsEnv = () => ({ ...readEnv(), STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, TEST_PAYMENTS: false });
const storedRow = async () => (await db.select().from(billingSettings))[0]!;
const everyAuditEntry = async () => JSON.stringify(await db.select().from(activityLog));

describe("saving the keys", () => {
  it("stores them sealed, shows them masked, and names what changed in the audit trail, never a value", async () => {
    await signedInBrowser(db, dana);
    const saved = await saveStripeKeysAction({ secretKey: ` ${SECRET_KEY} `, webhookSecret: WEBHOOK_SECRET });
    expect(saved?.serverError).toBeUndefined();
    expect(saved?.validationErrors).toBeUndefined();

    const row = await storedRow();
    const rowText = JSON.stringify(row);
    expect(rowText).not.toContain(SECRET_KEY);
    expect(rowText).not.toContain("51Office");
    expect(rowText).not.toContain(WEBHOOK_SECRET);
    expect(unsealText(row.stripeSecretKeySealed!, linkSecret(), STRIPE_KEYS_PURPOSE)).toBe(SECRET_KEY);
    expect(unsealText(row.stripeWebhookSecretSealed!, linkSecret(), STRIPE_KEYS_PURPOSE)).toBe(WEBHOOK_SECRET);
    // Sealed for this purpose only: the same secret under another purpose does not open them.
    expect(unsealText(row.stripeSecretKeySealed!, linkSecret(), "another-purpose")).toBeNull();

    expect(await stripeKeys(db, settingsEnv())).toEqual({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, source: "settings" });
    expect(await getOnlinePaymentSetup(db, { ...settingsEnv(), SITE_URL: "https://summit.example" })).toEqual({
      source: "settings",
      secretKey: "sk_test_••••WXYZ",
      webhookSecret: "whsec_••••ghij",
      webhookUrl: "https://summit.example/api/webhooks/stripe",
      events: HANDLED_EVENT_TYPES,
      testPayments: false,
    });

    const audit = await db.select().from(activityLog).where(eq(activityLog.entityType, "billing_settings"));
    expect(audit.map((entry) => entry.description)).toEqual(["Online payment: Stripe secret key and webhook signing secret saved"]);
    const auditText = await everyAuditEntry();
    expect(auditText).not.toContain(SECRET_KEY);
    expect(auditText).not.toContain(WEBHOOK_SECRET);
    expect(logged.join("\n")).not.toMatch(/51Office|Office0123/);
  });

  it("keeps a saved key when its field is left empty, and replaces the one entered", async () => {
    await saveStripeKeys(db, { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET }, dana, settingsEnv());
    const before = await storedRow();
    await saveStripeKeys(db, { secretKey: NEW_SECRET_KEY, webhookSecret: "" }, dana, settingsEnv());
    const after = await storedRow();
    expect(after.stripeWebhookSecretSealed).toBe(before.stripeWebhookSecretSealed);
    expect(await stripeKeys(db, settingsEnv())).toMatchObject({ secretKey: NEW_SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    expect((await getOnlinePaymentSetup(db, settingsEnv())).secretKey).toBe("rk_live_••••KLMN");
    const audit = await db
      .select({ description: activityLog.description })
      .from(activityLog)
      .where(eq(activityLog.entityType, "billing_settings"));
    expect(audit.map((entry) => entry.description)).toContain("Online payment: Stripe secret key replaced");
    expect(await everyAuditEntry()).not.toContain(NEW_SECRET_KEY);
  });

  it("refuses malformed keys with a clear message, and a first save without both", async () => {
    await signedInBrowser(db, dana);
    const malformed = await saveStripeKeysAction({ secretKey: "pk_live_publishable123456", webhookSecret: "sk_live_notasecret1234" });
    expect(malformed?.validationErrors).toMatchObject({
      secretKey: { _errors: [STRIPE_SECRET_KEY_MESSAGE] },
      webhookSecret: { _errors: [STRIPE_WEBHOOK_SECRET_MESSAGE] },
    });
    const half = await saveStripeKeysAction({ secretKey: SECRET_KEY, webhookSecret: "" });
    expect(half?.serverError).toBe(ENTER_WEBHOOK_SECRET);
    expect((await db.select().from(billingSettings)).every((row) => row.stripeSecretKeySealed === null)).toBe(true);
    expect(logged.join("\n")).not.toContain("pk_live_publishable123456");
  });

  it("refuses staff", async () => {
    const sam = (await insertDana(db, { username: "sam", email: "sam@summitdigital.co", role: "staff" })).id;
    await signedInBrowser(db, sam);
    expect((await saveStripeKeysAction({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET }))?.serverError).toMatch(/owner/i);
    expect((await removeStripeKeysAction())?.serverError).toMatch(/owner/i);
    expect(await stripeKeys(db, settingsEnv())).toBeNull();
  });
});

describe("removing the keys", () => {
  it("clears both, with an audit entry; there is then nothing to remove", async () => {
    await saveStripeKeys(db, { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET }, dana, settingsEnv());
    await signedInBrowser(db, dana);
    expect((await removeStripeKeysAction())?.serverError).toBeUndefined();
    expect(await storedRow()).toMatchObject({ stripeSecretKeySealed: null, stripeWebhookSecretSealed: null });
    expect(await stripeKeys(db, settingsEnv())).toBeNull();
    expect(await getOnlinePaymentSetup(db, settingsEnv())).toMatchObject({ source: null, secretKey: null, testPayments: false });
    // The demo's test payments take over when no key is saved, and the card says so.
    expect(await getOnlinePaymentSetup(db, { ...settingsEnv(), TEST_PAYMENTS: true })).toMatchObject({ source: null, testPayments: true });
    expect(await db.$count(activityLog, eq(activityLog.description, "Online payment: Stripe keys removed"))).toBe(1);
    expect((await removeStripeKeysAction())?.serverError).toBe(NO_KEYS_SAVED);
  });
});

describe("keys set in the environment", () => {
  const envKeys = {
    ...settingsEnv(),
    STRIPE_SECRET_KEY: "sk_live_FromTheEnvironment0000",
    STRIPE_WEBHOOK_SECRET: "whsec_FromTheEnvironment1111",
  };

  it("win over the saved ones, and the card only says so: saving and removing are refused", async () => {
    await saveStripeKeys(db, { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET }, dana, settingsEnv());
    expect(await stripeKeys(db, envKeys)).toMatchObject({ secretKey: envKeys.STRIPE_SECRET_KEY, source: "environment" });
    expect(await getOnlinePaymentSetup(db, envKeys)).toMatchObject({
      source: "environment",
      secretKey: "sk_live_••••0000",
      webhookSecret: "whsec_••••1111",
    });
    await expect(saveStripeKeys(db, { secretKey: NEW_SECRET_KEY, webhookSecret: "" }, dana, envKeys)).rejects.toThrow(
      KEYS_FROM_ENVIRONMENT,
    );
    await expect(removeStripeKeys(db, dana, envKeys)).rejects.toThrow(KEYS_FROM_ENVIRONMENT);
    expect(await stripeKeys(db, settingsEnv())).toMatchObject({ secretKey: SECRET_KEY });
  });
});
