/**
 * Error vocabulary shared by the server action clients and the forms that call them. Pure: client
 * components import it to tell a message meant for the user from the masked "something broke".
 */

/** An expected refusal whose message is safe to show (wrong credentials, taken username...). */
export class UserFacingError extends Error {
  override name = "UserFacingError";
}

/** An action's answer when its session has ended (expired, signed out elsewhere, admin deactivated). */
export const SESSION_ENDED = "Your session has expired. Please sign in again.";

/** An action bound to a record id that is not one (a tampered or mangled request). */
export const UNKNOWN_RECORD = "That record was not found. Reload the page and try again.";

/** What the browser receives for any other error: details stay in the server log. */
export const UNEXPECTED_ACTION_ERROR = "Something went wrong.";

/** The server's message when it is meant for the user, else the form's SPEC fallback. */
export function actionErrorMessage(serverError: string | undefined, fallback: string): string {
  return serverError && serverError !== UNEXPECTED_ACTION_ERROR ? serverError : fallback;
}
