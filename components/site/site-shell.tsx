import type { ReactNode } from "react";

import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Header, main landmark and footer around every public page. The 404 screen has no footer: Next.js
 * sends that screen's tree with every page's data, so a footer there would travel twice each time.
 */
export function SiteShell({ children, footer = true }: { children: ReactNode; footer?: boolean }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      {footer ? <SiteFooter /> : null}
    </>
  );
}
