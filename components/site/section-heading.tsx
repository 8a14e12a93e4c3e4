import { classNames } from "@/lib/site/class-names";

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
  const dark = tone === "dark";
  return (
    <div className={classNames("max-w-3xl", align === "center" && "mx-auto text-center")}>
      <p className={classNames("eyebrow", dark && "text-cyan-300")}>{eyebrow}</p>
      <h2 id={id} className={classNames("section-title", dark && "text-white")}>
        {title}
      </h2>
      {lead ? (
        <p className={classNames("mt-5 text-lg leading-relaxed text-pretty", dark ? "text-slate-300" : "text-slate-600")}>{lead}</p>
      ) : null}
    </div>
  );
}
