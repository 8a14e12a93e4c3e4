import { randomBytes } from "node:crypto";
import http from "node:http";

import { CLIENT_ADDRESS_PROOF_HEADER, setClientAddressProof } from "@/lib/http";

/**
 * Next.js (16.x, base-server.js) fills X-Forwarded-For with the socket address only when the
 * request has none (`??=`): a client that sends its own header chooses the address route handlers
 * see, and so its rate-limit key. Without TRUST_PROXY there is no proxy to vouch for that header,
 * so before Next sees a request we replace it with the socket's address (and drop X-Real-IP), and
 * mark the request with a secret made here (CLIENT_ADDRESS_PROOF_HEADER).
 *
 * Installed from instrumentation.ts (lib/server/start.ts), which Next.js runs after its server is
 * already listening: a request that arrived before this ran carries no mark, and lib/http's
 * clientIp then gives it the one shared UNVERIFIED_CLIENT key instead of any address it sent.
 * Returns a function that removes the guard.
 */
const INSTALLED = Symbol.for("summit.clientAddressGuard");

type GuardedServer = typeof http.Server.prototype & { [INSTALLED]?: true };

export function guardClientAddress(): () => void {
  const proto = http.Server.prototype as GuardedServer;
  if (proto[INSTALLED]) return () => undefined;
  const originalEmit = proto.emit;
  const proof = randomBytes(24).toString("base64url");
  proto[INSTALLED] = true;
  setClientAddressProof(proof);
  proto.emit = function emit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const request = args[0] as http.IncomingMessage;
      // A dual-stack server sees IPv4 clients as ::ffff:a.b.c.d; one client, one key, one way to read it.
      const address = request.socket?.remoteAddress?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
      if (address) request.headers["x-forwarded-for"] = address;
      else delete request.headers["x-forwarded-for"];
      delete request.headers["x-real-ip"];
      request.headers[CLIENT_ADDRESS_PROOF_HEADER] = proof;
    }
    return (originalEmit as (event: string | symbol, ...rest: unknown[]) => boolean).call(this, event, ...args);
  } as typeof proto.emit;
  return () => {
    proto.emit = originalEmit;
    delete proto[INSTALLED];
    setClientAddressProof(undefined);
  };
}
