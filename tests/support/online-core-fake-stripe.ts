import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

import Stripe from "stripe";

/**
 * A fake Stripe on loopback (node:http): the part of Stripe's API the adapter
 * (lib/billing/online/stripe.ts) uses, so the tests pay, fail and refund with no network. Point the
 * adapter at it with STRIPE_API_BASE = fake.url (or stripeProvider(keys, fake.url)).
 *
 * - POST /v1/checkout/sessions (form-encoded, as stripe-node sends it), honouring Idempotency-Key
 * - GET /v1/checkout/sessions/:id
 * - GET /v1/events with created[gte], types[], limit, starting_after; newest first, has_more paging
 *
 * The helpers move a session on as Stripe would (paid, paid later, failed, expired, refunded), each
 * recording the Stripe-shaped event it makes, and return that event: deliver it through the
 * webhook with signedDelivery(), or leave it for the reconciliation to find in /v1/events.
 */

type SessionObject = {
  id: string;
  object: "checkout.session";
  amount_total: number;
  currency: "usd";
  customer_email: string | null;
  metadata: Record<string, string>;
  mode: "payment";
  payment_intent: string | null;
  payment_status: "paid" | "unpaid" | "no_payment_required";
  status: "open" | "complete" | "expired";
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  expires_at: number;
};

type ChargeObject = {
  id: string;
  object: "charge";
  amount: number;
  amount_refunded: number;
  currency: "usd";
  payment_intent: string;
  refunded: boolean;
  metadata: Record<string, string>;
};

export type FakeStripeEvent = {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  data: { object: SessionObject | ChargeObject };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
};

export type FakeStripeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  headers: http.IncomingHttpHeaders;
};

export type FakeStripe = {
  /** http://127.0.0.1:<port>: STRIPE_API_BASE. */
  url: string;
  sessions: Map<string, SessionObject>;
  /** Every event made, oldest first. */
  events: FakeStripeEvent[];
  requests: FakeStripeRequest[];
  /** A session made directly (as if the client had clicked 'Pay'), without going through the API. */
  openSession(invoiceId: string, amountCents: number): SessionObject;
  /** The client paid by card: complete and paid at once ('checkout.session.completed'). */
  completePaid(sessionId: string, options?: EventOptions): FakeStripeEvent;
  /** The client chose a bank debit: complete, the money not in yet ('checkout.session.completed', unpaid). */
  completeUnpaid(sessionId: string, options?: EventOptions): FakeStripeEvent;
  /** The delayed payment arrived ('checkout.session.async_payment_succeeded'). */
  succeedLater(sessionId: string, options?: EventOptions): FakeStripeEvent;
  /** The delayed payment failed ('checkout.session.async_payment_failed'). */
  failLater(sessionId: string, options?: EventOptions): FakeStripeEvent;
  /** The session ran out unpaid ('checkout.session.expired'). */
  expire(sessionId: string, options?: EventOptions): FakeStripeEvent;
  /** `cents` more refunded on the session's payment ('charge.refunded', with the cumulative amount_refunded). */
  refund(sessionId: string, cents: number, options?: EventOptions): FakeStripeEvent;
  /** An event of any type and object (one the product does not handle, say). */
  recordEvent(type: string, object: SessionObject | ChargeObject, options?: EventOptions): FakeStripeEvent;
  /** Forgets every session, event and request (between tests of one file). */
  reset(): void;
  close(): Promise<void>;
};

/** When the event happened (default: now); the reconciliation asks for the last three days. */
export type EventOptions = { at?: Date };

const API_VERSION = "2025-10-29.clover";
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const randomId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

const stripeError = (response: http.ServerResponse, status: number, message: string) => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify({ error: { type: "invalid_request_error", message } }));
};
const ok = (response: http.ServerResponse, body: unknown) => {
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
};

/** The values of a form-encoded array parameter (`types[0]=a&types[1]=b`, or `types[]=a`). */
const arrayParam = (params: URLSearchParams, name: string) =>
  [...params.entries()].filter(([key]) => key === name || key.startsWith(`${name}[`)).map(([, value]) => value);

/** The `metadata[...]` entries of a form-encoded body. */
function metadataOf(form: URLSearchParams, name = "metadata"): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    const match = new RegExp(`^${name}\\[([^\\]]+)\\]$`).exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, SessionObject>();
  const charges = new Map<string, ChargeObject>();
  const events: FakeStripeEvent[] = [];
  const requests: FakeStripeRequest[] = [];
  const idempotent = new Map<string, string>();

  function makeSession(invoiceId: string | null, amountCents: number, extra: Partial<SessionObject> = {}): SessionObject {
    const id = randomId("cs");
    const created = seconds(new Date());
    const session: SessionObject = {
      id,
      object: "checkout.session",
      amount_total: amountCents,
      currency: "usd",
      customer_email: null,
      metadata: invoiceId ? { invoice_id: invoiceId } : {},
      mode: "payment",
      payment_intent: null,
      payment_status: "unpaid",
      status: "open",
      success_url: "http://localhost/success",
      cancel_url: "http://localhost/cancel",
      url: `https://checkout.stripe.test/c/pay/${id}`,
      created,
      expires_at: created + 24 * 60 * 60,
      ...extra,
    };
    sessions.set(id, session);
    return session;
  }

  function recordEvent(type: string, object: SessionObject | ChargeObject, { at = new Date() }: EventOptions = {}): FakeStripeEvent {
    const event: FakeStripeEvent = {
      id: randomId("evt"),
      object: "event",
      api_version: API_VERSION,
      created: seconds(at),
      // A snapshot, as Stripe's events hold the object as it was then.
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    events.push(event);
    return event;
  }

  const sessionOf = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`The fake Stripe has no session ${id}.`);
    return session;
  };
  const complete = (id: string, paymentStatus: "paid" | "unpaid") => {
    const session = sessionOf(id);
    session.status = "complete";
    session.payment_status = paymentStatus;
    session.url = null;
    session.payment_intent ??= randomId("pi");
    return session;
  };

  function handle(request: http.IncomingMessage, text: string, response: http.ServerResponse) {
    const url = new URL(request.url ?? "/", "http://fake");
    const form = new URLSearchParams(request.method === "POST" ? text : "");
    requests.push({ method: request.method ?? "", path: url.pathname, query: url.searchParams, form, headers: request.headers });
    if (!/^Bearer sk_/.test(request.headers.authorization ?? "")) return stripeError(response, 401, "Invalid API Key provided.");

    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const key = request.headers["idempotency-key"];
      const replay = typeof key === "string" ? idempotent.get(key) : undefined;
      if (replay) return ok(response, sessions.get(replay));
      const amount = Number(form.get("line_items[0][price_data][unit_amount]"));
      if (!Number.isInteger(amount) || amount <= 0) return stripeError(response, 400, "Invalid integer: unit_amount.");
      const session = makeSession(null, amount, {
        customer_email: form.get("customer_email"),
        metadata: metadataOf(form),
        success_url: form.get("success_url") ?? "",
        cancel_url: form.get("cancel_url") ?? "",
      });
      if (typeof key === "string") idempotent.set(key, session.id);
      return ok(response, session);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (request.method === "GET" && retrieve) {
      const session = sessions.get(decodeURIComponent(retrieve[1]!));
      return session ? ok(response, session) : stripeError(response, 404, `No such checkout.session: '${retrieve[1]}'`);
    }
    if (request.method === "GET" && url.pathname === "/v1/events") {
      const gte = Number(url.searchParams.get("created[gte]") ?? "0");
      const types = arrayParam(url.searchParams, "types");
      const limit = Math.min(100, Math.max(1, Number(url.searchParams.get("limit") ?? "10")));
      // Newest first, as Stripe lists them.
      let matching = [...events].reverse().filter((event) => event.created >= gte && (types.length === 0 || types.includes(event.type)));
      const after = url.searchParams.get("starting_after");
      if (after) matching = matching.slice(matching.findIndex((event) => event.id === after) + 1);
      return ok(response, { object: "list", url: "/v1/events", has_more: matching.length > limit, data: matching.slice(0, limit) });
    }
    return stripeError(response, 404, `Unrecognized request URL (${request.method}: ${url.pathname}).`);
  }

  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => handle(request, Buffer.concat(chunks).toString("utf8"), response));
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sessions,
    events,
    requests,
    openSession: (invoiceId, amountCents) => makeSession(invoiceId, amountCents),
    completePaid: (id, options) => recordEvent("checkout.session.completed", complete(id, "paid"), options),
    completeUnpaid: (id, options) => recordEvent("checkout.session.completed", complete(id, "unpaid"), options),
    succeedLater(id, options) {
      const session = complete(id, "paid");
      return recordEvent("checkout.session.async_payment_succeeded", session, options);
    },
    failLater(id, options) {
      const session = complete(id, "unpaid");
      return recordEvent("checkout.session.async_payment_failed", session, options);
    },
    expire(id, options) {
      const session = sessionOf(id);
      session.status = "expired";
      session.url = null;
      return recordEvent("checkout.session.expired", session, options);
    },
    refund(id, cents, options) {
      const session = sessionOf(id);
      if (!session.payment_intent || session.payment_status !== "paid")
        throw new Error(`The fake Stripe's session ${id} has no payment to refund.`);
      const intent = session.payment_intent;
      const charge = charges.get(intent) ?? {
        id: randomId("ch"),
        object: "charge" as const,
        amount: session.amount_total,
        amount_refunded: 0,
        currency: "usd" as const,
        payment_intent: intent,
        refunded: false,
        metadata: session.metadata,
      };
      charge.amount_refunded = Math.min(charge.amount, charge.amount_refunded + cents);
      charge.refunded = charge.amount_refunded === charge.amount;
      charges.set(intent, charge);
      return recordEvent("charge.refunded", charge, options);
    },
    recordEvent,
    reset() {
      sessions.clear();
      charges.clear();
      idempotent.clear();
      events.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A webhook delivery of `event` as Stripe sends it: the JSON body and its Stripe-Signature header. */
export function signedDelivery(event: FakeStripeEvent, secret: string, options: { timestamp?: number } = {}) {
  const body = JSON.stringify(event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: options.timestamp });
  return { body, signature };
}

/** The delivery as a Request for the route handler's exported POST. */
export function webhookRequest(delivery: { body: string; signature: string | null }, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost:3000/api/webhooks/stripe", {
    method: "POST",
    headers: {
      "content-type": "application/json; charset=utf-8",
      "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      ...(delivery.signature === null ? {} : { "stripe-signature": delivery.signature }),
      ...headers,
    },
    body: delivery.body,
  });
}

/** Test keys for the fake: any `sk_` key passes its check; the signing secret signs the deliveries. */
export const FAKE_STRIPE_KEYS = { secretKey: "sk_test_fake_online_core", webhookSecret: "whsec_test_fake_online_core" } as const;
