import { describe, expect, it } from "vitest";

import {
  adminDisplayName,
  canReply,
  canRetryDelivery,
  deliveryState,
  draftFactsFrom,
  nameFromAddress,
  relatedToLabel,
  replyFormValues,
  replySubject,
  resolveClient,
  resolveClientFrom,
} from "@/lib/communications/rules";
import { communicationFormSchema, generateAiResponseBodySchema, type CommunicationFormValues } from "@/lib/communications/schema";

const NOT_CONFIGURED = "Not sent: RESEND_API_KEY is not set.";
const UUID = "2f1d3c4b-5a69-4788-9aab-bccddeeff001";

describe("replySubject", () => {
  it("prefixes 'Re: ' once", () => {
    expect(replySubject("Proposal follow-up")).toBe("Re: Proposal follow-up");
  });

  it("never writes 'Re: Re: ', whatever prefixes the original carries", () => {
    expect(replySubject("Re: Proposal")).toBe("Re: Proposal");
    expect(replySubject("RE: re:Proposal")).toBe("Re: Proposal");
    expect(replySubject("Re[2]: Re: Proposal")).toBe("Re: Proposal");
    expect(replySubject(replySubject(replySubject("Mockups")))).toBe("Re: Mockups");
  });

  it("keeps other prefixes and words that only start with 're'", () => {
    expect(replySubject("Fwd: Re: Invoice")).toBe("Re: Fwd: Re: Invoice");
    expect(replySubject("Reminder: kickoff")).toBe("Re: Reminder: kickoff");
    expect(replySubject("Results")).toBe("Re: Results");
  });

  it("handles a missing subject", () => {
    expect(replySubject(null)).toBe("Re:");
    expect(replySubject("  re:  ")).toBe("Re:");
  });
});

describe("replyFormValues", () => {
  it("is an email to the original's sender, keeping its lead and project", () => {
    const values = replyFormValues({
      fromEmail: "ada@example.com",
      subject: "Re: Kickoff",
      leadId: UUID,
      leadName: "Ada",
      projectId: null,
      projectTitle: null,
    });
    expect(values).toEqual({
      type: "email",
      toEmail: "ada@example.com",
      subject: "Re: Kickoff",
      leadId: UUID,
      projectId: "",
      content: "",
      isAiGenerated: false,
      responseRequired: false,
    });
  });
});

describe("relatedToLabel", () => {
  const none = { leadId: null, leadName: null, projectId: null, projectTitle: null };
  it("names the lead, else the project, else 'General'", () => {
    expect(relatedToLabel({ ...none, leadId: UUID, leadName: "Ada Lovelace" })).toBe("Lead: Ada Lovelace");
    expect(relatedToLabel({ ...none, projectId: UUID, projectTitle: "Brand Refresh" })).toBe("Project: Brand Refresh");
    expect(relatedToLabel({ leadId: UUID, leadName: "Ada", projectId: UUID, projectTitle: "Brand Refresh" })).toBe("Lead: Ada");
    expect(relatedToLabel(none)).toBe("General");
  });

  it("says 'Unknown' for a relation whose row cannot be read", () => {
    expect(relatedToLabel({ ...none, leadId: UUID })).toBe("Unknown Lead");
    expect(relatedToLabel({ ...none, projectId: UUID })).toBe("Unknown Project");
  });
});

describe("client resolution (SPEC §7)", () => {
  const lead = { name: "Ada Lovelace", email: "ada@example.com" };
  const project = { name: "Grace Hopper", email: "grace@example.com" };
  it("takes the lead, else the project, else the to address", () => {
    expect(resolveClient({ lead, project, toEmail: "x@y.co" })).toEqual({ ...lead, source: "lead" });
    expect(resolveClient({ lead: null, project, toEmail: "x@y.co" })).toEqual({ ...project, source: "project" });
    expect(resolveClient({ lead: null, project: null, toEmail: "jordan.lee@example.com" })).toEqual({
      name: "jordan.lee",
      email: "jordan.lee@example.com",
      source: "address",
    });
    expect(resolveClient({ lead: null, project: null, toEmail: null })).toBeNull();
  });

  it("names an address by the part before the at sign", () => {
    expect(nameFromAddress("sam@peak.co")).toBe("sam");
    expect(nameFromAddress("no-at-sign")).toBe("no-at-sign");
  });

  it("reads loaded relations", () => {
    const facts = {
      lead: null,
      project: { title: "Site", clientName: "Grace Hopper", clientEmail: "grace@example.com", status: "review", progress: 80 },
    };
    expect(resolveClientFrom(facts, "x@y.co")).toEqual({ name: "Grace Hopper", email: "grace@example.com", source: "project" });
    expect(draftFactsFrom(facts)).toEqual({ kind: "project", title: "Site", clientName: "Grace Hopper", status: "review", progress: 80 });
    expect(draftFactsFrom({ lead: null, project: null })).toEqual({ kind: "general" });
  });
});

describe("deliveryState", () => {
  const options = { providerConfigured: true, notConfiguredError: NOT_CONFIGURED };
  it("reads sent, sending and failed after N attempts", () => {
    expect(deliveryState({ status: "sent", attempts: 1, lastError: null }, options)).toMatchObject({ kind: "sent", label: "Sent" });
    expect(deliveryState({ status: "sending", attempts: 1, lastError: null }, options)).toMatchObject({ kind: "sending" });
    expect(deliveryState({ status: "failed", attempts: 8, lastError: "Resend 503" }, options)).toEqual({
      kind: "failed",
      label: "Failed after 8 attempts",
      detail: "Resend 503",
    });
    expect(deliveryState({ status: "failed", attempts: 1, lastError: null }, options).label).toBe("Failed after 1 attempt");
  });

  it("says when a queued email waits for a mail provider", () => {
    const waiting = /No mail provider is configured/;
    expect(deliveryState({ status: "queued", attempts: 0, lastError: null }, { ...options, providerConfigured: false }).detail).toMatch(
      waiting,
    );
    expect(deliveryState({ status: "queued", attempts: 0, lastError: NOT_CONFIGURED }, options).detail).toMatch(waiting);
    expect(deliveryState({ status: "queued", attempts: 0, lastError: null }, options)).toEqual({
      kind: "queued",
      label: "Queued",
      detail: null,
    });
    expect(deliveryState({ status: "queued", attempts: 2, lastError: "Resend 503" }, options).detail).toBe(
      "Retrying after 2 attempts: Resend 503",
    );
  });

  it("offers Retry for failed mail only, and Reply for emails only", () => {
    expect(canRetryDelivery({ status: "failed", attempts: 3, lastError: null })).toBe(true);
    expect(canRetryDelivery({ status: "queued", attempts: 3, lastError: null })).toBe(false);
    expect(canRetryDelivery(null)).toBe(false);
    expect(canReply("email")).toBe(true);
    expect(canReply("note")).toBe(false);
  });
});

describe("adminDisplayName", () => {
  it("uses first and last name, else the username", () => {
    expect(adminDisplayName({ username: "dana", firstName: "Dana", lastName: "Reyes" })).toBe("Dana Reyes");
    expect(adminDisplayName({ username: "dana", firstName: " ", lastName: null })).toBe("dana");
  });
});

describe("communicationFormSchema (SPEC §5)", () => {
  const base: CommunicationFormValues = {
    type: "note",
    leadId: "",
    projectId: "none",
    toEmail: "",
    subject: "",
    content: "Called back about the quote.",
    isAiGenerated: false,
    responseRequired: true,
  };

  it("stores 'none' relations and a blank address as unset, and drops the subject of a non-email", () => {
    const parsed = communicationFormSchema.parse({ ...base, subject: "hidden" });
    expect(parsed).toMatchObject({ leadId: null, projectId: null, toEmail: null, subject: null });
  });

  it("requires content that is not blank", () => {
    const result = communicationFormSchema.safeParse({ ...base, content: "  \n " });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["content"], message: "Content is required." });
  });

  it("requires a subject for an email only, and a valid to address", () => {
    const email = communicationFormSchema.safeParse({ ...base, type: "email", toEmail: "ada@example.com" });
    expect(email.error?.issues.map((issue) => issue.path.join("."))).toEqual(["subject"]);
    expect(communicationFormSchema.safeParse({ ...base, type: "email", subject: "Hi", toEmail: "not-an-address" }).success).toBe(false);
    expect(
      communicationFormSchema.parse({ ...base, type: "email", subject: " Hello\r\nBcc: x@y.z ", toEmail: " ada@example.com " }),
    ).toMatchObject({
      subject: "Hello Bcc: x@y.z",
      toEmail: "ada@example.com",
    });
  });

  it("refuses a relation that is not an id", () => {
    expect(communicationFormSchema.safeParse({ ...base, leadId: "1; drop table leads" }).success).toBe(false);
    expect(communicationFormSchema.parse({ ...base, leadId: UUID }).leadId).toBe(UUID);
  });
});

describe("generateAiResponseBodySchema", () => {
  it("defaults the tone to professional and refuses others", () => {
    expect(generateAiResponseBodySchema.parse({ originalContent: "x" })).toEqual({
      originalContent: "x",
      context: "",
      tone: "professional",
    });
    expect(generateAiResponseBodySchema.safeParse({ originalContent: "x", tone: "casual" }).success).toBe(false);
    expect(generateAiResponseBodySchema.safeParse({ originalContent: "   " }).success).toBe(false);
  });
});
