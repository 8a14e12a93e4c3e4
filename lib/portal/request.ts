import type { Env } from "@/lib/env";
import { clientAddress, UNKNOWN_ADDRESS } from "@/lib/http/client-address";

/** What a portal session records of the browser that opened it: its user agent and address (none when unknown). */
export function requestFacts(request: Request, env: Pick<Env, "TRUST_PROXY">) {
  const address = clientAddress(request.headers, env.TRUST_PROXY);
  return { userAgent: request.headers.get("user-agent"), ip: address === UNKNOWN_ADDRESS ? null : address };
}

/** 303: the browser follows with a GET, whatever the form's method. */
export const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
