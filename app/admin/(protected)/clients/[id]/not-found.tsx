import Link from "next/link";

import { CLIENTS_PATH } from "@/lib/clients/paths";

/** An unknown or malformed client id: said plainly, with the way back to the list. */
export default function ClientNotFound() {
  return (
    <div role="status" className="space-y-3 py-8 text-center">
      <h2 className="text-lg font-semibold text-slate-900">Client not found</h2>
      <p className="text-sm text-slate-600">No client has this address. It may have been deleted or merged into another.</p>
      <Link href={CLIENTS_PATH} className="text-sm font-medium underline underline-offset-2">
        Back to Clients
      </Link>
    </div>
  );
}
