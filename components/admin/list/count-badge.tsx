import { Badge } from "@/components/ui/badge";
import { formatCount } from "@/lib/dashboard/format";

/**
 * How many rows match the list's search and filters ("1,234"), read out as "1,234 matching";
 * a count that stopped early shows "1,000+", read out as "more than 1,000 matching".
 */
export function CountBadge({ count, label = "matching", atLeast = false }: { count: number; label?: string; atLeast?: boolean }) {
  const shown = atLeast ? `${formatCount(count)}+` : formatCount(count);
  return (
    <Badge variant="secondary" aria-label={atLeast ? `more than ${formatCount(count)} ${label}` : `${shown} ${label}`}>
      {shown}
    </Badge>
  );
}
