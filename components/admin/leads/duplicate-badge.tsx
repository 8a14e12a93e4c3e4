import { Copy } from "lucide-react";

import { Badge } from "@/components/ui/badge";

/** Marks a lead whose email matched an older lead's when it arrived. */
export function DuplicateBadge() {
  return (
    <Badge variant="outline" className="border-amber-300 bg-amber-50 text-amber-900" title="Another lead with this email came first">
      <Copy aria-hidden />
      Duplicate
    </Badge>
  );
}
