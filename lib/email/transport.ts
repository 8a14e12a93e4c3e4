import { Resend } from "resend";

export type OutgoingMail = {
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** Sent as Resend's Idempotency-Key, so a retry after a lost answer cannot send twice. */
  idempotencyKey: string;
};

export type MailTransport = { send(mail: OutgoingMail): Promise<{ id: string }> };

/** A failed send. Permanent failures (the provider refused the mail itself) are not retried. */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = "MailSendError";
  }
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
        },
        { idempotencyKey: mail.idempotencyKey },
      );
      if (error || !data?.id) {
        const status = error && "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : null;
        // 4xx (bad address, unverified sender) will fail the same way again; 408, 429, 5xx and
        // network errors (status null) are worth another attempt.
        const permanent = status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429;
        throw new MailSendError(`Resend ${status ?? "unreachable"}: ${error?.message ?? "no message id"}`.slice(0, 500), permanent);
      }
      return { id: data.id };
    },
  };
}
