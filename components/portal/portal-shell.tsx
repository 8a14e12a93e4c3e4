import { site } from "@/content/site";
import { portalNavigation, portalPaths } from "@/lib/portal/paths";

import { PortalNavLink } from "./portal-nav-link";

/**
 * The signed-in portal's frame, phone first: the agency and the client on top, the sections in a
 * row that scrolls sideways on a narrow screen, "Sign out" as a plain form (works without scripts).
 */
export function PortalShell({ contactName, clientName, children }: { contactName: string; clientName: string; children: React.ReactNode }) {
  return (
    <>
      <a
        href="#portal-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="border-b bg-white">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="font-semibold">{site.name}</p>
            <p className="truncate text-sm text-slate-600">
              {clientName} · {contactName}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <a href={portalPaths.sessions} className="rounded-md px-3 py-2 text-sm text-slate-700 underline-offset-4 hover:underline">
              Devices
            </a>
            <form action="/portal/sign-out" method="post">
              <button
                type="submit"
                className="rounded-md border px-3 py-2 text-sm font-medium hover:bg-slate-100 focus-visible:ring-[3px] focus-visible:ring-slate-400 focus-visible:outline-none"
              >
                Sign out
              </button>
            </form>
          </div>
        </div>
        <nav aria-label="Client portal" className="mx-auto max-w-4xl overflow-x-auto px-2">
          <ul className="flex gap-1 whitespace-nowrap">
            {portalNavigation.map((item) => (
              <li key={item.href}>
                <PortalNavLink href={item.href}>{item.label}</PortalNavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="portal-main" className="mx-auto max-w-4xl space-y-6 px-4 py-6">
        {children}
      </main>
    </>
  );
}
