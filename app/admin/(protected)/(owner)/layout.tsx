import { requireOwnerPage } from "@/lib/authentication/guards";

/**
 * Every owner-only section lives in this group: staff opening any of its pages by address get the
 * 403 page (forbidden.tsx) before anything streams. Each page checks again, as a layout does not
 * run on every navigation.
 */
export default async function OwnerSectionsLayout({ children }: { children: React.ReactNode }) {
  await requireOwnerPage();
  return children;
}
