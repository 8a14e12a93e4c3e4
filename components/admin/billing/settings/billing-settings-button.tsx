"use client";

import { updateBillingSettingsAction } from "@/lib/billing/settings/actions";
import { billingSettingsSchema, settingsFormValues, type OnlinePaymentSetup } from "@/lib/billing/settings/schema";
import type { BillingSettings } from "@/lib/billing/types";
import { numberOrNull, requiredNumber } from "@/lib/forms/values";

import { OnlinePaymentCard } from "./online-payment-card";
import { FormDialog, type DialogProps } from "../../dialogs/form-dialog";
import { CheckboxField } from "../../forms/checkbox-field";
import { NewItemButton } from "../../forms/new-item-button";
import { TextField } from "../../forms/text-field";
import { useActionForm } from "../../forms/use-action-form";

type SettingsProps = { settings: BillingSettings; onlinePayment: OnlinePaymentSetup };

type DayField = "firstReminder" | "secondReminder" | "thirdReminder" | "paymentTermsDays" | "proposalValidDays" | "proposalReminderDays";
type DayOptions = { min?: number; max?: number; hint?: string; blankIsNone?: boolean };

function BillingSettingsDialog({ settings, onlinePayment, ...dialog }: DialogProps & SettingsProps) {
  const actionForm = useActionForm(updateBillingSettingsAction, billingSettingsSchema, {
    defaultValues: settingsFormValues(settings),
    mode: "onTouched",
    messages: { success: "Billing settings saved.", failure: "Failed to save billing settings.", log: "invoices.settings" },
    onSuccess: dialog.onClose,
  });
  const { field, form } = actionForm;
  /** A whole number of days from `min` to `max`; blank is an error unless `blankIsNone`. */
  const days = (name: DayField, label: string, { min = 1, max = 365, hint, blankIsNone = false }: DayOptions = {}) => (
    <TextField
      id={`settings-${name}`}
      label={label}
      hint={hint}
      type="number"
      min={min}
      max={max}
      step={1}
      inputMode="numeric"
      {...field(name, { setValueAs: blankIsNone ? numberOrNull : requiredNumber })}
    />
  );
  return (
    <FormDialog
      {...dialog}
      title="Billing Settings"
      description="Payment reminders go to the client by email, each at most once per invoice, from 8:00 agency time. Never for paid or cancelled invoices, nor for one whose reminders are turned off. A new invoice's due date and a new proposal start from the settings below."
      form={actionForm}
      submitLabel="Save Settings"
      busyLabel="Saving..."
      outro={<OnlinePaymentCard setup={onlinePayment} />}
    >
      <CheckboxField
        control={form.control}
        name="remindersEnabled"
        id="settings-reminders-enabled"
        label="Send payment reminders"
        className="sm:col-span-2"
      />
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">Days after the due date</legend>
        {days("firstReminder", "First reminder")}
        {days("secondReminder", "Second reminder")}
        {days("thirdReminder", "Third reminder")}
      </fieldset>
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">Invoices</legend>
        {days("paymentTermsDays", "New invoices are due", {
          min: 0,
          hint: "days after the issue date (0: on receipt; blank: no default)",
          blankIsNone: true,
        })}
      </fieldset>
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium">Proposals</legend>
        {days("proposalValidDays", "Proposals are valid for", { hint: "days after they are created" })}
        <TextField
          id="settings-proposal-deposit"
          label="Deposit"
          hint="percent of the accepted total"
          type="number"
          min={0}
          max={100}
          step={0.01}
          inputMode="decimal"
          {...field("proposalDepositPercent", { setValueAs: requiredNumber })}
        />
        {days("proposalReminderDays", "Remind the client", { min: 0, max: 60, hint: "days before a proposal expires" })}
      </fieldset>
    </FormDialog>
  );
}

/** The Billing section's settings (payment reminders, payment terms, proposal defaults, online payment's keys), stored in the database. */
export function BillingSettingsButton({ settings, onlinePayment }: SettingsProps) {
  return (
    <NewItemButton
      label="Billing Settings"
      icon="settings"
      variant="outline"
      dialog={(props) => <BillingSettingsDialog {...props} settings={settings} onlinePayment={onlinePayment} />}
    />
  );
}
