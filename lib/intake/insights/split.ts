/**
 * SPEC §3: the insights text as exactly four titled sections of paragraphs and lists. Pure: the results
 * view runs it in the browser. Without headings, paragraphs become the sections; text past the fourth
 * joins it, so nothing the model wrote is dropped.
 */

export type InsightBlock = { type: "paragraph"; text: string } | { type: "list"; ordered: boolean; items: string[] };

export type InsightSection = { title: string; blocks: InsightBlock[] };

export const SECTION_COUNT = 4;
export const EMPTY_SECTION_TEXT = "Generating insights for this section...";
export const DEFAULT_SECTION_TITLES = ["Brand Analysis", "Market Opportunities", "Digital Strategy", "Next Steps"] as const;

const MARKDOWN_HEADING = /^#{1,4}\s+(.+?)\s*#*$/;
const BOLD_HEADING = /^(?:\d{1,2}[.)]\s*)?\*\*(.+?)\*\*:?$/;
const COLON_HEADING = /^(?:\d{1,2}[.)]\s*)?([A-Z][^.!?:]{1,60}):$/;
const ORDERED_ITEM = /^\d{1,3}[.)]\s+(.*)$/;
const BULLET_ITEM = /^[-*•–—]\s+(.*)$/;

/** Removes markdown emphasis markers; the text is rendered as text, never as HTML. */
function plain(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*/g, "$1")
    .replace(/__(.+?)__/g, "$1")
    .replace(/`([^`]+)`/g, "$1")
    .trim();
}

/** "Brand Analysis:" is a heading; "We recommend the following:" is a sentence. */
function isTitleCase(text: string): boolean {
  return text.split(/\s+/).every((word) => word.length < 4 || /^[A-Z0-9&(]/.test(word));
}

function headingTitle(line: string): string | undefined {
  const colon = COLON_HEADING.exec(line);
  const match = MARKDOWN_HEADING.exec(line) ?? BOLD_HEADING.exec(line) ?? (colon && isTitleCase(colon[1]!) ? colon : null);
  const title = match?.[1] ? plain(match[1]).replace(/:$/, "").trim() : "";
  return title || undefined;
}

/** Turns the lines of one section into paragraphs and lists. */
export function toBlocks(lines: readonly string[]): InsightBlock[] {
  const blocks: InsightBlock[] = [];
  let paragraph: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: "paragraph", text: paragraph.join(" ") });
    paragraph = [];
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) {
      flushParagraph();
      continue;
    }
    const ordered = ORDERED_ITEM.exec(line);
    const bullet = ordered ? null : BULLET_ITEM.exec(line);
    const itemText = ordered?.[1] ?? bullet?.[1];
    if (itemText !== undefined) {
      flushParagraph();
      const text = plain(itemText);
      if (!text) continue;
      const last = blocks[blocks.length - 1];
      const isOrdered = ordered !== null;
      if (last?.type === "list" && last.ordered === isOrdered) last.items.push(text);
      else blocks.push({ type: "list", ordered: isOrdered, items: [text] });
      continue;
    }
    const text = plain(line);
    if (text) paragraph.push(text);
  }
  flushParagraph();
  return blocks;
}

type RawSection = { title: string; lines: string[] };

function byHeadings(lines: readonly string[]): RawSection[] {
  const sections: RawSection[] = [];
  let preamble: string[] = [];
  for (const line of lines) {
    const title = headingTitle(line.trim());
    if (title) sections.push({ title, lines: [] });
    else if (sections.length === 0) preamble.push(line);
    else sections[sections.length - 1]!.lines.push(line);
  }
  // Text before the first heading belongs to the first section rather than being lost.
  if (sections.length > 0 && preamble.some((line) => line.trim())) {
    sections[0]!.lines = [...preamble, "", ...sections[0]!.lines];
    preamble = [];
  }
  return sections;
}

function byParagraphs(text: string): RawSection[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split("\n"))
    .filter((lines) => lines.some((line) => line.trim()))
    .map((lines, index) => ({ title: DEFAULT_SECTION_TITLES[index] ?? "", lines }));
}

/** Splits insights text into exactly SECTION_COUNT titled sections (empty ones have no blocks). */
export function splitInsights(text: string): InsightSection[] {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const headed = byHeadings(lines);
  const raw = headed.length > 0 ? headed : byParagraphs(text.replace(/\r\n?/g, "\n"));

  const kept = raw.slice(0, SECTION_COUNT);
  const overflow = raw.slice(SECTION_COUNT);
  if (overflow.length > 0) {
    const last = kept[kept.length - 1]!;
    for (const extra of overflow) last.lines.push("", extra.title, ...extra.lines);
  }

  return Array.from({ length: SECTION_COUNT }, (_, index) => {
    const section = kept[index];
    return {
      title: section?.title || DEFAULT_SECTION_TITLES[index]!,
      blocks: section ? toBlocks(section.lines) : [],
    };
  });
}
