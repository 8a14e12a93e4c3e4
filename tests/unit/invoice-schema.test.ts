import { describe, expect, it } from "vitest";

import { editLockReason, invoiceFormSchema, type InvoiceFormValues, invoiceSendSchema } from "@/lib/billing/invoices/schema";

const valid: InvoiceFormValues = {
  clientId: "00000000-0000-4000-8000-000000000001",
  projectId: "",
  clientName: "Aspen Dental Group",
  clientEmail: "billing@aspendental.example",
  clientAddress: "",
  issueDate: "2026-03-01",
  dueDate: "2026-03-31",
  taxRate: 8.25,
  items: [{ description: "", quantity: 1, unitPrice: 0 }],
  description: "",
  notes: "",
  paymentMethod: "",
};

const issuesOf = (changes: Partial<InvoiceFormValues>) => {
  const result = invoiceFormSchema.safeParse({ ...valid, ...changes });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("invoice form schema (shared by the form and the server)", () => {
  it("accepts a minimal invoice with one blank-default item", () => {
    expect(issuesOf({})).toEqual([]);
  });

  it("requires client name, a valid email and both dates", () => {
    expect(issuesOf({ clientName: "  " })).toEqual(["clientName: Client name is required."]);
    expect(issuesOf({ clientEmail: "not-an-email" })).toEqual(["clientEmail: Enter a valid email address."]);
    expect(issuesOf({ issueDate: "" })).toEqual(["issueDate: Issue date is required."]);
    expect(issuesOf({ dueDate: "2026-02-30" })).toEqual(["dueDate: Due date must be a valid date."]);
  });

  it("refuses a due date before the issue date but allows the same day", () => {
    expect(issuesOf({ dueDate: "2026-02-28" })).toEqual(["dueDate: Due date cannot be before the issue date."]);
    expect(issuesOf({ dueDate: "2026-03-01" })).toEqual([]);
  });

  it("keeps tax rate within 0-100 and numbers at steps of 0.01", () => {
    expect(issuesOf({ taxRate: 100 })).toEqual([]);
    expect(issuesOf({ taxRate: 100.01 })).toEqual(["taxRate: Tax rate is too large."]);
    expect(issuesOf({ taxRate: -1 })).toEqual(["taxRate: Tax rate cannot be negative."]);
    expect(issuesOf({ taxRate: 8.255 })).toEqual(["taxRate: Tax rate takes at most two decimals."]);
    expect(issuesOf({ items: [{ description: "", quantity: 0.1 + 0.2, unitPrice: 19.99 }] })).toEqual([]); // float noise is fine
    expect(issuesOf({ items: [{ description: "", quantity: -1, unitPrice: 1 }] })).toEqual([
      "items.0.quantity: Quantity cannot be negative.",
    ]);
    expect(issuesOf({ items: [{ description: "", quantity: Number.NaN, unitPrice: 1 }] })).toHaveLength(1);
  });

  it("keeps at least one item and a total a money column can hold", () => {
    expect(issuesOf({ items: [] })).toEqual(["items: Add at least one item."]);
    const huge = Array.from({ length: 20 }, () => ({ description: "", quantity: 1_000_000, unitPrice: 1_000_000 }));
    expect(issuesOf({ items: huge })).toEqual(["items: The invoice total is too large."]);
  });

  it("locks every status but draft, saying why", () => {
    expect(editLockReason("draft")).toBeNull();
    for (const status of ["sent", "paid", "overdue", "cancelled"]) {
      expect(editLockReason(status)).toBe(`Only draft invoices can be edited; this one is ${status}.`);
    }
  });
});

describe("the send dialog's message", () => {
  const id = "00000000-0000-4000-8000-000000000000";
  it("keeps its lines and refuses an empty message or a NUL", () => {
    expect(invoiceSendSchema.parse({ id, message: "Hi team,\r\n\n\tThe invoice is attached." }).message).toBe(
      "Hi team,\r\n\n\tThe invoice is attached.",
    );
    expect(invoiceSendSchema.safeParse({ id, message: "  \n " }).error?.issues[0]?.message).toBe("Write a message to the client.");
    expect(invoiceSendSchema.safeParse({ id, message: "Hi\u0000" }).error?.issues[0]?.message).toBe(
      "Contains an invisible control character (such as NUL); remove it.",
    );
  });
});
