import Link from "next/link";

import { Button } from "@/components/ui/button";

import { AdminIcon } from "../icon";

/** 'Import CSV' in the Leads heading: the import page (upload, mapping, preview, import, undo). */
export function ImportCsvLink() {
  return (
    <Button asChild variant="outline" size="sm">
      <Link href="/admin/leads/import">
        <AdminIcon name="upload" />
        Import CSV
      </Link>
    </Button>
  );
}
