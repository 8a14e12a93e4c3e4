import { formatCount } from "@/lib/dashboard/format";
import { Badge } from "@/components/ui/badge";

/** A tab's SPEC heading with its count badge ('Leads Management' 1,234). */
export function TabHeading({ title, count, children }: { title: string; count?: number; children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {count === undefined ? null : (
          <Badge variant="secondary" aria-label={`${formatCount(count)} total`}>
            {formatCount(count)}
          </Badge>
        )}
      </div>
      {children}
    </div>
  );
}
