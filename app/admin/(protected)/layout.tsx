import type { Metadata } from "next";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { Suspense } from "react";

import { StatCards, StatCardsError, StatCardsSkeleton } from "@/components/admin/dashboard/stat-cards";
import { AdminHeader } from "@/components/admin/shell/admin-header";
import { SectionNav } from "@/components/admin/shell/section-nav";
import { site } from "@/content/site";
import { getDb } from "@/db/client";
import { requireAdminPage } from "@/lib/authentication/guards";
import { welcomeName } from "@/lib/dashboard/format";
import { getDashboardStats } from "@/lib/dashboard/queries";
import { getLeadCounts } from "@/lib/dashboard/request-data";
import { sectionsFor } from "@/lib/dashboard/sections";
import { logger } from "@/lib/log";

const log = logger("admin.key-figures");

export const metadata: Metadata = { title: `Admin Dashboard | ${site.name}`, robots: { index: false } };

/** SPEC §2's five figures above every section; a failure there leaves the sections working. */
async function KeyFigures() {
  const stats = await getDashboardStats(getDb(), getLeadCounts()).catch((error: unknown) => {
    log.error({ err: error }, "the key figures could not be read");
    return null;
  });
  return stats ? <StatCards stats={stats} /> : <StatCardsError />;
}

/** Every page under here needs a valid session, checked on the server (DESIGN.md "Server-side truth"). */
export default async function ProtectedLayout({ children }: { children: React.ReactNode }) {
  const admin = await requireAdminPage();
  return (
    <NuqsAdapter>
      <div className="min-h-screen bg-slate-50">
        <AdminHeader welcomeName={welcomeName(admin)} />
        <main className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6">
          <Suspense fallback={<StatCardsSkeleton />}>
            <KeyFigures />
          </Suspense>
          <SectionNav visible={sectionsFor(admin.role).map(({ slug }) => slug)} />
          <div className="rounded-xl border bg-white p-4 sm:p-6">{children}</div>
        </main>
      </div>
    </NuqsAdapter>
  );
}
