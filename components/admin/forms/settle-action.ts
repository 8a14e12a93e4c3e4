import { toast } from "sonner";

import { actionErrorMessage, SESSION_ENDED } from "@/lib/action-errors";

/** What a next-safe-action call resolves to, as far as settling it needs. */
export type ActionResult<Data, ValidationErrors = unknown> =
  { data?: Data; serverError?: string; validationErrors?: ValidationErrors } | undefined;

export type ActionFailure<ValidationErrors = unknown> = {
  serverError?: string;
  validationErrors?: ValidationErrors;
  thrownError?: unknown;
};

/**
 * Runs an action's outcome handlers from `executeAsync`'s promise, not useAction's callbacks: those
 * run in the caller's effect and are lost when the refreshed page removes the caller (a deleted row).
 * An action refused because the session ended sends the page to the sign-in page.
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
    // A full load through /admin/expired, the route handler that deletes the dead cookie, then
    // the sign-in page; nothing of the signed-out page's state is kept.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    if (result?.serverError === SESSION_ENDED) window.location.assign("/admin/expired");
    return;
  }
  handlers.onSuccess(result.data);
}

export type OutcomeMessages<Data = unknown> = {
  /** The success toast's text; a function of the action's answer where it names what was made. */
  success: string | ((data: Data | undefined) => string);
  failure: string;
  /** The failure toast reads `failure` even when the server explains why (SPEC's status-change texts). */
  failureAlwaysReads?: boolean;
  log: string;
  /** SPEC §8 titles other than 'Success!' and 'Error' (the login's 'Success' and 'Login Failed'). */
  titles?: { success: string; failure: string };
};

/**
 * The usual outcome handlers: SPEC §8's 'Success!' toast with its text (then `after`), or the
 * 'Error' toast with the server's refusal or the fallback text, logged under `log`.
 */
export function toastOutcome<Data = unknown>(messages: OutcomeMessages<Data>, after?: () => void) {
  return {
    onSuccess: (data?: Data) => {
      const text = typeof messages.success === "function" ? messages.success(data) : messages.success;
      toast.success(messages.titles?.success ?? "Success!", { description: text });
      after?.();
    },
    onError: (failure: ActionFailure) => {
      console.error(`[${messages.log}]`, failure);
      const text = messages.failureAlwaysReads ? messages.failure : actionErrorMessage(failure.serverError, messages.failure);
      toast.error(messages.titles?.failure ?? "Error", { description: text });
    },
  };
}
