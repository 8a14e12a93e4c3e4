import { describe, expect, it } from "vitest";

import { CLIENT_LINK_MARKER } from "@/lib/billing/mail";
import {
  decisionRefusal,
  PROPOSAL_ACCEPTED,
  PROPOSAL_DECLINED,
  PROPOSAL_EXPIRED,
  PROPOSAL_NOT_SENT,
  PROPOSAL_REPLACED,
  proposalPageState,
  signerName,
} from "@/lib/proposals/decision";
import { acceptedClientEmail, expiredAgencyEmail, proposalReminderEmail, type AcceptanceMailFacts } from "@/lib/proposals/decision-mail";

describe("the client page's state of a proposal", () => {
  it("is open while sent or viewed up to the end of the valid-until day, then expired", () => {
    expect(proposalPageState({ status: "sent", validUntil: "2026-03-20" }, "2026-03-20")).toBe("open");
    expect(proposalPageState({ status: "viewed", validUntil: "2026-03-20" }, "2026-03-19")).toBe("open");
    expect(proposalPageState({ status: "viewed", validUntil: "2026-03-20" }, "2026-03-21")).toBe("expired");
    expect(proposalPageState({ status: "expired", validUntil: "2026-03-20" }, "2026-03-01")).toBe("expired");
  });

  it("keeps a decided, replaced or unsent proposal's state whatever the date, each refused with its message", () => {
    const states = (["accepted", "declined", "replaced", "draft"] as const).map((status) =>
      proposalPageState({ status, validUntil: "2026-03-20" }, "2026-04-30"),
    );
    expect(states).toEqual(["accepted", "declined", "replaced", "unsent"]);
    expect(states.map(decisionRefusal)).toEqual([PROPOSAL_ACCEPTED, PROPOSAL_DECLINED, PROPOSAL_REPLACED, PROPOSAL_NOT_SENT]);
    expect(decisionRefusal("expired")).toBe(PROPOSAL_EXPIRED);
    expect(decisionRefusal("open")).toBeNull();
  });

  it("stores the signer's name trimmed, with inner runs of spaces as one; spaces alone are no name", () => {
    expect(signerName("  Maya \t  Torres ")).toBe("Maya Torres");
    expect(signerName(" \u00a0 ")).toBe("");
  });
});

describe("the decision's mail", () => {
  const facts: AcceptanceMailFacts = {
    label: "PRO-2026-0007 v2",
    title: "New site",
    recipientName: "Maya Torres",
    recipientEmail: "maya@aspenbrew.example",
    recipientCompany: "Aspen Brew Co",
    validUntil: "2026-03-20",
    signerName: "Maya Torres",
    acceptedAt: "Mar 10, 2026, 9:15 AM",
    totalCents: 418_000,
    depositCents: 209_000,
    depositPercent: "50.00",
    depositInvoiceNumber: "INV-2026-0042",
    projectTitle: "New site",
  };

  it("confirms an acceptance to the client with the link left for delivery to fill in", () => {
    const mail = acceptedClientEmail(facts, "hello@summit.test");
    expect(mail).toMatchObject({ kind: "proposal_accepted", to: "maya@aspenbrew.example", replyTo: "hello@summit.test" });
    expect(mail.text).toContain("Accepted by: Maya Torres");
    expect(mail.text).toContain("Total: $4,180.00");
    expect(mail.text).toContain("The deposit invoice INV-2026-0042 for $2,090.00 (50%) follows in a separate email.");
    expect(mail.text).toContain(CLIENT_LINK_MARKER);
  });

  it("reminds the client with the link, and tells the agency of an expiry", () => {
    expect(proposalReminderEmail(facts, "hello@summit.test").text).toContain(CLIENT_LINK_MARKER);
    expect(expiredAgencyEmail(facts, "hello@summit.test")).toMatchObject({
      kind: "proposal_expired_notice",
      to: "hello@summit.test",
      subject: "Proposal PRO-2026-0007 v2 expired without an answer",
    });
  });
});
