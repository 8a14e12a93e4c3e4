import { Download } from "lucide-react";

import { site } from "@/content/site";

/** The top of a client's document page (invoice, proposal): the agency, its address and contacts, and 'Download PDF'. */
export function ClientDocumentHeader({ pdfHref, pdfName }: { pdfHref: string; pdfName: string }) {
  const { address } = site;
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <p className="text-xl font-semibold text-slate-900">{site.name}</p>
        <address className="text-sm text-slate-600 not-italic">
          {address.street}
          <br />
          {`${address.locality}, ${address.region} ${address.postalCode}`}
          <br />
          {site.phone.display} · {site.email}
        </address>
      </div>
      <a
        href={pdfHref}
        download={pdfName}
        className="inline-flex items-center gap-2 rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white hover:bg-slate-800 focus-visible:ring-[3px] focus-visible:ring-slate-400 focus-visible:outline-none"
      >
        <Download aria-hidden className="size-4" />
        Download PDF
      </a>
    </header>
  );
}
