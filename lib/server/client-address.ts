import http from "node:http";

/**
 * Next.js (16.x, base-server.js) fills X-Forwarded-For with the socket address only when the
 * request has none (`??=`): a client that sends its own header chooses the address route handlers
 * see, and so its rate-limit key. Without TRUST_PROXY there is no proxy to vouch for that header,
 * so before Next sees a request we replace it with the socket's address (and drop X-Real-IP).
 * Installed once per process from lib/server/start.ts; returns a function that removes it.
 */
const INSTALLED = Symbol.for("summit.clientAddressGuard");

type GuardedServer = typeof http.Server.prototype & { [INSTALLED]?: true };

export function guardClientAddress(): () => void {
  const proto = http.Server.prototype as GuardedServer;
  if (proto[INSTALLED]) return () => undefined;
  const originalEmit = proto.emit;
  proto[INSTALLED] = true;
  proto.emit = function emit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const request = args[0] as http.IncomingMessage;
      const address = request.socket?.remoteAddress;
      if (address) request.headers["x-forwarded-for"] = address;
      else delete request.headers["x-forwarded-for"];
      delete request.headers["x-real-ip"];
    }
    return (originalEmit as (event: string | symbol, ...rest: unknown[]) => boolean).call(this, event, ...args);
  } as typeof proto.emit;
  return () => {
    proto.emit = originalEmit;
    delete proto[INSTALLED];
  };
}
