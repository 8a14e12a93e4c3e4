"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";
import { removeStripeKeysAction, saveStripeKeysAction } from "@/lib/billing/online/keys-actions";
import { stripeKeysSchemaFor, type OnlinePaymentSetup } from "@/lib/billing/settings/schema";

import { ConfirmDialog } from "../../dialogs/confirm-dialog";
import { TextField } from "../../forms/text-field";
import { useActionForm } from "../../forms/use-action-form";
import { useSettledAction } from "../../forms/use-settled-action";

const EMPTY = { secretKey: "", webhookSecret: "" };

/** The keys' form: password inputs the browser neither fills nor keeps; an empty field keeps the saved key. */
function StripeKeysForm({ setup }: { setup: OnlinePaymentSetup }) {
  const saved = { secretKey: setup.secretKey !== null, webhookSecret: setup.webhookSecret !== null };
  const { field, form, submit, pending } = useActionForm(saveStripeKeysAction, stripeKeysSchemaFor(saved), {
    defaultValues: EMPTY,
    messages: { success: "Stripe keys saved.", failure: "Failed to save the Stripe keys.", log: "billing.stripe-keys" },
    // The fields are emptied at once: a key stays on the page no longer than it takes to save it.
    onSuccess: () => form.reset(EMPTY),
  });
  const keep = "Leave empty to keep the saved one.";
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Stripe keys">
      <TextField
        id="stripe-secret-key"
        label="Stripe secret key"
        hint={saved.secretKey ? keep : "sk_live_... or a restricted key rk_live_..."}
        type="password"
        autoComplete="off"
        spellCheck={false}
        {...field("secretKey")}
      />
      <TextField
        id="stripe-webhook-secret"
        label="Webhook signing secret"
        hint={saved.webhookSecret ? keep : "whsec_..., shown on the webhook endpoint in Stripe"}
        type="password"
        autoComplete="off"
        spellCheck={false}
        {...field("webhookSecret")}
      />
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : "Save Keys"}
        </Button>
      </div>
    </form>
  );
}

function WebhookSetup({ setup }: { setup: OnlinePaymentSetup }) {
  return (
    <div className="space-y-1 text-sm">
      <p>
        In Stripe (Developers, Webhooks), add an endpoint at <code className="break-all">{setup.webhookUrl}</code> with these events:
      </p>
      <ul className="list-disc pl-5">
        {setup.events.map((event) => (
          <li key={event}>
            <code>{event}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Billing Settings' 'Online payment' card: the Stripe keys masked, replaced or removed, or, when
 * the environment sets them, only where they come from; and the webhook to set up in Stripe.
 */
export function OnlinePaymentCard({ setup }: { setup: OnlinePaymentSetup }) {
  const [removing, setRemoving] = useState(false);
  const remove = useSettledAction(
    removeStripeKeysAction,
    { success: "Stripe keys removed.", failure: "Failed to remove the Stripe keys.", log: "billing.stripe-keys.remove" },
    () => setRemoving(false),
  );
  return (
    <section aria-labelledby="online-payment-heading" className="space-y-4 rounded-lg border p-4">
      <div className="space-y-1">
        <h3 id="online-payment-heading" className="text-base font-semibold">
          Online payment
        </h3>
        <p className="text-muted-foreground text-sm">
          With Stripe keys, the client&apos;s invoice page offers &lsquo;Pay by card&rsquo; through Stripe Checkout, and each payment is
          recorded on the invoice once.
        </p>
      </div>
      {setup.source ? (
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Stripe secret key</dt>
            <dd className="font-mono">{setup.secretKey}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Webhook signing secret</dt>
            <dd className="font-mono">{setup.webhookSecret ?? "Not set"}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm">
          {setup.testPayments
            ? "No Stripe keys: the built-in test payments (TEST_PAYMENTS) take card payments on the client's page, and no card is charged."
            : "Not set up: clients see no card payment on their invoices."}
        </p>
      )}
      {setup.source === "environment" ? (
        <p className="text-sm">
          These keys come from the server&apos;s environment (<code>STRIPE_SECRET_KEY</code>, <code>STRIPE_WEBHOOK_SECRET</code>): change
          them there.
        </p>
      ) : (
        <>
          {/* Remounted when the saved keys change, so its rules follow what is saved now. */}
          <StripeKeysForm key={`${setup.secretKey}|${setup.webhookSecret}`} setup={setup} />
          {setup.source === "settings" ? (
            <div className="flex justify-end">
              <Button type="button" variant="outline" className="text-destructive" onClick={() => setRemoving(true)}>
                Remove keys
              </Button>
            </div>
          ) : null}
        </>
      )}
      <WebhookSetup setup={setup} />
      <ConfirmDialog
        open={removing}
        onClose={() => setRemoving(false)}
        title="Remove the Stripe keys?"
        description="Clients can no longer pay invoices by card until keys are saved again. Payments already recorded stay."
        busy={remove.pending}
        confirmLabel="Remove Keys"
        busyLabel="Removing..."
        onConfirm={() => void remove.run(undefined)}
      />
    </section>
  );
}
