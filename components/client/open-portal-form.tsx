/**
 * "Open your client portal" beneath a document a client opened by its link: a plain form post
 * (works without scripts) that mails a sign-in link to the document's contact; it signs no one in.
 */
export function OpenPortalForm({ action }: { action: string }) {
  return (
    <aside aria-label="Client portal" className="bg-slate-50 pb-10">
      <div className="mx-auto max-w-3xl px-4">
        <form
          action={action}
          method="post"
          className="flex flex-wrap items-center gap-3 rounded-xl border bg-white p-4 text-sm text-slate-700 shadow-sm"
        >
          <p className="min-w-0 flex-1">See all your projects, proposals, invoices and payments in one place.</p>
          <button
            type="submit"
            className="rounded-md border px-3 py-2 font-medium text-slate-900 hover:bg-slate-100 focus-visible:ring-[3px] focus-visible:ring-slate-400 focus-visible:outline-none"
          >
            Open your client portal
          </button>
        </form>
      </div>
    </aside>
  );
}
