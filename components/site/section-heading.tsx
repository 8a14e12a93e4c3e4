import { cn } from "@/lib/utils";

/** Eyebrow, heading and lead paragraph shared by the home page sections. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "center",
  tone = "light",
}: {
  /** id of the heading, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  align?: "center" | "left";
  tone?: "light" | "dark";
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      <p
        className={cn(
          "text-sm font-semibold tracking-[0.18em] uppercase",
          tone === "dark" ? "text-cyan-300" : "text-indigo-600",
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          "mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-5xl",
          tone === "dark" ? "text-white" : "text-slate-950",
        )}
      >
        {title}
      </h2>
      {lead ? (
        <p
          className={cn(
            "mt-5 text-lg leading-relaxed text-pretty",
            tone === "dark" ? "text-slate-300" : "text-slate-600",
          )}
        >
          {lead}
        </p>
      ) : null}
    </div>
  );
}
