import Link from "next/link";

import { Button } from "@/components/ui/button";

import { AdminIcon } from "../icon";

/** 'Filtered' in the Leads heading: the submissions the bot traps caught, kept 30 days. */
export function FilteredLink() {
  return (
    <Button asChild variant="outline" size="sm">
      <Link href="/admin/leads/filtered">
        <AdminIcon name="shield-alert" />
        Filtered
      </Link>
    </Button>
  );
}
