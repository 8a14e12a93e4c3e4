"use client";

import { Printer } from "lucide-react";

/** "Print receipt": the browser's own print dialog; hidden on paper. */
export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium hover:bg-slate-100 focus-visible:ring-[3px] focus-visible:ring-slate-400 focus-visible:outline-none print:hidden"
    >
      <Printer aria-hidden className="size-4" />
      Print receipt
    </button>
  );
}
