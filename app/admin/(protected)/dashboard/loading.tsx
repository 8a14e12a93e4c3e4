import { StatCardsSkeleton } from "@/components/admin/dashboard/stat-cards";
import { TabSkeleton } from "@/components/admin/dashboard/tab-skeleton";

export default function DashboardLoading() {
  return (
    <>
      <StatCardsSkeleton />
      <TabSkeleton />
    </>
  );
}
