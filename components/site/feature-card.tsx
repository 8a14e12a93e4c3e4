import type { IconName } from "@/content/icons";

import { Icon } from "./icon";

/**
 * Icon, title and text on a card: the feature, offering and service cards of the templates. The
 * `feature` and `feature-dark` classes (app/site.css) style what is inside.
 */
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
  return (
    <div className={tone === "dark" ? "feature-dark" : "feature"}>
      <span>
        <Icon name={icon} />
      </span>
      <h3>{title}</h3>
      <p>{description}</p>
    </div>
  );
}
