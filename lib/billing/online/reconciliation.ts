import { and, asc, eq, gt, inArray, isNotNull } from "drizzle-orm";

import type { Db } from "@/db/client";
import { invoices, paymentProviderEvents } from "@/db/schema";
import { readEnv } from "@/lib/env";

import { applyProviderEvent, type FulfilmentEnv, type FulfilmentOutcome } from "./fulfilment";
import type { PaymentProvider } from "./provider";

/*
 * The safety net under the webhook: the provider's events of the last days, and every one we never
 * applied (our server was down, the webhook was misconfigured, a refund came before its payment)
 * applied now, through the same fulfilment. No "server-only" marker: the job worker runs it.
 */

/** How far back each run asks: Stripe retries a webhook for three days, so nothing older is still moving. */
export const RECONCILIATION_WINDOW_DAYS = 3;

export type ReconciliationRun = {
  /** The events the provider listed for the window. */
  listed: number;
  /** The ones this run applied (they were not in payment_provider_events). */
  applied: number;
  /** Of those, by outcome. */
  outcomes: Partial<Record<FulfilmentOutcome, number>>;
};

/**
 * Applies every event of the last RECONCILIATION_WINDOW_DAYS not applied yet, oldest first (so a
 * refund follows its payment), each with source 'reconciliation' and its own audit entry. An event
 * the webhook brings meanwhile is a 'duplicate' here and changes nothing.
 */
export async function reconcileOnlinePayments(
  db: Db,
  provider: PaymentProvider,
  now: Date = new Date(),
  env: FulfilmentEnv = readEnv(),
): Promise<ReconciliationRun> {
  const since = new Date(now.getTime() - RECONCILIATION_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const events = await provider.listEventsSince(since);
  const run: ReconciliationRun = { listed: events.length, applied: 0, outcomes: {} };
  if (events.length === 0) return run;

  const known = new Set(
    (
      await db
        .select({ id: paymentProviderEvents.id })
        .from(paymentProviderEvents)
        .where(
          inArray(
            paymentProviderEvents.id,
            events.map((event) => event.id),
          ),
        )
    ).map((row) => row.id),
  );
  for (const event of events) {
    if (known.has(event.id)) continue;
    const outcome = await applyProviderEvent(db, event, "reconciliation", env);
    if (outcome === "duplicate") continue;
    // A refund still before its payment is not applied: counted, and tried again next run.
    if (outcome !== "deferred") run.applied += 1;
    run.outcomes[outcome] = (run.outcomes[outcome] ?? 0) + 1;
  }
  return run;
}

export type ReconciledEvent = { invoiceNumber: string; type: string; outcome: string; appliedAt: Date };

/** What the reconciliation applied after `since` to an invoice, oldest first: the daily digest lists it. */
export async function reconciledSince(db: Db, since: Date): Promise<ReconciledEvent[]> {
  const rows = await db
    .select({
      invoiceNumber: invoices.invoiceNumber,
      type: paymentProviderEvents.type,
      outcome: paymentProviderEvents.outcome,
      appliedAt: paymentProviderEvents.createdAt,
    })
    .from(paymentProviderEvents)
    .innerJoin(invoices, eq(invoices.id, paymentProviderEvents.invoiceId))
    .where(
      and(
        eq(paymentProviderEvents.source, "reconciliation"),
        gt(paymentProviderEvents.createdAt, since),
        isNotNull(paymentProviderEvents.invoiceId),
      ),
    )
    .orderBy(asc(paymentProviderEvents.createdAt));
  return rows;
}
