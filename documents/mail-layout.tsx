import { Body, Container, Head, Heading, Hr, Html, Preview, render, Section, Text } from "@react-email/components";

import { site } from "@/content/site";

export type MailTemplateProps = { subject: string; text: string };

/**
 * The one HTML layout for outgoing mail. It renders the plain-text part (already composed from
 * the visitor's fields) as paragraphs and lines; React escapes every character, so no user HTML
 * ever reaches the markup.
 */
export function MailTemplate({ subject, text }: MailTemplateProps) {
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return (
    <Html lang="en">
      <Head />
      <Preview>{subject}</Preview>
      <Body style={{ backgroundColor: "#f5f7fb", fontFamily: "Helvetica, Arial, sans-serif", margin: 0 }}>
        <Container style={{ backgroundColor: "#ffffff", maxWidth: 600, margin: "24px auto", padding: "24px 32px" }}>
          <Text style={{ color: "#4338ca", fontSize: 12, fontWeight: 700, letterSpacing: 2, textTransform: "uppercase" }}>{site.name}</Text>
          <Heading as="h1" style={{ color: "#0b1220", fontSize: 22, margin: "8px 0 16px" }}>
            {subject}
          </Heading>
          <Section>
            {paragraphs.map((paragraph, index) => (
              <Text key={index} style={{ color: "#1f2937", fontSize: 15, lineHeight: "24px", margin: "0 0 12px" }}>
                {paragraph.split("\n").map((line, lineIndex) => (
                  <span key={lineIndex}>
                    {lineIndex > 0 ? <br /> : null}
                    {line}
                  </span>
                ))}
              </Text>
            ))}
          </Section>
          <Hr style={{ borderColor: "#e5e7eb", margin: "24px 0 12px" }} />
          <Text style={{ color: "#6b7280", fontSize: 12 }}>
            {site.name} · {site.phone.display} · {site.email}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The HTML part of a mail; rendered at delivery time, off the request path (about 2 ms each). */
export function renderMailHtml(props: MailTemplateProps): Promise<string> {
  return render(<MailTemplate {...props} />);
}
