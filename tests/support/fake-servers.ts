import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Fakes of the two outside services on loopback (node:http), switched between behaviours by
 * tests: an OpenAI-compatible chat completions API and the Resend email API.
 */

export type FakeServer<Mode extends string> = {
  url: string;
  mode: Mode;
  requests: { path: string; body: unknown; headers: http.IncomingHttpHeaders }[];
  close(): Promise<void>;
};

async function startFake<Mode extends string>(
  initial: Mode,
  handle: (fake: FakeServer<Mode>, request: http.IncomingMessage, body: unknown, response: http.ServerResponse) => void,
): Promise<FakeServer<Mode>> {
  const sockets = new Set<import("node:net").Socket>();
  const fake = { url: "", mode: initial, requests: [], close: async () => undefined } as FakeServer<Mode>;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // keep the raw text
      }
      fake.requests.push({ path: request.url ?? "", body, headers: request.headers });
      handle(fake, request, body, response);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return fake;
}

const json = (response: http.ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
};

export type OpenAiMode = "ok" | "error" | "timeout" | "malformed" | "wrong-shape";

export const VALID_MODEL_OUTPUT = {
  insights:
    "## Brand Analysis\nAcme is strong.\n\n## Market Opportunities\n- Local SEO\n\n## Digital Strategy\n1. Build\n\n## Recommended Next Steps\n- Call us",
  pricingEstimate: {
    costBreakdown: [{ service: "Website", price: "$10,000 - $20,000" }],
    totalRange: "$10,000 - $20,000",
    timeline: { phases: [{ phase: "Build", duration: "6 weeks" }], total: "6 weeks" },
    notes: "Model estimate.",
  },
};

/** What the fake answers a plain chat completion (an AI draft, no response_format) in "ok" mode. */
export const FAKE_DRAFT =
  "Hi Jordan,\n\nThank you for your time today. The proposal follows on Friday.\n\nBest regards,\nDana\nSummit Digital";

/**
 * POST /chat/completions, answering like OpenAI: structured output (the insights) in
 * message.content when the request asks for a json_schema, else the plain-text FAKE_DRAFT.
 */
export function startFakeOpenAi(initial: OpenAiMode = "ok") {
  return startFake<OpenAiMode>(initial, (fake, request, body, response) => {
    if (!request.url?.endsWith("/chat/completions")) return json(response, 404, { error: { message: "not found" } });
    const answer = (content: string) =>
      json(response, 200, {
        id: "chatcmpl-fake",
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: "fake-model",
        choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content, refusal: null } }],
      });
    switch (fake.mode) {
      case "ok": {
        const structured = typeof body === "object" && body !== null && "response_format" in body;
        return answer(structured ? JSON.stringify(VALID_MODEL_OUTPUT) : FAKE_DRAFT);
      }
      case "malformed":
        return answer("Sure! Here are your insights: {not json");
      case "wrong-shape":
        return answer(JSON.stringify({ text: "no insights field" }));
      case "error":
        return json(response, 500, { error: { message: "The server had an error", type: "server_error" } });
      case "timeout":
        return; // never answers; the client's timeout must fire
    }
  });
}

export type ResendMode = "ok" | "down" | "reject" | "unverified-domain" | "restricted-key";

/**
 * POST /emails, answering like Resend: { id } or { statusCode, message, name }. With `apiKey`, a
 * request carrying another key is refused with 401, as Resend refuses a bad key. `accepted` lists
 * the idempotency keys of the mails it accepted, in order.
 */
export async function startFakeResend(initial: ResendMode = "ok", { apiKey }: { apiKey?: string } = {}) {
  let counter = 0;
  const accepted: string[] = [];
  const fake = await startFake<ResendMode>(initial, (fake, request, _body, response) => {
    if (request.url !== "/emails") return json(response, 404, { statusCode: 404, message: "not found", name: "not_found" });
    if (apiKey && request.headers.authorization !== `Bearer ${apiKey}`) {
      return json(response, 401, { statusCode: 401, message: "API key is invalid", name: "validation_error" });
    }
    switch (fake.mode) {
      case "ok":
        counter += 1;
        accepted.push(String(request.headers["idempotency-key"]));
        return json(response, 200, { id: `fake-email-${counter}` });
      case "down":
        return json(response, 503, { statusCode: 503, message: "Service unavailable", name: "internal_server_error" });
      case "reject":
        return json(response, 400, { statusCode: 400, message: "Invalid `to` field.", name: "validation_error" });
      case "unverified-domain":
        return json(response, 422, { statusCode: 422, message: "The summit.test domain is not verified.", name: "validation_error" });
      case "restricted-key":
        return json(response, 403, {
          statusCode: 403,
          message: "This API key is restricted to only send emails.",
          name: "restricted_api_key",
        });
    }
  });
  return Object.assign(fake, { accepted });
}
