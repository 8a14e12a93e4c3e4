import { requireOwnerPage } from "@/lib/authentication/guards";

/**
 * The layout of an owner-only section: staff opening any of its pages by address get the 403 page
 * before anything streams (each page checks again, as a layout does not run on every navigation).
 */
export default async function OwnerOnlyLayout({ children }: { children: React.ReactNode }) {
  await requireOwnerPage();
  return children;
}
