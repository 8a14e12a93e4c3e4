"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import { cn } from "@/lib/utils";

/** A portal section link that says which section is open (aria-current), also on its sub-pages. */
export function PortalNavLink({ href, children }: { href: string; children: React.ReactNode }) {
  const pathname = usePathname();
  const current = pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      aria-current={current ? "page" : undefined}
      className={cn(
        "inline-block border-b-2 px-3 py-2 text-sm font-medium focus-visible:ring-[3px] focus-visible:ring-slate-400 focus-visible:outline-none",
        current ? "border-slate-900 text-slate-900" : "border-transparent text-slate-600 hover:text-slate-900",
      )}
    >
      {children}
    </Link>
  );
}
