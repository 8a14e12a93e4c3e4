import { describe, expect, it } from "vitest";

import {
  ENTER_SECRET_KEY,
  ENTER_WEBHOOK_SECRET,
  maskKey,
  NOTHING_TO_SAVE,
  STRIPE_SECRET_KEY_MESSAGE,
  stripeKeysProblems,
  stripeKeysSchema,
} from "@/lib/billing/settings/schema";

describe("a Stripe key as the screen shows it", () => {
  it("keeps its kind and last four characters only", () => {
    expect(maskKey("sk_live_51HxYzAbCdEfGh1234")).toBe("sk_live_••••1234");
    expect(maskKey("rk_test_51HxYzAbCdEfGhWXYZ")).toBe("rk_test_••••WXYZ");
    expect(maskKey("whsec_0123456789abcdefabcd")).toBe("whsec_••••abcd");
    expect(maskKey("sk_51HxYzAbCdEfGh9876")).toBe("sk_••••9876");
  });

  it("shows nothing of a key too short to hide", () => {
    expect(maskKey("sk_live_short1")).toBe("sk_live_••••");
    expect(maskKey("whatever")).toBe("••••");
  });
});

describe("the keys form", () => {
  it("takes secret keys starting sk_ or rk_ and signing secrets starting whsec_, trimmed", () => {
    expect(stripeKeysSchema.parse({ secretKey: " sk_live_abcdefgh123 ", webhookSecret: "whsec_abcdefgh123" })).toEqual({
      secretKey: "sk_live_abcdefgh123",
      webhookSecret: "whsec_abcdefgh123",
    });
    const publishable = stripeKeysSchema.safeParse({ secretKey: "pk_live_abcdefgh123", webhookSecret: "" });
    expect(publishable.error?.issues.map((issue) => issue.message)).toEqual([STRIPE_SECRET_KEY_MESSAGE]);
    expect(stripeKeysSchema.safeParse({ secretKey: "", webhookSecret: "sk_live_abcdefgh123" }).success).toBe(false);
  });

  it("needs both keys on the first save, and something new afterwards", () => {
    const none = { secretKey: false, webhookSecret: false };
    const both = { secretKey: true, webhookSecret: true };
    expect(stripeKeysProblems({ secretKey: "", webhookSecret: "" }, none).map((problem) => problem.message)).toEqual([
      ENTER_SECRET_KEY,
      ENTER_WEBHOOK_SECRET,
    ]);
    expect(stripeKeysProblems({ secretKey: "sk_x", webhookSecret: "" }, both)).toEqual([]);
    expect(stripeKeysProblems({ secretKey: "", webhookSecret: "" }, both)).toEqual([{ field: "secretKey", message: NOTHING_TO_SAVE }]);
  });
});
