/**
 * Core facts about the agency: name, contact details, address and external links.
 * Every page, the footer and the structured-data blocks read from this one record.
 */

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

export type SiteFacts = {
  name: string;
  legalName: string;
  tagline: string;
  description: string;
  url: string;
  phone: { display: string; tel: string };
  email: string;
  address: PostalAddress;
  bookingUrl: string;
  voiceAgentUrl: string;
  social: SocialLink[];
  foundedYear: number;
  citiesServed: string[];
  logo: string;
};

export const site: SiteFacts = {
  name: "Summit Digital",
  legalName: "Summit Digital Studio LLC",
  tagline: "Colorado-built brands, websites and AI that climb higher.",
  description:
    "Summit Digital is a Denver digital agency that builds brands, websites, web applications, AI tools, video and marketing campaigns for businesses across Colorado's Front Range.",
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
