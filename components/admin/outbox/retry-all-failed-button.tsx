"use client";

import { Button } from "@/components/ui/button";
import { retryAllFailedMailAction } from "@/lib/outbox/actions";

import { useSettledAction } from "../forms/use-settled-action";
import { AdminIcon } from "../icon";

const mails = (count: number) => `${count.toLocaleString("en-US")} mail${count === 1 ? "" : "s"}`;

/** 'Retry all failed': every failed mail goes back in the queue with a fresh delivery job. */
export function RetryAllFailedButton({ failed }: { failed: number }) {
  const retryAll = useSettledAction(retryAllFailedMailAction, {
    success: (data) => `${mails(data?.queued ?? 0)} queued for another attempt.`,
    failure: "Failed to retry the failed mail.",
    log: "outbox.retry-all",
  });
  return (
    <Button type="button" variant="outline" disabled={failed === 0 || retryAll.pending} onClick={() => void retryAll.run(undefined)}>
      <AdminIcon name="rotate-ccw" />
      {retryAll.pending ? "Retrying..." : "Retry all failed"}
      {failed > 0 ? <span className="text-muted-foreground tabular-nums">({failed.toLocaleString("en-US")})</span> : null}
    </Button>
  );
}
