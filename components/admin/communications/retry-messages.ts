/** The toasts of 'Retry' on a failed email, from its row and from its view. */
export const RETRY_MESSAGES = {
  success: "The email is queued for another attempt.",
  failure: "Failed to retry the email.",
  log: "communications.retry",
};
