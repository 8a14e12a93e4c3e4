import { CountBadge } from "../list/count-badge";

/** A section's SPEC heading with its count badge ('Leads Management' 1,234) and its buttons. */
export function SectionHeading({
  title,
  count,
  countLabel = "total",
  countIsAtLeast,
  headingId,
  children,
}: {
  title: string;
  count?: number;
  /** How the badge reads to a screen reader: "1,234 total", or "12 matching" on a searchable list. */
  countLabel?: string;
  /** The count stopped early: more match ("1,000+"). */
  countIsAtLeast?: boolean;
  headingId?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {count === undefined ? null : <CountBadge count={count} label={countLabel} atLeast={countIsAtLeast} />}
      </div>
      {children ? <div className="flex flex-wrap items-center gap-2">{children}</div> : null}
    </div>
  );
}
