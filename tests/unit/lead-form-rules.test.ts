import { describe, expect, it } from "vitest";

import {
  contactFields,
  type ContactField,
  INSIGHTS_REQUIRED_MESSAGE,
  insightsFields,
  type InsightsField,
  validateContact,
  validateInsights,
} from "@/lib/intake/rules";

const blank = <F extends string>(fields: readonly F[]) => Object.fromEntries(fields.map((field) => [field, ""])) as Record<F, string>;

const contact = (values: Partial<Record<ContactField, string>>) => ({ ...blank(contactFields), ...values });
const insights = (values: Partial<Record<InsightsField, string>>) => ({ ...blank(insightsFields), ...values });

describe("the contact form's checks in the browser", () => {
  it("names each blank required field", () => {
    expect(validateContact(contact({}))).toEqual({
      name: "Name is required.",
      email: "Email is required.",
      service: "Choose a service.",
      message: "Message is required.",
    });
    expect(validateContact(contact({ name: "  ", email: "a@b.co", service: "branding", message: "Hi" }))).toEqual({
      name: "Name is required.",
    });
  });

  it("refuses an address that is not one and text over its limit", () => {
    const errors = validateContact(contact({ name: "x".repeat(201), email: "not-an-email", service: "branding", message: "Hi" }));
    expect(errors).toEqual({ name: "Must be at most 200 characters.", email: "Enter a valid email address." });
  });

  it("passes a complete submission", () => {
    expect(validateContact(contact({ name: "Jordan", email: "jordan@example.com", service: "branding", message: "Hi" }))).toEqual({});
  });
});

describe("the insights form's checks in the browser", () => {
  it("says SPEC's one message for every blank required field", () => {
    const errors = validateInsights(insights({ brandName: "Peak Coffee" }));
    expect(errors).toEqual({
      clientName: INSIGHTS_REQUIRED_MESSAGE,
      clientEmail: INSIGHTS_REQUIRED_MESSAGE,
      projectRequirements: INSIGHTS_REQUIRED_MESSAGE,
    });
  });

  it("checks the email's shape once it is given", () => {
    const errors = validateInsights(insights({ brandName: "P", clientName: "S", clientEmail: "sam@", projectRequirements: "A site" }));
    expect(errors).toEqual({ clientEmail: "Enter a valid email address." });
  });
});
