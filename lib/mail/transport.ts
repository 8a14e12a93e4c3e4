import { Resend } from "resend";

export type MailAttachment = { filename: string; content: Buffer };

export type OutgoingMail = {
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** Sent as Resend's Idempotency-Key, so a retry after a lost answer cannot send twice. */
  idempotencyKey: string;
  attachments?: MailAttachment[];
};

export type MailTransport = { send(mail: OutgoingMail): Promise<{ id: string }> };

/**
 * Why a send failed, which decides what happens to the mail:
 * - "transient": the provider or the network failed (408, 409, 429, 5xx, no answer); retried with
 *   backoff, and marked failed after the last attempt;
 * - "configuration": our side is misconfigured (401, 403, 422: a bad API key, an unverified sender
 *   domain); retried until the configuration is fixed, never parked as failed;
 * - "permanent": the provider refused this mail itself (another 4xx); failed at once.
 */
export type MailFailureKind = "transient" | "configuration" | "permanent";

export class MailSendError extends Error {
  constructor(
    message: string,
    readonly kind: MailFailureKind,
  ) {
    super(message);
    this.name = "MailSendError";
  }
}

/** The kind of failure an HTTP status from the provider means (null: no answer at all). */
export function failureKindOf(status: number | null): MailFailureKind {
  if (status === null || status >= 500 || status === 408 || status === 409 || status === 429) return "transient";
  if (status === 401 || status === 403 || status === 422) return "configuration";
  return status >= 400 ? "permanent" : "transient";
}

/**
 * Resend over its HTTP API. `baseUrl` defaults to the package's own RESEND_BASE_URL handling
 * (https://api.resend.com unless that variable is set); tests point it at a fake on loopback.
 */
export function createResendTransport(apiKey: string, baseUrl?: string): MailTransport {
  const resend = new Resend(apiKey, baseUrl ? { baseUrl } : undefined);
  return {
    async send(mail) {
      const { data, error } = await resend.emails.send(
        {
          from: mail.from,
          to: mail.to,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.attachments?.length ? { attachments: mail.attachments.map(({ filename, content }) => ({ filename, content })) } : {}),
        },
        { idempotencyKey: mail.idempotencyKey },
      );
      if (error || !data?.id) {
        const status = error && "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : null;
        throw new MailSendError(
          `Resend ${status ?? "unreachable"}: ${error?.message ?? "no message id"}`.slice(0, 500),
          failureKindOf(status),
        );
      }
      return { id: data.id };
    },
  };
}
