import { PortalShell } from "@/components/portal/portal-shell";
import { requirePortalPage } from "@/lib/portal/cookie";

/** Every signed-in portal page: the session is checked here and again by each page's own queries. */
export default async function SignedInPortalLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  const viewer = await requirePortalPage();
  return (
    <PortalShell contactName={viewer.contactName} clientName={viewer.clientName}>
      {children}
    </PortalShell>
  );
}
