import { formatCount } from "@/lib/dashboard/format";
import { Badge } from "@/components/ui/badge";

/** How many rows match the list's search and filters ("1,234"), read out as "1,234 matching". */
export function CountBadge({ count, label = "matching" }: { count: number; label?: string }) {
  return (
    <Badge variant="secondary" aria-label={`${formatCount(count)} ${label}`}>
      {formatCount(count)}
    </Badge>
  );
}
