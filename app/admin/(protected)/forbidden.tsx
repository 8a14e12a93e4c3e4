import { ShieldAlert } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";

/** What staff see, with a 403, when they open an owner-only section (requireOwnerPage). */
export default function Forbidden() {
  return (
    <section aria-labelledby="forbidden-heading" className="flex flex-col items-center gap-3 py-10 text-center">
      <ShieldAlert aria-hidden className="size-8 text-amber-600" />
      <h2 id="forbidden-heading" className="text-lg font-semibold text-slate-900">
        Only an owner can open this section
      </h2>
      <p className="max-w-md text-sm text-slate-600">
        Billing, the Outbox, Team and Audit are for owners. Ask an owner of your agency if you need something there.
      </p>
      <Button asChild variant="outline">
        <Link href="/admin/dashboard">Back to the Overview</Link>
      </Button>
    </section>
  );
}
