import { Skeleton } from "@/components/ui/skeleton";

/** What a section shows while its page loads. */
export function SectionSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading" className="space-y-4">
      <Skeleton className="h-7 w-56" />
      {Array.from({ length: 5 }, (_, row) => (
        <Skeleton key={row} className="h-10 w-full" />
      ))}
    </div>
  );
}
