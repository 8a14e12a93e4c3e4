/**
 * The agency's facts, read by every page, the structured data, the invoice PDF and the mail. Each can
 * be overridden at build time (AGENCY_* variables, content/agency-env.ts), so one build always agrees.
 */
import { agencyOverrides } from "./agency-env";

export type SocialLink = {
  label: "LinkedIn" | "Instagram" | "YouTube" | "Facebook";
  href: string;
};

export type PostalAddress = {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
};

export type GeoPoint = { latitude: number; longitude: number };

export type SiteFacts = {
  name: string;
  legalName: string;
  tagline: string;
  description: string;
  url: string;
  phone: { display: string; tel: string };
  email: string;
  address: PostalAddress;
  geo: GeoPoint;
  /** schema.org openingHours strings, e.g. "Mo-Fr 08:00-18:00". */
  openingHours: string[];
  bookingUrl: string;
  voiceAgentUrl: string;
  social: SocialLink[];
  foundedYear: number;
  citiesServed: string[];
  logo: string;
};

const written: Omit<SiteFacts, "description"> = {
  name: "Summit Digital",
  legalName: "Summit Digital Studio LLC",
  tagline: "Colorado-built brands, websites and AI that climb higher.",
  url: "https://summitdigital.co",
  phone: { display: "(720) 555-0142", tel: "+17205550142" },
  email: "hello@summitdigital.co",
  address: {
    street: "1624 Market St, Suite 300",
    locality: "Denver",
    region: "CO",
    postalCode: "80202",
    country: "US",
  },
  geo: { latitude: 39.7502, longitude: -104.9996 },
  openingHours: ["Mo-Fr 08:00-18:00"],
  bookingUrl: "https://cal.com/summit-digital/consultation",
  voiceAgentUrl: "https://voice.summitdigital.co",
  social: [
    { label: "LinkedIn", href: "https://www.linkedin.com/company/summit-digital-co" },
    { label: "Instagram", href: "https://www.instagram.com/summitdigital.co" },
    { label: "YouTube", href: "https://www.youtube.com/@summitdigitalco" },
    { label: "Facebook", href: "https://www.facebook.com/summitdigitalco" },
  ],
  foundedYear: 2016,
  citiesServed: ["Denver", "Boulder", "Colorado Springs", "Fort Collins"],
  logo: "/images/logo.svg",
};

// Each variable is named in full: the build inlines `process.env.NAME` only where it is written so.
const overrides = agencyOverrides({
  AGENCY_NAME: process.env.AGENCY_NAME,
  AGENCY_LEGAL_NAME: process.env.AGENCY_LEGAL_NAME,
  AGENCY_PHONE: process.env.AGENCY_PHONE,
  AGENCY_EMAIL: process.env.AGENCY_EMAIL,
  AGENCY_ADDRESS: process.env.AGENCY_ADDRESS,
  AGENCY_GEO: process.env.AGENCY_GEO,
  AGENCY_OPENING_HOURS: process.env.AGENCY_OPENING_HOURS,
  AGENCY_BOOKING_URL: process.env.AGENCY_BOOKING_URL,
  AGENCY_VOICE_AGENT_URL: process.env.AGENCY_VOICE_AGENT_URL,
});

const facts = { ...written, ...overrides };

export const site: SiteFacts = {
  ...facts,
  description: `${facts.name} is a Denver digital agency that builds brands, websites, web applications, AI tools, video and marketing campaigns for businesses across Colorado's Front Range.`,
};
