import "server-only";

import { NOT_CONFIGURED_ERROR } from "@/lib/email/deliver";
import type { Env } from "@/lib/env";

import { deliveryState, type DeliveryRow } from "./rules";
import type { WithDeliveryState } from "./types";

type WithDelivery = { delivery: DeliveryRow | null };

/**
 * A list row or the view's record with what its email's delivery reads (null when the
 * communication has no email in the outbox: not an email, no to address, or logged only).
 * "Queued" says when no mail provider is configured, seen from this server's environment or
 * from what the worker recorded (lib/email/deliver.ts NOT_CONFIGURED_ERROR).
 */
export function withDeliveryState<T extends WithDelivery>(row: T, env: Pick<Env, "RESEND_API_KEY">): WithDeliveryState<T> {
  return {
    ...row,
    deliveryState: row.delivery
      ? deliveryState(row.delivery, { providerConfigured: Boolean(env.RESEND_API_KEY), notConfiguredError: NOT_CONFIGURED_ERROR })
      : null,
  };
}
