import type { IconName } from "@/content/icons";
import { cn } from "@/lib/utils";

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
      className={cn(
        "flex h-full flex-col rounded-3xl border p-8 transition duration-300 hover:-translate-y-1",
        dark
          ? "border-white/10 bg-white/[0.04] backdrop-blur hover:border-indigo-400/40"
          : "border-slate-200 bg-white shadow-sm hover:border-indigo-200 hover:shadow-xl hover:shadow-indigo-900/5",
      )}
    >
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-600 to-cyan-500 text-white shadow-lg shadow-indigo-600/20">
        <Icon name={icon} className="size-6" />
      </span>
      <h3 className={cn("mt-6 text-xl font-semibold tracking-tight", dark ? "text-white" : "text-slate-950")}>{title}</h3>
      <p className={cn("mt-3 text-[0.95rem] leading-relaxed", dark ? "text-slate-300" : "text-slate-600")}>{description}</p>
    </div>
  );
}
