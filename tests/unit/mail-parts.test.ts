import { describe, expect, it } from "vitest";

import { mailReferenceKinds, referenceOf } from "@/lib/mail/parts";
import { mailPartsFor } from "@/lib/worker/tasks";

describe("what completes a mail at delivery", () => {
  it("reads a row's reference: none, a record, or an attachment whose record was deleted", () => {
    expect(referenceOf({ invoiceId: null, attachment: null })).toBeNull();
    expect(referenceOf({ invoiceId: "i-1", attachment: null })).toEqual({ kind: "invoice", id: "i-1", attachment: null });
    expect(referenceOf({ invoiceId: null, attachment: "invoice_pdf" })).toEqual({ kind: "invoice", id: null, attachment: "invoice_pdf" });
  });

  it("reads a proposal's reference, with or without its PDF, and after the proposal was deleted", () => {
    expect(referenceOf({ invoiceId: null, proposalId: "p-1", attachment: null })).toEqual({
      kind: "proposal",
      id: "p-1",
      attachment: null,
    });
    expect(referenceOf({ invoiceId: null, proposalId: "p-1", attachment: "proposal_pdf" })).toEqual({
      kind: "proposal",
      id: "p-1",
      attachment: "proposal_pdf",
    });
    expect(referenceOf({ invoiceId: null, proposalId: null, attachment: "proposal_pdf" })).toEqual({
      kind: "proposal",
      id: null,
      attachment: "proposal_pdf",
    });
    expect(referenceOf({ invoiceId: null, proposalId: null, attachment: null })).toBeNull();
  });

  it("has the worker register a resolver for every kind of record a mail can refer to", () => {
    const parts = mailPartsFor({ siteUrl: "https://example.test", linkSecret: undefined });
    expect(Object.keys(parts).sort()).toEqual([...mailReferenceKinds].sort());
    for (const kind of mailReferenceKinds) expect(parts[kind]).toBeTypeOf("function");
  });
});
