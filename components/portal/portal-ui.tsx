import Link from "next/link";

import { cn } from "@/lib/utils";

/*
 * The portal pages' small shared pieces: the page heading, cards, empty states, a status badge and
 * a progress bar. Server components, phone first: cards stack, nothing needs a wide screen.
 */

export function PortalHeading({ title, intro, children }: { title: string; intro?: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {intro ? <p className="text-sm text-slate-600">{intro}</p> : null}
      </div>
      {children}
    </div>
  );
}

export function PortalCard({ className, children, ...props }: React.ComponentProps<"section">) {
  return (
    <section className={cn("space-y-3 rounded-xl border bg-white p-4 shadow-sm sm:p-5", className)} {...props}>
      {children}
    </section>
  );
}

export function EmptyState({ children }: { children: React.ReactNode }) {
  return <p className="rounded-lg border border-dashed bg-white px-4 py-6 text-center text-sm text-slate-600">{children}</p>;
}

const toneClass = { good: "bg-emerald-100 text-emerald-800", bad: "bg-red-100 text-red-800", neutral: "bg-slate-100 text-slate-800" };

export function StatusBadge({ label, tone = "neutral" }: { label: string; tone?: keyof typeof toneClass }) {
  return (
    <span className={cn("inline-block rounded-md px-2 py-0.5 text-xs font-medium whitespace-nowrap", toneClass[tone])}>
      <span className="sr-only">Status: </span>
      {label}
    </span>
  );
}

/** A labelled progress bar: the label names it for assistive technology and shows the percentage. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-xs text-slate-600">
        <span>Progress</span>
        <span className="tabular-nums">{`${percent}%`}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-slate-900" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

export const linkClass =
  "font-medium text-slate-900 underline underline-offset-2 hover:text-slate-700 focus-visible:ring-[3px] focus-visible:ring-slate-400 focus-visible:outline-none rounded-sm";

export function PortalLink({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) {
  return (
    <Link href={href} className={cn(linkClass, className)}>
      {children}
    </Link>
  );
}

/** A label and value pair in a card's details. */
export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1 text-sm sm:block">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right text-slate-900 tabular-nums sm:text-left">{children}</dd>
    </div>
  );
}
