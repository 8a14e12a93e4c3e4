import type { LegalDocument } from "@/content/legal";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A legal document: a dark title band under the header, then readable prose. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article>
      <header className="relative overflow-hidden bg-slate-950 pt-36 pb-16 text-white sm:pt-44 sm:pb-20">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 right-0 h-80 w-[40rem] rounded-full bg-indigo-600/25 blur-3xl"
        />
        <div className="relative mx-auto max-w-3xl px-5 sm:px-8">
          <p className="text-sm font-semibold tracking-[0.18em] text-cyan-300 uppercase">Legal</p>
          <h1 className="mt-3 text-4xl font-semibold tracking-tight sm:text-5xl">{document.title}</h1>
          <p className="mt-4 text-slate-300">
            Last updated <time dateTime={document.updated}>{dateFormat.format(new Date(`${document.updated}T00:00:00Z`))}</time>
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-5 py-16 sm:px-8 sm:py-20">
        <p className="text-lg leading-relaxed text-slate-700">{document.intro}</p>
        {document.sections.map((section) => (
          <section key={section.heading} className="mt-12">
            <h2 className="text-2xl font-semibold tracking-tight text-slate-950">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.bullets ? (
              <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700 marker:text-indigo-500">
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </article>
  );
}
