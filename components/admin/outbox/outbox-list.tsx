import type { ListPage } from "@/lib/list/params";
import { mailStatusOptions } from "@/lib/outbox/schema";
import type { OutboxListRow } from "@/lib/outbox/types";

import { ListView, type ListSpec } from "../list";
import { OutboxTable } from "./outbox-table";
import { RetryAllFailedButton } from "./retry-all-failed-button";

const spec: ListSpec = {
  title: "Outbox",
  headingId: "outbox-heading",
  search: { label: "Search mail", placeholder: "Search recipient or subject" },
  filters: [{ paramKey: "status", label: "State filter", allLabel: "All States", options: mailStatusOptions }],
  noun: "mails",
  emptyText: "No mail has been sent yet.",
  columns: 6,
};

/** Every mail the site sends, by delivery state, with what went wrong and a way to send it again. */
export function OutboxList({
  list,
  failed,
  providerConfigured,
  timeZone,
}: {
  list: ListPage<OutboxListRow>;
  failed: number;
  providerConfigured: boolean;
  timeZone: string;
}) {
  return (
    <ListView
      spec={spec}
      list={list}
      actions={<RetryAllFailedButton failed={failed} />}
      note={
        providerConfigured ? null : (
          <p role="note" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            No mail provider is configured (RESEND_API_KEY): mail stays queued here and goes out once one is.
          </p>
        )
      }
    >
      <OutboxTable rows={list.rows} timeZone={timeZone} />
    </ListView>
  );
}
