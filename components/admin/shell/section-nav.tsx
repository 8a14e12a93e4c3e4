"use client";

import Link from "next/link";
import { useSearchParams, useSelectedLayoutSegments } from "next/navigation";
import { useEffect } from "react";

import { adminSections, legacyTabAddress, sectionHref, type AdminSectionSlug } from "@/lib/dashboard/sections";

/**
 * The sections as a strip of tabs: links, the current one marked with aria-current="page". The
 * active section comes from the rendered route, not the address, so an old ?tab= link (served in
 * place by a rewrite) marks its section too; its address is then replaced by the section's own.
 * Only the sections the admin's role may use are shown (`visible`, from sectionsFor).
 */
export function SectionNav({ visible }: { visible: readonly AdminSectionSlug[] }) {
  // The owner-only sections sit in a route group, "(owner)": the section is the first real segment.
  const active = useSelectedLayoutSegments().find((segment) => !segment.startsWith("("));
  const searchParams = useSearchParams();

  useEffect(() => {
    const address = legacyTabAddress(new URL(window.location.href));
    if (address) window.history.replaceState(null, "", address);
  }, [searchParams]);

  return (
    <nav aria-label="Back office sections" className="w-full overflow-x-auto">
      <ul className="bg-muted text-muted-foreground inline-flex h-auto flex-wrap items-center gap-1 rounded-lg p-[3px]">
        {adminSections
          .filter(({ slug }) => visible.includes(slug))
          .map(({ slug, label }) => {
            const current = slug === active;
            return (
              <li key={slug}>
                <Link href={sectionHref(slug)} aria-current={current ? "page" : undefined} className="section-tab">
                  {label}
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
