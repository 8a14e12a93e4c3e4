import { LazyToaster } from "@/components/site/lazy-toaster";
import { SiteShell } from "@/components/site/site-shell";

import "../site.css";

export default function SiteLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <SiteShell>
      {children}
      <LazyToaster />
    </SiteShell>
  );
}
