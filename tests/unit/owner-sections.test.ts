import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { adminSections, sectionsFor } from "@/lib/dashboard/sections";

const root = path.resolve(import.meta.dirname, "../..");
const protectedDir = path.join(root, "app/admin/(protected)");

function filesNamed(dir: string, name: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === name)
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("the owner-only sections", () => {
  it("are Billing, Outbox, Team and Audit, hidden from staff and shown to owners", () => {
    expect(adminSections.filter((section) => section.ownerOnly).map((section) => section.label)).toEqual(["Billing", "Outbox", "Team", "Audit"]);
    expect(sectionsFor("staff").map((section) => section.label)).toEqual(["Overview", "Leads", "Projects", "Communications", "Profile"]);
    expect(sectionsFor("owner")).toHaveLength(adminSections.length);
  });

  it("each have a folder whose every page checks for an owner on the server, behind a layout that does too", () => {
    for (const section of adminSections) {
      const dir = path.join(protectedDir, section.slug);
      const pages = filesNamed(dir, "page.tsx");
      expect(pages.length, section.slug).toBeGreaterThan(0);
      for (const page of pages) {
        const source = readFileSync(page, "utf8");
        expect(source, path.relative(root, page)).toContain(section.ownerOnly ? "await requireOwnerPage()" : "await requireAdminPage()");
        if (!section.ownerOnly) expect(source, path.relative(root, page)).not.toContain("requireOwnerPage");
      }
      const layout = path.join(dir, "layout.tsx");
      if (section.ownerOnly) {
        expect(existsSync(layout), `${section.slug}/layout.tsx`).toBe(true);
        expect(readFileSync(layout, "utf8")).toMatch(/requireOwnerPage\(\)|owner-only-layout/);
      }
    }
  });
});
