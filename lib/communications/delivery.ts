import "server-only";

import type { Env } from "@/lib/env";
import { NOT_CONFIGURED_ERROR } from "@/lib/mail/deliver";

import { deliveryState, type DeliveryRow } from "./rules";
import type { WithDeliveryState } from "./types";

type WithDelivery = { delivery: DeliveryRow | null };

/**
 * A row with its email's delivery state (null without an outbox mail). "Queued" says no mail provider
 * is configured, as seen here or as the worker recorded (lib/mail/deliver.ts NOT_CONFIGURED_ERROR).
 */
export function withDeliveryState<T extends WithDelivery>(row: T, env: Pick<Env, "RESEND_API_KEY">): WithDeliveryState<T> {
  return {
    ...row,
    deliveryState: row.delivery
      ? deliveryState(row.delivery, { providerConfigured: Boolean(env.RESEND_API_KEY), notConfiguredError: NOT_CONFIGURED_ERROR })
      : null,
  };
}
