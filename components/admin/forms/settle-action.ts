import { toast } from "sonner";

import { actionErrorMessage } from "@/lib/action-errors";

/** What a next-safe-action call resolves to, as far as settling it needs. */
type ActionResult<Data, ValidationErrors> = { data?: Data; serverError?: string; validationErrors?: ValidationErrors } | undefined;

export type ActionFailure<ValidationErrors = unknown> = { serverError?: string; validationErrors?: ValidationErrors; thrownError?: unknown };

/**
 * Runs an action's outcome handlers from the promise of `executeAsync`, not from useAction's
 * callbacks. Those fire in an effect of the calling component, so when the action's refreshed
 * page removes that component (a deleted row, a row that leaves a filtered list or the follow-up
 * list), they never run and the toast is lost. Toasts and focus moves are global, so handling them
 * here works whether or not the caller is still mounted.
 */
export async function settleAction<Data, ValidationErrors>(
  pending: Promise<ActionResult<Data, ValidationErrors>>,
  handlers: { onSuccess: (data: Data | undefined) => void; onError: (failure: ActionFailure<ValidationErrors>) => void },
): Promise<void> {
  let result: ActionResult<Data, ValidationErrors>;
  try {
    result = await pending;
  } catch (thrownError) {
    handlers.onError({ thrownError }); // the request itself failed (network, server down)
    return;
  }
  if (!result || result.serverError !== undefined || result.validationErrors !== undefined) {
    handlers.onError({ serverError: result?.serverError, validationErrors: result?.validationErrors });
    return;
  }
  handlers.onSuccess(result.data);
}

/**
 * The usual outcome handlers: SPEC §8's 'Success!' toast with its text (then `after`), or the
 * 'Error' toast with the server's refusal or the fallback text, logged under `log`.
 */
export function toastOutcome(messages: { success: string; failure: string; log: string }, after?: () => void) {
  return {
    onSuccess: () => {
      toast.success("Success!", { description: messages.success });
      after?.();
    },
    onError: (failure: ActionFailure) => {
      console.error(`[${messages.log}]`, failure);
      toast.error("Error", { description: actionErrorMessage(failure.serverError, messages.failure) });
    },
  };
}
