import type { Metadata } from "next";

import { site } from "@/content/site";

import "../back-office.css";

export const metadata: Metadata = {
  title: { default: `Client portal | ${site.name}`, template: `%s | Client portal | ${site.name}` },
  robots: { index: false, follow: false, nocache: true },
  referrer: "no-referrer",
};

/** The client portal: per request (its pages read the session), never indexed, drawn with the back office's stylesheet. */
export default function PortalLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <div className="min-h-dvh bg-slate-50 text-slate-900">{children}</div>;
}
