/**
 * The production HTTP server (`npm start`, `npm run demo`, the end-to-end tests): Next.js's own
 * request handler behind lib/server/compressed-responses, which compresses each prerendered page
 * once instead of on every request, and lib/server/scripts-after-first-paint, which has the public
 * pages load their scripts once they are on screen. Listens on PORT (default 3000) on every
 * interface, as `next start` does.
 */
import { createServer } from "node:http";

import { compressResponses } from "@/lib/server/compressed-responses";
import { scriptsAfterFirstPaint } from "@/lib/server/scripts-after-first-paint";

// What `next start` sets before Next.js loads: React and the server's dependencies read NODE_ENV
// once, when they are first imported, to pick their production builds.
Object.assign(process.env, { NODE_ENV: "production", NEXT_RUNTIME: "nodejs" });
const { default: next } = await import("next");

const port = Number(process.env.PORT || 3000);
const app = next({ dev: false, port });
await app.prepare();

const server = createServer(compressResponses(scriptsAfterFirstPaint(app.getRequestHandler())));
server.listen(port, () => console.log(`Ready on http://localhost:${port}`));

const stop = () => {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5_000).unref();
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
