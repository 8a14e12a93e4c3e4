"use client";

import { parseAsInteger, parseAsString, parseAsStringLiteral, useQueryStates } from "nuqs";

import { Button } from "@/components/ui/button";
import type { AdminIconName } from "@/content/admin-icons";
import type { LeadView } from "@/lib/leads/board-schema";
import { cn } from "@/lib/utils";

import { AdminIcon } from "../icon";
import { useListState } from "../list";

const parsers = {
  view: parseAsStringLiteral(["board"] as const),
  status: parseAsString,
  page: parseAsInteger,
};

const choices = [
  { view: "table", label: "Table", icon: "table" },
  { view: "board", label: "Board", icon: "board" },
] as const satisfies readonly { view: LeadView; label: string; icon: AdminIconName }[];

/**
 * Table or board, in the URL (?view=board; the table is the default and leaves no key). The board
 * has a column per status and no pages, so switching to it drops ?status= and ?page=. Runs in
 * the list's transition, so the results show a skeleton until the server answers.
 */
export function LeadsViewSwitch({ view }: { view: LeadView }) {
  const { startTransition } = useListState();
  const [, setState] = useQueryStates(parsers, { shallow: false, history: "push", scroll: false, startTransition });
  return (
    <div role="group" aria-label="Leads view" className="inline-flex rounded-md border bg-white p-0.5">
      {choices.map(({ view: choice, label, icon }) => (
        <Button
          key={choice}
          type="button"
          size="sm"
          variant="ghost"
          aria-pressed={view === choice}
          className={cn("h-7", view === choice && "bg-slate-900 text-white hover:bg-slate-800 hover:text-white")}
          onClick={() => {
            if (view === choice) return;
            void setState(choice === "board" ? { view: "board", status: null, page: null } : { view: null });
          }}
        >
          <AdminIcon name={icon} />
          {label}
        </Button>
      ))}
    </div>
  );
}
