import { describe, expect, it } from "vitest";

import { anchorId, homeAnchorHref, isHeaderScrolled, planAnchorNavigation } from "../../lib/site/anchors";

describe("anchorId", () => {
  it("reads the section id of in-page and home anchors", () => {
    expect(anchorId("#services")).toBe("services");
    expect(anchorId("/#contact")).toBe("contact");
    expect(anchorId("#ai-insights")).toBe("ai-insights");
  });

  it("refuses hrefs that are not section anchors", () => {
    expect(() => anchorId("/privacy")).toThrow();
    expect(() => anchorId("#")).toThrow();
    expect(() => anchorId("#bad id")).toThrow();
  });
});

describe("homeAnchorHref", () => {
  it("points every anchor at the home page so it works without JavaScript", () => {
    expect(homeAnchorHref("#portfolio")).toBe("/#portfolio");
    expect(homeAnchorHref("/#about")).toBe("/#about");
  });
});

describe("planAnchorNavigation", () => {
  it("scrolls on the home page", () => {
    expect(planAnchorNavigation({ pathname: "/", href: "#about", targetOnPage: true })).toEqual({
      kind: "scroll",
      id: "about",
    });
  });

  it("goes home first from any other page, even when the page has a section of that id", () => {
    expect(planAnchorNavigation({ pathname: "/services/branding", href: "#contact", targetOnPage: true })).toEqual({
      kind: "go-home-then-scroll",
      id: "contact",
    });
    expect(planAnchorNavigation({ pathname: "/privacy", href: "#services", targetOnPage: false })).toEqual({
      kind: "go-home-then-scroll",
      id: "services",
    });
  });

  it("stays on a page that carries the section when asked to", () => {
    expect(
      planAnchorNavigation({
        pathname: "/digital-agency-denver",
        href: "#contact",
        targetOnPage: true,
        scrollIfPresent: true,
      }),
    ).toEqual({ kind: "scroll", id: "contact" });
    expect(planAnchorNavigation({ pathname: "/terms", href: "#contact", targetOnPage: false, scrollIfPresent: true })).toEqual({
      kind: "go-home-then-scroll",
      id: "contact",
    });
  });
});

describe("isHeaderScrolled", () => {
  it("turns on strictly past 20 px", () => {
    expect(isHeaderScrolled(0)).toBe(false);
    expect(isHeaderScrolled(20)).toBe(false);
    expect(isHeaderScrolled(21)).toBe(true);
  });
});
