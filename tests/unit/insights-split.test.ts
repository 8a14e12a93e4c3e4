import { describe, expect, it } from "vitest";

import { DEFAULT_SECTION_TITLES, SECTION_COUNT, splitInsights, toBlocks } from "@/lib/intake/insights/split";

describe("splitInsights", () => {
  it("splits markdown headings into titled sections with list items", () => {
    const sections = splitInsights(
      [
        "## Brand Analysis",
        "Acme has a clear voice.",
        "",
        "## Market Opportunities",
        "1. Local search",
        "2. Partnerships",
        "",
        "## Digital Strategy",
        "- Launch a blog",
        "* Run paid social",
        "• Email nurture",
        "",
        "## Next Steps",
        "Book a call.",
      ].join("\n"),
    );
    expect(sections.map((s) => s.title)).toEqual(["Brand Analysis", "Market Opportunities", "Digital Strategy", "Next Steps"]);
    expect(sections[0]!.blocks).toEqual([{ type: "paragraph", text: "Acme has a clear voice." }]);
    expect(sections[1]!.blocks).toEqual([{ type: "list", ordered: true, items: ["Local search", "Partnerships"] }]);
    expect(sections[2]!.blocks).toEqual([{ type: "list", ordered: false, items: ["Launch a blog", "Run paid social", "Email nurture"] }]);
  });

  it("reads bold and numbered bold titles and strips emphasis from text", () => {
    const sections = splitInsights("1. **Brand Voice**\nBe **bold**.\n2. **Audience**\n- Founders");
    expect(sections[0]).toEqual({ title: "Brand Voice", blocks: [{ type: "paragraph", text: "Be bold." }] });
    expect(sections[1]).toEqual({ title: "Audience", blocks: [{ type: "list", ordered: false, items: ["Founders"] }] });
  });

  it("treats a title-case line ending in a colon as a heading but not a sentence", () => {
    const sections = splitInsights("Growth Opportunities:\nWe recommend the following:\n- SEO");
    expect(sections[0]!.title).toBe("Growth Opportunities");
    expect(sections[0]!.blocks).toEqual([
      { type: "paragraph", text: "We recommend the following:" },
      { type: "list", ordered: false, items: ["SEO"] },
    ]);
  });

  it("falls back to blank-line paragraphs with default titles", () => {
    const sections = splitInsights("First idea.\n\nSecond idea\ncontinues.\n\n\n- a bullet");
    expect(sections.map((s) => s.title)).toEqual([...DEFAULT_SECTION_TITLES]);
    expect(sections[0]!.blocks).toEqual([{ type: "paragraph", text: "First idea." }]);
    expect(sections[1]!.blocks).toEqual([{ type: "paragraph", text: "Second idea continues." }]);
    expect(sections[2]!.blocks).toEqual([{ type: "list", ordered: false, items: ["a bullet"] }]);
    expect(sections[3]!.blocks).toEqual([]);
  });

  it("always answers four sections; missing ones are empty", () => {
    expect(splitInsights("")).toHaveLength(SECTION_COUNT);
    expect(splitInsights("").every((section) => section.blocks.length === 0)).toBe(true);
    const one = splitInsights("## Only One\ntext");
    expect(one).toHaveLength(4);
    expect(one[1]).toEqual({ title: DEFAULT_SECTION_TITLES[1], blocks: [] });
  });

  it("folds a fifth section into the fourth instead of dropping it", () => {
    const text = ["# A", "a", "# B", "b", "# C", "c", "# D", "d", "# E", "e"].join("\n");
    const sections = splitInsights(text);
    expect(sections).toHaveLength(4);
    expect(sections[3]!.title).toBe("D");
    const words = sections[3]!.blocks.flatMap((block) => (block.type === "paragraph" ? [block.text] : block.items));
    expect(words.join(" ")).toContain("E");
    expect(words.join(" ")).toContain("e");
  });

  it("keeps text that comes before the first heading", () => {
    const sections = splitInsights("Intro line.\n## Title\nBody");
    expect(sections[0]!.title).toBe("Title");
    expect(sections[0]!.blocks[0]).toEqual({ type: "paragraph", text: "Intro line." });
  });

  it("handles CRLF line endings", () => {
    const sections = splitInsights("## One\r\n- x\r\n- y\r\n\r\n## Two\r\nz");
    expect(sections[0]!.blocks).toEqual([{ type: "list", ordered: false, items: ["x", "y"] }]);
    expect(sections[1]!.title).toBe("Two");
  });
});

describe("toBlocks", () => {
  it("starts a new list when the list kind changes and accepts ) numbering", () => {
    expect(toBlocks(["1) one", "2) two", "- three"])).toEqual([
      { type: "list", ordered: true, items: ["one", "two"] },
      { type: "list", ordered: false, items: ["three"] },
    ]);
  });

  it("keeps markup-looking text as plain text", () => {
    expect(toBlocks(["<script>alert(1)</script>"])).toEqual([{ type: "paragraph", text: "<script>alert(1)</script>" }]);
  });
});
