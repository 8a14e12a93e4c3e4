import { describe, expect, it } from "vitest";

import { site } from "@/content/site";
import { describeDraftContext, GENERAL_CONTEXT, parseDraftContext, type DraftFacts } from "@/lib/ai/draft-context";
import { generateOfflineDraft, greetingName, notesToSentences } from "@/lib/ai/offline-draft";
import { clientEmail, communicationNotification, withSignature } from "@/lib/communications/mail";

const lead: DraftFacts = {
  kind: "lead",
  name: "Jordan Lee",
  company: "Lee Outfitters",
  service: "web-development",
  budget: "10k-25k",
  status: "qualified",
};
const project: DraftFacts = { kind: "project", title: "Website Rebuild", clientName: "Grace Hopper", status: "in_progress", progress: 40 };

describe("draft context", () => {
  it("describes a lead with labels and reads it back", () => {
    const text = describeDraftContext(lead);
    expect(text).toBe(
      [
        "Related lead: Jordan Lee",
        "Company: Lee Outfitters",
        "Service: Web Development",
        "Budget: $10,000 - $25,000",
        "Lead status: Qualified",
      ].join("\n"),
    );
    expect(parseDraftContext(text)).toEqual({ ...lead, service: "Web Development", budget: "$10,000 - $25,000", status: "Qualified" });
  });

  it("describes a project and general business", () => {
    expect(describeDraftContext(project)).toBe(
      "Related project: Website Rebuild\nClient: Grace Hopper\nProject status: In Progress\nProgress: 40%",
    );
    expect(parseDraftContext(describeDraftContext(project))).toEqual({ ...project, status: "In Progress" });
    expect(describeDraftContext({ kind: "general" })).toBe(GENERAL_CONTEXT);
    expect(parseDraftContext("anything the caller wrote")).toEqual({ kind: "general" });
  });

  it("marks a lead's missing facts as not given", () => {
    const text = describeDraftContext({ kind: "lead", name: "Sam", company: null, service: null, budget: null, status: "new" });
    expect(text).toContain("Company: Not provided");
    expect(parseDraftContext(text)).toMatchObject({ company: null, service: null, budget: null, status: "New" });
  });
});

describe("notesToSentences", () => {
  it("turns terse notes into capitalised, punctuated sentences", () => {
    expect(notesToSentences("- send mockups fri\n- pls confirm budget w/ finance; i will call tmrw")).toEqual([
      "Send mockups fri.",
      "Please confirm budget with finance.",
      "I will call tomorrow.",
    ]);
  });

  it("drops greetings, a typed sign-off and repeated points", () => {
    expect(notesToSentences("Hi Jordan,\nloved the call. loved the call.\nThanks,\nDana")).toEqual(["Loved the call."]);
  });

  it("keeps i.e. and questions intact", () => {
    expect(notesToSentences("can we meet tuesday?\nthe header, i.e. the top bar")).toEqual([
      "Can we meet tuesday?",
      "The header, i.e. the top bar.",
    ]);
  });
});

describe("greetingName", () => {
  it("greets by first name, also from an address part", () => {
    expect(greetingName("Jordan Lee")).toBe("Jordan");
    expect(greetingName("jordan.lee")).toBe("Jordan");
    expect(greetingName("  ")).toBeNull();
    expect(greetingName(null)).toBeNull();
  });
});

describe("generateOfflineDraft", () => {
  it("writes a full message for a lead: greeting, opening, points, next step, sign-off", () => {
    const draft = generateOfflineDraft({
      originalContent: "thanks for the call\nsending proposal w/ two options",
      context: describeDraftContext(lead),
      senderName: "Dana Reyes",
    });
    const paragraphs = draft.split("\n\n");
    expect(paragraphs[0]).toBe("Hi Jordan,");
    expect(paragraphs[1]).toBe(`Thank you for your interest in working with ${site.name} on Web Development for Lee Outfitters.`);
    expect(paragraphs[2]).toBe("Thanks for the call. Sending proposal with two options.");
    expect(paragraphs[3]).toMatch(/^As a next step, I will send you a written proposal/);
    expect(paragraphs[4]).toBe(`Best regards,\nDana Reyes\n${site.name}`);
  });

  it("lists three or more points, and fits the next step to a project", () => {
    const draft = generateOfflineDraft({
      originalContent: "homepage done\nblog templates next\nneed logo files",
      context: describeDraftContext(project),
      senderName: "Dana",
    });
    expect(draft).toContain("Hi Grace,");
    expect(draft).toContain("Here is a quick update on Website Rebuild, which is in progress and 40% complete.");
    expect(draft).toContain("Here is a summary of the key points:\n\n- Homepage done.\n- Blog templates next.\n- Need logo files.");
    expect(draft).toContain("next progress update by the end of this week");
  });

  it("greets the named contact, or says Hello, in general context", () => {
    expect(generateOfflineDraft({ originalContent: "quick question", context: GENERAL_CONTEXT, contactName: "sam.rivera" })).toMatch(
      /^Hi Sam,\n\nThank you for getting in touch/,
    );
    const anonymous = generateOfflineDraft({ originalContent: "quick question", context: "" });
    expect(anonymous).toMatch(/^Hello,/);
    expect(anonymous).toMatch(/The Summit Digital team$/);
  });

  it("enhancing its own draft again does not repeat the greeting, opening, next step or sign-off", () => {
    const input = { context: describeDraftContext(lead), senderName: "Dana Reyes" };
    const once = generateOfflineDraft({ ...input, originalContent: "call went well\nbudget approved\nstart in may" });
    const twice = generateOfflineDraft({ ...input, originalContent: once });
    expect(twice).toBe(once);
  });
});

describe("communication mail", () => {
  it("signs a client email with the sender and agency unless it is already signed", () => {
    expect(withSignature("See you Friday.", "Dana Reyes")).toBe(`See you Friday.\n\nDana Reyes\n${site.name}`);
    const signed = `Thanks!\n\nBest regards,\nDana Reyes\n${site.name}`;
    expect(withSignature(signed, "Dana Reyes")).toBe(signed);
  });

  it("keeps the subject on one line and replies to the admin", () => {
    const mail = clientEmail(
      { to: "a@b.co", subject: "Hi\r\nBcc: x@y.z", content: "<b>hello</b>", senderName: "Dana", senderEmail: "dana@summit.test" },
      "communication_email",
    );
    expect(mail).toMatchObject({ kind: "communication_email", to: "a@b.co", replyTo: "dana@summit.test", subject: "Hi Bcc: x@y.z" });
    expect(mail.text.startsWith("<b>hello</b>")).toBe(true); // text part as typed; the HTML part escapes it
  });

  it("addresses the notification to the agency inbox and names the client", () => {
    const mail = communicationNotification(
      {
        type: "email",
        subject: "Proposal",
        content: "Body",
        client: { name: "Ada Lovelace", email: "ada@example.com", source: "lead" },
        relatedTo: "Lead: Ada Lovelace",
        responseRequired: true,
        authorName: "Dana Reyes",
      },
      "inbox@summit.test",
    );
    expect(mail).toMatchObject({
      kind: "communication_notification",
      to: "inbox@summit.test",
      replyTo: "ada@example.com",
      subject: "New email for Ada Lovelace: Proposal",
    });
    expect(mail.text).toContain("Dana Reyes logged an email in the Communication Hub.");
    expect(mail.text).toContain("Client: Ada Lovelace <ada@example.com>");
    expect(mail.text).toContain("Response required: Yes");
  });
});
