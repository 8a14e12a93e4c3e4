import type { ChangeLine } from "@/lib/audit/format";
import { cn } from "@/lib/utils";

/** An update's changed fields, one line each ("Priority: Medium → High"), as both the history and the Audit section show them. */
export function ChangeList({ changes, className }: { changes: ChangeLine[]; className?: string }) {
  if (changes.length === 0) return null;
  return (
    <ul aria-label="Changed fields" className={cn("space-y-0.5 text-xs text-slate-700", className)}>
      {changes.map((change) => (
        <li key={change.field} className="break-words">
          {change.text}
        </li>
      ))}
    </ul>
  );
}
