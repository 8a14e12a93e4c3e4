import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { AGENCY_ENV_NAMES, agencyOverrides } from "../../content/agency-env";
import { site } from "../../content/site";

const root = path.resolve(import.meta.dirname, "../..");

describe("agency settings from the environment", () => {
  it("keeps every written value when nothing is set, or only empty strings", () => {
    expect(agencyOverrides({})).toEqual({});
    expect(agencyOverrides(Object.fromEntries(AGENCY_ENV_NAMES.map((name) => [name, " "])))).toEqual({});
  });

  it("reads each fact from its variable", () => {
    const overrides = agencyOverrides({
      AGENCY_NAME: "Peak Pixel",
      AGENCY_LEGAL_NAME: "Peak Pixel Media Inc.",
      AGENCY_PHONE: "(303) 555-0199",
      AGENCY_EMAIL: "hi@peakpixel.example",
      AGENCY_ADDRESS: "200 Pearl St, Unit 4, Boulder, CO 80302",
      AGENCY_GEO: "40.0176, -105.2797",
      AGENCY_OPENING_HOURS: "Mo-Th 09:00-17:00; Fr 09:00-13:00",
      AGENCY_BOOKING_URL: "https://book.peakpixel.example/intro",
      AGENCY_VOICE_AGENT_URL: "https://talk.peakpixel.example",
    });
    expect(overrides).toEqual({
      name: "Peak Pixel",
      legalName: "Peak Pixel Media Inc.",
      phone: { display: "(303) 555-0199", tel: "+13035550199" },
      email: "hi@peakpixel.example",
      address: { street: "200 Pearl St, Unit 4", locality: "Boulder", region: "CO", postalCode: "80302", country: "US" },
      geo: { latitude: 40.0176, longitude: -105.2797 },
      openingHours: ["Mo-Th 09:00-17:00", "Fr 09:00-13:00"],
      bookingUrl: "https://book.peakpixel.example/intro",
      voiceAgentUrl: "https://talk.peakpixel.example",
    });
  });

  it("dials an international number as written", () => {
    expect(agencyOverrides({ AGENCY_PHONE: "+44 20 7946 0958" }).phone).toEqual({ display: "+44 20 7946 0958", tel: "+442079460958" });
  });

  it.each([
    ["AGENCY_PHONE", "call us"],
    ["AGENCY_PHONE", "555-0142"],
    ["AGENCY_EMAIL", "hello at example.com"],
    ["AGENCY_ADDRESS", "Denver"],
    ["AGENCY_GEO", "91,10"],
    ["AGENCY_OPENING_HOURS", "weekdays 9 to 5"],
    ["AGENCY_BOOKING_URL", "javascript:alert(1)"],
    ["AGENCY_VOICE_AGENT_URL", "not a url"],
  ])("refuses %s=%j with a message naming the variable", (name, value) => {
    expect(() => agencyOverrides({ [name]: value })).toThrow(new RegExp(`Invalid agency settings: ${name}`));
  });
});

/** The source folders and root files of the application: everything but tests, media and build output. */
function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(ts|tsx|js|mjs|cjs|json|css|sh)$/.test(entry)) files.push(path.relative(root, full));
    }
  };
  for (const dir of ["app", "components", "content", "lib", "db", "scripts"]) walk(path.join(root, dir));
  for (const entry of readdirSync(root)) {
    if (/\.(ts|mjs|json)$/.test(entry) && entry !== "package-lock.json") files.push(entry);
  }
  return files;
}

describe("the agency's facts live in one place", () => {
  const digits = site.phone.tel.replace(/^\+1/, "");
  const facts: Record<string, string[]> = {
    "phone number": [
      site.phone.display,
      site.phone.tel,
      digits,
      `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
      `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`,
    ],
    "booking URL": [site.bookingUrl, site.bookingUrl.replace(/^https?:\/\//, "")],
    "voice agent URL": [site.voiceAgentUrl.replace(/^https?:\/\//, "")],
    email: [site.email],
    "street address": [site.address.street],
    name: [site.name],
  };
  const files = sourceFiles().map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }));

  it("scans the application's source", () => {
    expect(files.length).toBeGreaterThan(100);
    const siteModule = files.find((entry) => entry.file === path.join("content", "site.ts"));
    for (const [fact, needles] of Object.entries(facts)) {
      expect(
        needles.some((needle) => siteModule?.text.includes(needle)),
        fact,
      ).toBe(true);
    }
  });

  it.each(Object.entries(facts))("no file but content/site.ts holds the agency's %s", (_fact, needles) => {
    const holders = files.filter(({ text }) => needles.some((needle) => text.includes(needle))).map(({ file }) => file);
    expect(holders).toEqual([path.join("content", "site.ts")]);
  });
});
