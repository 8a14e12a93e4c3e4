import { describe, expect, it } from "vitest";

import { NOTES_STAY_INTERNAL, SHARE_NEEDS_CLIENT, shareRefusal } from "@/lib/communications/sharing-rules";
import { portalMessageNotice } from "@/lib/portal/message-mail";
import { DEFAULT_PORTAL_SUBJECT, MESSAGE_REQUIRED, portalMessageSchema } from "@/lib/portal/message-schema";

const CLIENT = "00000000-0000-4000-8000-000000000001";

describe("what may be shown in the client portal", () => {
  it("never a note, never a communication tied to no client; calls, meetings and emails of a client may", () => {
    expect(shareRefusal("note", CLIENT)).toBe(NOTES_STAY_INTERNAL);
    expect(shareRefusal("note", null)).toBe(NOTES_STAY_INTERNAL);
    expect(shareRefusal("email", null)).toBe(SHARE_NEEDS_CLIENT);
    for (const type of ["email", "call", "meeting"] as const) expect(shareRefusal(type, CLIENT)).toBeNull();
  });
});

describe("a portal message's body", () => {
  it("trims the message and subject, and reads blanks as none", () => {
    expect(portalMessageSchema.parse({ message: "  Hello \n", subject: "  ", projectId: "" })).toEqual({
      message: "Hello",
      subject: null,
      projectId: null,
    });
    expect(portalMessageSchema.parse({ message: "Hi", subject: " Launch ", projectId: CLIENT })).toEqual({
      message: "Hi",
      subject: "Launch",
      projectId: CLIENT,
    });
  });

  it("refuses a blank, too long or control-character message, a line break in the subject and a project that is no id", () => {
    const issue = (body: unknown) => portalMessageSchema.safeParse(body).error?.issues[0]?.message;
    expect(issue({ message: "   " })).toBe(MESSAGE_REQUIRED);
    expect(issue({})).toBe(MESSAGE_REQUIRED);
    expect(issue({ message: "x".repeat(5001) })).toMatch(/at most 5000/);
    expect(portalMessageSchema.safeParse({ message: "x".repeat(5000) }).success).toBe(true);
    expect(issue({ message: "a\u0000b" })).toMatch(/control character/);
    expect(issue({ message: "Hi", subject: "a\nBcc: x@example.com" })).toMatch(/control character/);
    expect(issue({ message: "Hi", projectId: "1 or 1=1" })).toMatch(/one of your projects/);
  });
});

describe("the agency's notice of a portal message", () => {
  it("goes to the agency inbox, replies to the contact, and names who wrote", () => {
    const mail = portalMessageNotice(
      {
        contactName: "Jordan Lee",
        contactEmail: "jordan@lee.example",
        clientName: "Lee Outfitters",
        subject: DEFAULT_PORTAL_SUBJECT,
        message: "Can we move the launch?",
        projectTitle: "Lee website",
      },
      "inbox@agency.example",
    );
    expect(mail).toMatchObject({
      kind: "communication_notification",
      to: "inbox@agency.example",
      replyTo: "jordan@lee.example",
      subject: "New message from Jordan Lee in the client portal",
    });
    expect(mail.text).toContain("Project: Lee website");
    expect(mail.text).toContain("Can we move the launch?");
  });
});
