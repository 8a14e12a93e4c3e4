import type { IconName } from "@/content/icons";
import { site } from "@/content/site";

export type ContactFact = { icon: IconName; label: string; value: string; href?: string; external?: boolean };

/**
 * The agency's direct lines, shared by the contact section and the footer: phone, email, office,
 * and SPEC §2's two external links, the scheduling page and, beside it, the AI voice agent.
 */
export function contactFacts(): ContactFact[] {
  const { address } = site;
  return [
    { icon: "phone", label: "Call us", value: site.phone.display, href: `tel:${site.phone.tel}` },
    { icon: "mail", label: "Email", value: site.email, href: `mailto:${site.email}` },
    {
      icon: "map-pin",
      label: "Visit",
      value: `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`,
    },
    { icon: "calendar", label: "Book a call", value: "Schedule a meeting", href: site.bookingUrl, external: true },
    { icon: "audio-lines", label: "AI voice agent", value: "Talk to our AI voice agent", href: site.voiceAgentUrl, external: true },
  ];
}
