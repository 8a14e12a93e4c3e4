import { cn } from "@/lib/utils";

export const importSteps = ["Upload", "Map columns", "Preview and import", "Result"] as const;
export type ImportStep = (typeof importSteps)[number];

/** Where the import stands: the steps in order, the current one marked for screen readers too. */
export function ImportSteps({ current }: { current: ImportStep }) {
  const currentIndex = importSteps.indexOf(current);
  return (
    <ol aria-label="Import steps" className="flex flex-wrap gap-2 text-sm">
      {importSteps.map((step, index) => (
        <li
          key={step}
          aria-current={index === currentIndex ? "step" : undefined}
          className={cn(
            "rounded-full border px-3 py-1",
            index === currentIndex
              ? "border-slate-900 bg-slate-900 text-white"
              : index < currentIndex
                ? "border-slate-300 text-slate-700"
                : "border-dashed text-slate-500",
          )}
        >
          <span className="sr-only">{index < currentIndex ? "Done: " : null}</span>
          {index + 1}. {step}
        </li>
      ))}
    </ol>
  );
}
