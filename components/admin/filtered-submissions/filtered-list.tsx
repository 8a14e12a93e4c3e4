import { ArrowLeft } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import type { FilteredListRow } from "@/lib/filtered-submissions/types";
import type { ListPage } from "@/lib/list/params";

import { ListView, type ListSpec } from "../list";
import { FilteredTable } from "./filtered-table";

const spec: ListSpec = {
  title: "Filtered",
  headingId: "filtered-heading",
  filters: [],
  noun: "filtered submissions",
  emptyText: "No filtered submissions. Nothing the bot traps caught in the last 30 days.",
  columns: 5,
};

/** The contact-form submissions the bot traps caught: read, moved into the leads, or deleted. */
export function FilteredList({ list, timeZone }: { list: ListPage<FilteredListRow>; timeZone: string }) {
  return (
    <ListView
      spec={spec}
      list={list}
      actions={
        <Button asChild variant="outline" size="sm">
          <Link href="/admin/leads">
            <ArrowLeft aria-hidden />
            Back to Leads
          </Link>
        </Button>
      }
      note={
        <p className="text-sm text-slate-600">
          Submissions caught by the contact form&apos;s bot traps are kept here for 30 days, outside the leads, and no mail was sent for
          them. &quot;Not spam&quot; makes one a lead as if it had just arrived, with its mail.
        </p>
      }
    >
      <FilteredTable rows={list.rows} timeZone={timeZone} />
    </ListView>
  );
}
