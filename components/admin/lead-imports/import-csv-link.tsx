import { Upload } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";

/** 'Import CSV' in the Leads heading: the import page (upload, mapping, preview, import, undo). */
export function ImportCsvLink() {
  return (
    <Button asChild variant="outline" size="sm">
      <Link href="/admin/leads/import">
        <Upload aria-hidden />
        Import CSV
      </Link>
    </Button>
  );
}
