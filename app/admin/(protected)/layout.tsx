import type { Metadata } from "next";
import { NuqsAdapter } from "nuqs/adapters/next/app";

import { site } from "@/content/site";
import { requireAdminPage } from "@/lib/auth/require-admin";
import { DashboardHeader } from "@/components/admin/dashboard/dashboard-header";

export const metadata: Metadata = { title: `Admin Dashboard | ${site.name}`, robots: { index: false } };

/** Every page under here needs a valid session, checked on the server (DESIGN.md "Server-side truth"). */
export default async function ProtectedLayout({ children }: { children: React.ReactNode }) {
  const admin = await requireAdminPage();
  return (
    <NuqsAdapter>
      <div className="min-h-screen bg-slate-50">
        <DashboardHeader admin={admin} />
        <main className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6">{children}</main>
      </div>
    </NuqsAdapter>
  );
}
