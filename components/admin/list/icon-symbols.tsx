"use client";

import type { LucideIcon } from "lucide-react";
import { createContext, use, useId } from "react";

/** Where icons are drawn once for a whole table: the id of each icon's <symbol>. */
export type IconSymbolIds = ReadonlyMap<LucideIcon, string>;

const SymbolIds = createContext<IconSymbolIds>(new Map());

/** Ids for the given icons, unique on the page (two tables may share one). */
export function useIconSymbolIds(icons: Iterable<LucideIcon>): IconSymbolIds {
  const prefix = useId().replace(/[^a-zA-Z0-9]/g, "");
  const ids = new Map<LucideIcon, string>();
  for (const icon of icons) if (!ids.has(icon)) ids.set(icon, `${prefix}${ids.size}`);
  return ids;
}

/** Each icon drawn once as a <symbol>; an icon that refers to it with <use> is a few bytes. */
export function IconSymbolDefs({ ids }: { ids: IconSymbolIds }) {
  if (ids.size === 0) return null;
  return (
    <svg aria-hidden width="0" height="0" className="absolute">
      {[...ids].map(([Icon, id]) => (
        <symbol key={id} id={id} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

/**
 * Icons repeated in every row (a type, a badge's icon) drawn once for the table: inside, a
 * `SymbolIcon` refers to its symbol; elsewhere (a dialog of its own) it draws the icon itself.
 */
export function IconSymbols({ icons, children }: { icons: readonly LucideIcon[]; children: React.ReactNode }) {
  const ids = useIconSymbolIds(icons);
  return (
    <SymbolIds value={ids}>
      {children}
      <IconSymbolDefs ids={ids} />
    </SymbolIds>
  );
}

/** A decorative icon: a reference to the table's symbol when there is one. */
export function SymbolIcon({ icon: Icon, className }: { icon: LucideIcon; className?: string }) {
  const id = use(SymbolIds).get(Icon);
  // The symbol's own viewBox scales it to the class's size.
  return id ? (
    <svg aria-hidden className={className}>
      <use href={`#${id}`} />
    </svg>
  ) : (
    <Icon aria-hidden className={className} />
  );
}
