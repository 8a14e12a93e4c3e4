import { ShieldAlert } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";

/** 'Filtered' in the Leads heading: the submissions the bot traps caught, kept 30 days. */
export function FilteredLink() {
  return (
    <Button asChild variant="outline" size="sm">
      <Link href="/admin/leads/filtered">
        <ShieldAlert aria-hidden />
        Filtered
      </Link>
    </Button>
  );
}
