import { describe, expect, it } from "vitest";

import {
  clientInvoiceUrl,
  hashClientToken,
  isWellFormedToken,
  newClientToken,
  sealClientToken,
  unsealClientToken,
} from "@/lib/billing/client-links/tokens";
import { CLIENT_LINK_MARKER, defaultInvoiceMessage, fillClientLink, invoiceEmail, receiptEmail, reminderEmail } from "@/lib/billing/mail";
import { paymentFormSchema, paymentProblems } from "@/lib/billing/payments/schema";
import { periodsUntil, shiftByPeriods } from "@/lib/billing/recurring/periods";
import { acceptsPayments, balanceCents, isPartiallyPaid, reminderStage, sendKind } from "@/lib/billing/rules";
import { billingDateAt } from "@/lib/billing/schedule";
import {
  billingSettingsSchema,
  dueDateFromTerms,
  PAYMENT_TERMS_MESSAGE,
  paymentTermsText,
  PROPOSAL_DEPOSIT_MESSAGE,
  PROPOSAL_REMINDER_DAYS_MESSAGE,
  PROPOSAL_VALID_DAYS_MESSAGE,
  reminderScheduleText,
} from "@/lib/billing/settings/schema";

const SECRET = "a-test-secret-that-is-long-enough-123";
const SETTINGS_DEFAULTS = {
  proposalValidDays: 30,
  proposalDepositPercent: 50,
  proposalReminderDays: 3,
  paymentTermsDays: null as number | null,
};

/** The settings form's errors ("field: message") for the usual settings with these changes. */
function settingsErrors(changes: Partial<typeof SETTINGS_DEFAULTS>) {
  const parsed = billingSettingsSchema.safeParse({
    remindersEnabled: true,
    firstReminder: 3,
    secondReminder: 10,
    thirdReminder: 30,
    ...SETTINGS_DEFAULTS,
    ...changes,
  });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("balances and what an invoice allows", () => {
  it("the balance is the total minus the payments, in cents, never below zero", () => {
    expect(balanceCents({ totalAmount: "627.85", amountPaid: "200.10" })).toBe(42_775);
    expect(balanceCents({ totalAmount: "627.85", amountPaid: "627.85" })).toBe(0);
    expect(balanceCents({ totalAmount: "0.00", amountPaid: "0.00" })).toBe(0);
  });

  it("'Partially paid' needs something paid, something owed, and an open invoice", () => {
    const invoice = { totalAmount: "100.00", amountPaid: "40.00" };
    expect(isPartiallyPaid({ ...invoice, status: "sent" })).toBe(true);
    expect(isPartiallyPaid({ ...invoice, status: "overdue" })).toBe(true);
    expect(isPartiallyPaid({ ...invoice, status: "cancelled" })).toBe(false);
    expect(isPartiallyPaid({ ...invoice, status: "paid" })).toBe(false);
    expect(isPartiallyPaid({ ...invoice, amountPaid: "0.00", status: "sent" })).toBe(false);
    expect(isPartiallyPaid({ ...invoice, amountPaid: "100.00", status: "sent" })).toBe(false);
  });

  it("a draft is sent, a sent or overdue one resent, paid and cancelled ones never mailed; payments only on sent or overdue", () => {
    expect(["draft", "sent", "overdue", "paid", "cancelled"].map((status) => sendKind(status as "draft"))).toEqual([
      "send",
      "resend",
      "resend",
      null,
      null,
    ]);
    expect(["draft", "sent", "overdue", "paid", "cancelled"].map((status) => acceptsPayments(status as "draft"))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe("retainer periods", () => {
  it("move the start date by weeks, months, quarters and years", () => {
    expect(shiftByPeriods("2026-03-10", "week", 2)).toBe("2026-03-24");
    expect(shiftByPeriods("2026-03-10", "month", 10)).toBe("2027-01-10");
    expect(shiftByPeriods("2026-03-10", "quarter", 3)).toBe("2026-12-10");
    expect(shiftByPeriods("2026-03-10", "year", 1)).toBe("2027-03-10");
  });

  it("clamp to the month's end from the start date, so a 31st comes back after a short month", () => {
    expect([0, 1, 2, 3].map((n) => shiftByPeriods("2026-01-31", "month", n))).toEqual([
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
    ]);
    expect(shiftByPeriods("2024-02-29", "year", 1)).toBe("2025-02-28");
    expect(shiftByPeriods("2024-02-29", "year", 4)).toBe("2028-02-29");
    expect(shiftByPeriods("2025-11-30", "quarter", 1)).toBe("2026-02-28");
  });

  it("count the periods up to the first date on or after a day", () => {
    expect(periodsUntil("2026-01-31", "month", "2026-01-31")).toBe(0);
    expect(periodsUntil("2026-01-31", "month", "2026-03-01")).toBe(2);
    expect(periodsUntil("2026-01-31", "month", "2025-06-01")).toBe(0);
    expect(periodsUntil("2026-01-05", "week", "2026-01-13")).toBe(2);
  });
});

describe("reminder stages", () => {
  it("are the largest reminder day reached, none before the first", () => {
    const days = [3, 10, 30];
    expect([0, 2, 3, 9, 10, 29, 30, 400].map((late) => reminderStage(days, late))).toEqual([null, null, 3, 3, 10, 10, 30, 30]);
  });

  it("settings take three increasing days from 1 to 365 and read as a sentence", () => {
    const reminders = (firstReminder: number, secondReminder: number, thirdReminder: number) =>
      billingSettingsSchema.safeParse({ remindersEnabled: true, firstReminder, secondReminder, thirdReminder, ...SETTINGS_DEFAULTS })
        .success;
    expect(reminders(3, 10, 30)).toBe(true);
    expect(reminders(10, 3, 30)).toBe(false);
    expect(reminders(0, 3, 30)).toBe(false);
    expect(reminders(1.5, 3, 30)).toBe(false);
    expect(reminderScheduleText([3, 10, 30])).toBe("3, 10 and 30 days after the due date");
  });

  it("proposal settings: valid 1-365 days, deposit 0-100 percent (two decimals), reminder 0-60 days, each with its message", () => {
    expect(settingsErrors({})).toEqual([]);
    expect(settingsErrors({ proposalValidDays: 1, proposalDepositPercent: 0, proposalReminderDays: 0 })).toEqual([]);
    expect(settingsErrors({ proposalValidDays: 365, proposalDepositPercent: 100, proposalReminderDays: 60 })).toEqual([]);
    expect(settingsErrors({ proposalDepositPercent: 33.33 })).toEqual([]);
    expect(settingsErrors({ proposalValidDays: 0 })).toEqual([`proposalValidDays: ${PROPOSAL_VALID_DAYS_MESSAGE}`]);
    expect(settingsErrors({ proposalValidDays: 366 })).toEqual([`proposalValidDays: ${PROPOSAL_VALID_DAYS_MESSAGE}`]);
    expect(settingsErrors({ proposalValidDays: 2.5 })).toEqual([`proposalValidDays: ${PROPOSAL_VALID_DAYS_MESSAGE}`]);
    expect(settingsErrors({ proposalDepositPercent: -1 })).toEqual([`proposalDepositPercent: ${PROPOSAL_DEPOSIT_MESSAGE}`]);
    expect(settingsErrors({ proposalDepositPercent: 100.01 })).toEqual([`proposalDepositPercent: ${PROPOSAL_DEPOSIT_MESSAGE}`]);
    expect(settingsErrors({ proposalDepositPercent: 12.345 })).toEqual(["proposalDepositPercent: The deposit takes at most two decimals."]);
    expect(settingsErrors({ proposalDepositPercent: Number.NaN })).toEqual([`proposalDepositPercent: ${PROPOSAL_DEPOSIT_MESSAGE}`]);
    expect(settingsErrors({ proposalReminderDays: 61 })).toEqual([`proposalReminderDays: ${PROPOSAL_REMINDER_DAYS_MESSAGE}`]);
    expect(settingsErrors({ proposalReminderDays: -1 })).toEqual([`proposalReminderDays: ${PROPOSAL_REMINDER_DAYS_MESSAGE}`]);
  });

  it("payment terms: blank or 0 to 365 whole days; a new invoice is then due that many days after its issue date", () => {
    for (const days of [null, 0, 30, 365]) expect(settingsErrors({ paymentTermsDays: days })).toEqual([]);
    for (const days of [-1, 366, 2.5, Number.NaN]) {
      expect(settingsErrors({ paymentTermsDays: days })).toEqual([`paymentTermsDays: ${PAYMENT_TERMS_MESSAGE}`]);
    }
    expect(dueDateFromTerms("2026-01-31", 30)).toBe("2026-03-02");
    expect(dueDateFromTerms("2026-12-15", 30)).toBe("2027-01-14");
    expect(dueDateFromTerms("2026-11-28", 0)).toBe("2026-11-28");
    expect(dueDateFromTerms("2026-11-28", null)).toBe("");
    expect(dueDateFromTerms("", 30)).toBe("");
    expect(dueDateFromTerms("2026-02-30", 30)).toBe("");
    expect([paymentTermsText(30), paymentTermsText(0), paymentTermsText(null)]).toEqual([
      "payment terms 30 days",
      "payment terms 0 days",
      "no payment terms",
    ]);
  });

  it("go out from 8:00 on the agency's clock, whatever UTC says", () => {
    expect(billingDateAt(new Date("2026-03-10T13:59:00Z"), "America/Denver")).toBeNull(); // 7:59 MDT
    expect(billingDateAt(new Date("2026-03-10T14:00:00Z"), "America/Denver")).toBe("2026-03-10");
    expect(billingDateAt(new Date("2026-03-11T05:30:00Z"), "America/Denver")).toBe("2026-03-10"); // 23:30 the same agency day
  });
});

describe("payments", () => {
  const context = { balanceCents: 42_775, today: "2026-03-20", issueDate: "2026-03-01" };
  it("are at most the balance, dated between the issue date and today", () => {
    expect(paymentProblems({ amount: 427.75, paidOn: "2026-03-20" }, context)).toEqual([]);
    expect(paymentProblems({ amount: 427.76, paidOn: "2026-03-01" }, context)).toEqual([
      { field: "amount", message: "At most the balance of $427.75." },
    ]);
    expect(paymentProblems({ amount: 1, paidOn: "2026-03-21" }, context)).toEqual([
      { field: "paidOn", message: "A payment cannot be dated in the future." },
    ]);
    expect(paymentProblems({ amount: 1, paidOn: "2026-02-28" }, context)).toEqual([
      { field: "paidOn", message: "A payment cannot be dated before the invoice's issue date." },
    ]);
    expect(paymentProblems({ amount: 1, paidOn: "2026-03-05" }, { ...context, balanceCents: 0 })[0]!.message).toBe(
      "Nothing is left to pay on this invoice.",
    );
  });

  it("take a positive amount of at most two decimals and a listed method", () => {
    const valid = {
      invoiceId: "7f1f5a5e-3f0b-4a59-a43d-2f0f6f3b9d11",
      amount: 10,
      paidOn: "2026-03-05",
      method: "ACH",
      note: "",
      sendReceipt: false,
    };
    expect(paymentFormSchema.safeParse(valid).success).toBe(true);
    expect(paymentFormSchema.safeParse({ ...valid, method: "" }).success).toBe(true);
    for (const bad of [
      { amount: 0 },
      { amount: -5 },
      { amount: 1.001 },
      { amount: Number.NaN },
      { method: "Gold" },
      { paidOn: "2026-02-30" },
      { invoiceId: "x" },
    ]) {
      expect(paymentFormSchema.safeParse({ ...valid, ...bad }).success).toBe(false);
    }
  });
});

describe("client links", () => {
  it("are 32 random bytes in base64url, hashed for the lookup", () => {
    const token = newClientToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(newClientToken()).not.toBe(token);
    expect(hashClientToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashClientToken(token)).not.toBe(hashClientToken(newClientToken()));
    expect([token, "short", `${token}x`, `${token.slice(0, 42)}=`, `../${token.slice(3)}`].map(isWellFormedToken)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(clientInvoiceUrl("https://summit.example/", token)).toBe(`https://summit.example/invoice/${token}`);
  });

  it("are sealed so only this server's secret opens them, and a tampered seal opens nothing", () => {
    const token = newClientToken();
    const sealed = sealClientToken(token, SECRET);
    expect(sealed).not.toContain(token);
    expect(sealClientToken(token, SECRET)).not.toBe(sealed); // a fresh IV each time
    expect(unsealClientToken(sealed, SECRET)).toBe(token);
    expect(unsealClientToken(sealed, `${SECRET}-rotated`)).toBeNull();
    const bytes = Buffer.from(sealed, "base64url");
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    expect(unsealClientToken(bytes.toString("base64url"), SECRET)).toBeNull();
    expect(unsealClientToken("not a seal", SECRET)).toBeNull();
  });
});

describe("invoice mail", () => {
  const facts = { invoiceNumber: "INV-2026-0007", clientName: "Jordan Lee", dueDate: "2026-03-31", totalAmount: "627.85", balance: 42_775 };

  it("carries the admin's message, the amount due, the due date and the link marker, signed by the sender", () => {
    const mail = invoiceEmail(facts, "jordan@example.com", defaultInvoiceMessage(facts, "send"), {
      name: "Dana Reyes",
      email: "dana@summit.example",
    });
    expect(mail).toMatchObject({
      kind: "invoice_email",
      to: "jordan@example.com",
      replyTo: "dana@summit.example",
      subject: "Invoice INV-2026-0007 from Summit Digital",
    });
    expect(mail.text).toMatch(/^Hi Jordan,\n\nThank you for your business\. Please find invoice INV-2026-0007 attached\./);
    expect(mail.text).toContain("Amount due: $427.75\nDue date: Mar 31, 2026");
    expect(mail.text).toContain(CLIENT_LINK_MARKER);
    expect(mail.text.trimEnd()).toMatch(/Dana Reyes\nSummit Digital$/);
    expect(defaultInvoiceMessage(facts, "resend")).toContain("Here is invoice INV-2026-0007 again");
  });

  it("reminders and receipts say how late and what is left", () => {
    expect(reminderEmail(facts, "jordan@example.com", 10, "hello@summit.example").text).toContain("is now 10 days past due");
    const receipt = receiptEmail(
      { ...facts, amount: 20_010, paidOn: "2026-03-15", method: "ACH", amountPaid: 20_010 },
      "jordan@example.com",
      { name: null, email: null },
    );
    expect(receipt.text).toContain("We received your payment of $200.10 by ACH on Mar 15, 2026.");
    expect(receipt.text).toContain("Paid to date: $200.10\nBalance due: $427.75 (due Mar 31, 2026)");
    expect(
      receiptEmail({ ...facts, balance: 0, amount: 100, paidOn: "2026-03-15", method: null, amountPaid: 62_785 }, "a@b.c", {
        name: null,
        email: null,
      }).text,
    ).toContain("Paid in full.");
  });

  it("gets the link at delivery, or loses the line that named it once the link is revoked", () => {
    const text = `Hello\n\nView it: ${CLIENT_LINK_MARKER}\n\nThanks`;
    expect(fillClientLink(text, "https://x.example/invoice/abc")).toBe("Hello\n\nView it: https://x.example/invoice/abc\n\nThanks");
    expect(fillClientLink(text, null)).toBe("Hello\n\nThanks");
  });
});
