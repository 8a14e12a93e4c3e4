"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import { sectionHref } from "@/lib/dashboard/sections";

const pages = [
  { href: sectionHref("billing"), label: "Invoices" },
  { href: `${sectionHref("billing")}/recurring`, label: "Recurring" },
] as const;

/** The Billing section's own pages: the invoices and the Recurring list (retainers). */
export function BillingNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Billing pages" className="mb-4 border-b">
      <ul className="flex gap-4">
        {pages.map(({ href, label }) => {
          const current = pathname === href;
          return (
            <li key={href}>
              <Link href={href} aria-current={current ? "page" : undefined} className="page-tab">
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
