"use client";

import { useState } from "react";

import { settleAction, toastOutcome, type ActionResult, type OutcomeMessages } from "./settle-action";

/**
 * A row action (status change, delete, mark done) with SPEC §8's toasts, settled from its promise
 * so the toast shows even when the refreshed page removes the row. `run` resolves to whether the
 * action succeeded, so an optimistic control can put the old value back.
 */
export function useSettledAction<Input, Data>(
  action: (input: Input) => Promise<ActionResult<Data>>,
  messages: OutcomeMessages<Data>,
  onSuccess?: (data: Data | undefined) => void,
) {
  const [pending, setPending] = useState(false);
  const run = async (input: Input): Promise<boolean> => {
    let succeeded = false;
    const outcome = toastOutcome(messages);
    setPending(true);
    await settleAction(action(input), {
      onSuccess: (data) => {
        succeeded = true;
        outcome.onSuccess(data);
        onSuccess?.(data);
      },
      onError: outcome.onError,
    });
    setPending(false);
    return succeeded;
  };
  return { run, pending };
}
