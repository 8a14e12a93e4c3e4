import { Skeleton } from "@/components/ui/skeleton";
import { leadStatuses } from "@/lib/leads/schema";

/** The board's placeholder while its code or data loads: six columns of grey cards. */
export function BoardSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading the pipeline board"
      className="flex gap-3 overflow-hidden xl:grid xl:grid-cols-6"
    >
      {leadStatuses.map((status) => (
        <div key={status} className="w-64 shrink-0 space-y-2 rounded-lg border bg-slate-50 p-2 xl:w-auto">
          <Skeleton className="h-6 w-24" />
          {Array.from({ length: 4 }, (_, card) => (
            <Skeleton key={card} className="h-24 w-full" />
          ))}
        </div>
      ))}
    </div>
  );
}
