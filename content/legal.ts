/**
 * The privacy policy and terms of service pages (linked from the footer; beyond SPEC.md, which
 * leaves their destination open). Plain-language text for a small Colorado agency.
 */
import { site } from "./site";

export type LegalSection = { heading: string; paragraphs: string[]; bullets?: string[] };

export type LegalDocument = {
  path: "/privacy" | "/terms";
  title: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
  /** ISO date of the last change. */
  updated: string;
  intro: string;
  sections: LegalSection[];
};

const address = `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}`;

export const privacyPolicy: LegalDocument = {
  path: "/privacy",
  title: "Privacy Policy",
  metaTitle: `Privacy Policy | ${site.name}`,
  metaDescription: `How ${site.name} collects, uses and protects the information you share through our website, the free AI brand insights tool and our contact form.`,
  keywords: [`${site.name} privacy policy`, "website privacy", "contact form data", "AI insights data", "Colorado agency privacy"],
  updated: "2026-01-05",
  intro: `${site.legalName} ("${site.name}", "we", "us") respects your privacy. This policy explains what we collect when you visit our website or ask us for a quote, why we collect it, and the choices you have.`,
  sections: [
    {
      heading: "Information you give us",
      paragraphs: [
        "When you request free AI brand insights or send us a message, we collect the details you type in: your name, email address and, if you choose, your phone number, company, website, project type, budget, timeline and project description.",
        "We use these details only to answer you, prepare insights and estimates, and follow up about the project you described.",
      ],
    },
    {
      heading: "Information collected automatically",
      paragraphs: [
        "Our servers record standard request data such as your IP address, browser type and the pages you request. We use it to keep the site secure, to limit abuse of our forms and to fix errors. We do not run third-party advertising trackers on this site.",
      ],
    },
    {
      heading: "How we use your information",
      paragraphs: ["We use the information we collect to:"],
      bullets: [
        "respond to inquiries and prepare proposals and estimates",
        "generate the brand insights you request through our AI tool",
        "manage client projects, communications and invoices",
        "protect the site and our forms against spam and misuse",
        "meet our legal, tax and accounting obligations",
      ],
    },
    {
      heading: "AI processing",
      paragraphs: [
        "When you use the AI brand insights tool, the details you enter may be processed by an AI service provider acting on our behalf to draft your insights. We do not allow these providers to use your information to train their models, and we do not ask for sensitive personal information in the tool.",
      ],
    },
    {
      heading: "Sharing",
      paragraphs: [
        "We do not sell or rent your personal information. We share it only with service providers that help us run our business (hosting, email delivery, AI processing, accounting), under contracts that require them to protect it, or when the law requires us to.",
      ],
    },
    {
      heading: "Retention and security",
      paragraphs: [
        "We keep inquiry and client records for as long as we need them to serve you and to meet our legal obligations, and then delete them. We protect them with encryption in transit, access controls and hashed credentials for staff accounts.",
      ],
    },
    {
      heading: "Your choices and rights",
      paragraphs: [
        `You may ask us to access, correct or delete the personal information we hold about you, or to stop contacting you, by emailing ${site.email}. Colorado residents have these rights under the Colorado Privacy Act, and we honor them for every visitor. We will answer within 45 days.`,
      ],
    },
    {
      heading: "Contact",
      paragraphs: [`Questions about this policy: ${site.email}, ${site.phone.display}, or by mail to ${site.legalName}, ${address}.`],
    },
  ],
};

export const termsOfService: LegalDocument = {
  path: "/terms",
  title: "Terms of Service",
  metaTitle: `Terms of Service | ${site.name}`,
  metaDescription: `The terms that apply when you use the ${site.name} website, our free AI brand insights tool and the estimates we share before any project begins.`,
  keywords: [`${site.name} terms of service`, "website terms", "AI insights terms", "project estimates", "Colorado agency terms"],
  updated: "2026-01-05",
  intro: `These terms apply to your use of the ${site.name} website and its free tools. By using the site you agree to them. Client projects are governed by the separate written agreement we sign with each client.`,
  sections: [
    {
      heading: "Use of the website",
      paragraphs: [
        "You may browse the site and use its tools for your own business purposes. You agree not to misuse the site: no automated submissions, attempts to break its security, or content that is unlawful or infringes the rights of others.",
      ],
    },
    {
      heading: "Estimates and AI insights",
      paragraphs: [
        "Insights, price ranges and timelines produced by our AI tool or shared before a signed agreement are estimates for planning only. They are not offers, and the final scope, price and schedule are set in a written proposal.",
      ],
    },
    {
      heading: "Intellectual property",
      paragraphs: [
        `The site's design, text, images, video and code belong to ${site.legalName} or its licensors. Portfolio work is shown with our clients' permission. You may not copy or reuse it without our written consent.`,
      ],
    },
    {
      heading: "Your submissions",
      paragraphs: [
        "When you send us information through a form, you confirm it is accurate and that you have the right to share it. We handle it as our Privacy Policy describes.",
      ],
    },
    {
      heading: "Links to other sites",
      paragraphs: [
        "The site links to services we do not control, such as our scheduling page and social media profiles. Their own terms and privacy policies apply there.",
      ],
    },
    {
      heading: "Disclaimers and liability",
      paragraphs: [
        "The site and its free tools are provided as is, without warranties of any kind. To the extent the law allows, we are not liable for indirect or consequential losses arising from your use of the site.",
      ],
    },
    {
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of the State of Colorado. Any dispute will be heard in the state or federal courts located in Denver, Colorado.",
      ],
    },
    {
      heading: "Changes and contact",
      paragraphs: [
        `We may update these terms; the date above shows the latest version. Questions: ${site.email} or ${site.phone.display}.`,
      ],
    },
  ],
};
