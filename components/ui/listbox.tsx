import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * The popup list of a combobox (WAI-ARIA listbox). Focus stays in the combobox's input, which
 * points at the active option with aria-activedescendant; options are chosen by click or Enter.
 */
function Listbox({ className, ...props }: React.ComponentProps<"ul">) {
  return <ul role="listbox" data-slot="listbox" className={cn("max-h-60 overflow-y-auto py-1", className)} {...props} />;
}

function ListboxOption({ className, active, ...props }: React.ComponentProps<"li"> & { active: boolean }) {
  return (
    <li
      role="option"
      data-slot="listbox-option"
      aria-selected={active}
      data-active={active || undefined}
      // Keep the focus in the input, so choosing with the mouse does not blur it first.
      onMouseDown={(event) => event.preventDefault()}
      className={cn("cursor-pointer px-3 py-1.5 text-sm data-[active]:bg-accent data-[active]:text-accent-foreground", className)}
      {...props}
    />
  );
}

export { Listbox, ListboxOption };
