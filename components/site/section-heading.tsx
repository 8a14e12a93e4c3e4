import { classNames } from "@/lib/site/class-names";

/**
 * Eyebrow, heading and lead paragraph shared by the page sections. The `heading` class
 * (app/site.css) styles all three, so they carry no classes of their own.
 */
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
    <div className={classNames("heading", align === "left" && "start", tone === "dark" && "dark")}>
      <p>{eyebrow}</p>
      <h2 id={id}>{title}</h2>
      {lead ? <p>{lead}</p> : null}
    </div>
  );
}
