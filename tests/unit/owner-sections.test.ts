import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { afterEach, describe, expect, it, vi } from "vitest";

import { adminSections, sectionsFor } from "@/lib/dashboard/sections";

const { requireOwnerPage } = vi.hoisted(() => ({ requireOwnerPage: vi.fn() }));
vi.mock("@/lib/authentication/guards", () => ({ requireOwnerPage }));

const root = path.resolve(import.meta.dirname, "../..");
const protectedDir = path.join(root, "app/admin/(protected)");
const ownerGroup = path.join(protectedDir, "(owner)");

/** The section folders right under a directory: route groups like "(owner)" are not sections. */
const sectionFolders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("("))
    .map((entry) => entry.name)
    .sort();

function filesNamed(dir: string, name: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === name)
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const slugs = (ownerOnly: boolean) =>
  adminSections
    .filter((section) => section.ownerOnly === ownerOnly)
    .map((section) => section.slug)
    .sort();

afterEach(() => requireOwnerPage.mockReset());

describe("the owner-only sections", () => {
  it("are Billing, Outbox, Team and Audit, hidden from staff and shown to owners", () => {
    expect(adminSections.filter((section) => section.ownerOnly).map((section) => section.label)).toEqual([
      "Billing",
      "Outbox",
      "Team",
      "Audit",
    ]);
    expect(sectionsFor("staff").map((section) => section.label)).toEqual([
      "Overview",
      "Leads",
      "Clients",
      "Projects",
      "Communications",
      "Profile",
    ]);
    expect(sectionsFor("owner")).toHaveLength(adminSections.length);
  });

  it("live in the (owner) route group, and every other section outside it", () => {
    expect(sectionFolders(ownerGroup)).toEqual(slugs(true));
    expect(sectionFolders(protectedDir)).toEqual(slugs(false));
  });

  it("are guarded by the group's layout, which refuses before rendering anything", async () => {
    const { default: OwnerSectionsLayout } = await import("@/app/admin/(protected)/(owner)/layout");
    const refused = new Error("forbidden");
    requireOwnerPage.mockRejectedValueOnce(refused);
    await expect(OwnerSectionsLayout({ children: "the section" })).rejects.toBe(refused);
    requireOwnerPage.mockResolvedValueOnce({ role: "owner" });
    await expect(OwnerSectionsLayout({ children: "the section" })).resolves.toBe("the section");
    expect(requireOwnerPage).toHaveBeenCalledTimes(2);
  });

  it("have no owner check in a layout of their own: the group's is the only one", () => {
    const layouts = filesNamed(path.join(root, "app"), "layout.tsx").filter((file) => file !== path.join(ownerGroup, "layout.tsx"));
    expect(layouts.length).toBeGreaterThan(0);
    for (const layout of layouts)
      expect(readFileSync(layout, "utf8"), path.relative(root, layout)).not.toMatch(/requireOwnerPage|isOwner|forbidden\(/);
  });

  it("still check the role in every page, as a layout is not rendered on every request", () => {
    for (const section of adminSections) {
      const dir = path.join(section.ownerOnly ? ownerGroup : protectedDir, section.slug);
      const pages = filesNamed(dir, "page.tsx");
      expect(pages.length, section.slug).toBeGreaterThan(0);
      for (const page of pages) {
        const source = readFileSync(page, "utf8");
        expect(source, path.relative(root, page)).toContain(section.ownerOnly ? "await requireOwnerPage()" : "await requireAdminPage()");
        if (!section.ownerOnly) expect(source, path.relative(root, page)).not.toContain("requireOwnerPage");
      }
    }
  });
});
