import type { IconName } from "@/content/icons";
import { classNames } from "@/lib/site/class-names";

import { Icon } from "./icon";

/** Icon, title and text on a white card: the feature, offering and service cards of the templates. */
export function FeatureCard({
  icon,
  title,
  description,
  tone = "light",
}: {
  icon: IconName;
  title: string;
  description: string;
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <div
      className={classNames(
        "flex h-full flex-col",
        dark ? "glass-card transition duration-300 hover:-translate-y-1 hover:border-indigo-400/40" : "lift-card",
      )}
    >
      <span className="icon-badge">
        <Icon name={icon} className="size-6" />
      </span>
      <h3 className={classNames("card-title mt-6", dark && "text-white")}>{title}</h3>
      <p className={classNames("body-copy mt-3", dark && "text-slate-300")}>{description}</p>
    </div>
  );
}
