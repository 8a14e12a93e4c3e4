/** A mail's plain text cut into text and http(s) links, for a page that shows it with clickable links. Pure. */
export type TextPart = { kind: "text"; text: string } | { kind: "link"; href: string };

const LINK = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

export function linkifyText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) parts.push({ kind: "text", text: text.slice(last, match.index) });
    parts.push({ kind: "link", href: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}
