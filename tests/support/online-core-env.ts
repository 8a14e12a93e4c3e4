import { afterAll, beforeAll } from "vitest";

import { FAKE_STRIPE_KEYS, startFakeStripe, type FakeStripe } from "./online-core-fake-stripe";

const NAMES = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE"] as const;

/**
 * A fake Stripe for the test file, with the environment pointing online payment at it (the
 * webhook route and the worker read their keys from there); the previous values come back after.
 */
export function withFakeStripe(): { fake: () => FakeStripe } {
  let fake: FakeStripe | undefined;
  const saved: Partial<Record<(typeof NAMES)[number], string | undefined>> = {};
  beforeAll(async () => {
    fake = await startFakeStripe();
    for (const name of NAMES) saved[name] = process.env[name];
    process.env.STRIPE_SECRET_KEY = FAKE_STRIPE_KEYS.secretKey;
    process.env.STRIPE_WEBHOOK_SECRET = FAKE_STRIPE_KEYS.webhookSecret;
    process.env.STRIPE_API_BASE = fake.url;
  });
  afterAll(async () => {
    for (const name of NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    await fake?.close();
  });
  return {
    fake: () => {
      if (!fake) throw new Error("The fake Stripe starts in beforeAll.");
      return fake;
    },
  };
}
