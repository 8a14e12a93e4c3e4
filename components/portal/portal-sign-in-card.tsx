import { site } from "@/content/site";

/** The signed-out portal pages' frame: the agency's name and one card, narrow enough for a phone. */
export function PortalSignInCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-md px-4 py-10">
      <p className="mb-6 text-center font-semibold">{site.name}</p>
      <div className="space-y-5 rounded-xl border bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {children}
      </div>
    </main>
  );
}
