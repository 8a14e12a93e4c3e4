import type { z } from "zod";

import { answerDecision } from "@/app/proposal/[token]/decision-route";
import { type Db, getDb } from "@/db/client";
import { type Env, postPolicy, readEnv } from "@/lib/env";
import { jsonError, readJsonPost } from "@/lib/http";
import { logger } from "@/lib/log";
import { portalViewerFromRequest } from "@/lib/portal/cookie";
import type { PortalViewer } from "@/lib/portal/sessions";
import type { PortalProposalKey } from "@/lib/proposals/acceptance";

type Context = { params: Promise<{ id: string }> };

type Decide<Input> = (db: Db, key: PortalProposalKey, input: Input, env: Env, request: Request) => Promise<{ already: boolean }>;

const keyOf = (viewer: PortalViewer, proposalId: string): PortalProposalKey => ({
  proposalId,
  clientId: viewer.clientId,
  contact: { id: viewer.contactId, name: viewer.contactName },
});

/**
 * The portal's answer to a proposal (accept, decline), posted by the same page component as the
 * proposal link's: a portal session (else 401), then JSON only and same origin. The proposal is
 * found among the viewer's client's only; the answers are the proposal page's (200, 400, 404, 409,
 * 429 past the per-address limit).
 */
export function portalDecisionRoute<Schema extends z.ZodType>(
  name: string,
  schema: Schema,
  decide: Decide<z.output<Schema>>,
  unavailable: string,
) {
  const log = logger(`portal-proposal-${name}`);
  return async function POST(request: Request, context: Context): Promise<Response> {
    const env = readEnv();
    const db = getDb();
    const viewer = await portalViewerFromRequest(request, db);
    if (!viewer) return jsonError(401, "Sign in to your client portal first.");
    const parsed = await readJsonPost(request, schema, postPolicy(env));
    if (!parsed.ok) return parsed.response;
    const key = keyOf(viewer, (await context.params).id);
    return answerDecision(db, request, env, { bucket: "portal-proposal-decision", name, unavailable, log }, () =>
      decide(db, key, parsed.data, env, request),
    );
  };
}
