"use client";

import { useEffect, useState } from "react";

import type { ConversionClientPlan } from "@/lib/clients/types";
import { convertLeadToProjectAction, getConversionClientAction } from "@/lib/leads/actions";
import type { LeadListRow } from "@/lib/leads/types";
import { conversionStatusOptions, leadConversionSchema, type LeadConversionFormValues } from "@/lib/projects/schema";

import { budgetLabel, serviceLabel } from "./lead-display";
import { DetailField } from "../dialogs/details-dialog";
import { FormDialog, type DialogProps } from "../dialogs/form-dialog";
import { SelectField } from "../forms/select-field";
import { TextField } from "../forms/text-field";
import { TextareaField } from "../forms/textarea-field";
import { useActionForm } from "../forms/use-action-form";
import { PricingFields } from "../projects/pricing-fields";

/** SPEC §9 conversion defaults: planning, hourly rate 150, estimated hours 0, fixed price 0. */
const toFormValues = (lead: LeadListRow): LeadConversionFormValues => ({
  leadId: lead.id,
  title: "",
  status: "planning",
  clientName: "",
  description: "",
  startDate: "",
  endDate: "",
  fixedPrice: 0,
  hourlyRate: 150,
  estimatedHours: 0,
  services: "",
  deliverables: "",
  notes: "",
});

type Props = DialogProps & { lead: LeadListRow };

type ClientPlan = ConversionClientPlan | "failed" | null;

/** Whether the project will go to an existing client (same email) or to one made from the lead; null while asked. */
function useConversionClientPlan(leadId: string): ClientPlan {
  const [plan, setPlan] = useState<ClientPlan>(null);
  useEffect(() => {
    let current = true;
    getConversionClientAction({ id: leadId }).then(
      (result) => current && setPlan(result?.data ?? "failed"),
      (reason: unknown) => {
        console.error("[leads.convert.client]", reason);
        if (current) setPlan("failed");
      },
    );
    return () => {
      current = false;
    };
  }, [leadId]);
  return plan;
}

/** Says, before submit, what happens about the client. */
function ConversionClientLine({ plan }: { plan: ClientPlan }) {
  const text =
    plan === null
      ? "Looking for this lead's client..."
      : plan === "failed"
        ? "The client is found or made from the lead's email when you convert."
        : plan.existing
          ? `Links to existing client ${plan.name}`
          : `Creates client ${plan.name}`;
  return (
    <p role="status" className="mt-2 text-sm text-slate-700">
      {text}
    </p>
  );
}

/** SPEC §2 convert dialog: the lead's facts first, then the project form. */
export function LeadConvertDialog({ lead, ...dialog }: Props) {
  const actionForm = useActionForm(convertLeadToProjectAction, leadConversionSchema, {
    defaultValues: toFormValues(lead),
    messages: {
      success: (data) => `Lead converted to project: ${data?.title ?? ""}`,
      failure: "Failed to convert lead to project.",
      log: "leads.convert",
    },
    onSuccess: dialog.onClose,
  });
  const { field } = actionForm;
  const plan = useConversionClientPlan(lead.id);
  const known = plan !== null && plan !== "failed" ? plan : null;
  const linksExisting = known?.existing === true;

  return (
    <FormDialog
      {...dialog}
      title="Convert Lead to Project"
      description="Create a project from this lead. The lead is marked won."
      intro={
        <section aria-label="Lead summary">
          <dl className="grid gap-2 rounded-md bg-slate-50 p-3 text-sm sm:grid-cols-2">
            <DetailField label="Name">{lead.name}</DetailField>
            <DetailField label="Email">{lead.email}</DetailField>
            <DetailField label="Service">{serviceLabel(lead.service)}</DetailField>
            <DetailField label="Budget">{budgetLabel(lead.budget)}</DetailField>
          </dl>
          <ConversionClientLine plan={plan} />
        </section>
      }
      form={actionForm}
      submitLabel="Convert to Project"
      busyLabel="Converting..."
    >
      <div className="sm:col-span-2">
        <TextField id="convert-title" label="Project Title" {...field("title")} />
      </div>
      <SelectField id="convert-status" label="Initial Status" options={conversionStatusOptions} {...field("status")} />
      <TextField
        id="convert-client-name"
        label="Client Name"
        placeholder={known && !known.existing ? known.name : undefined}
        hint={linksExisting ? "The lead's email already has a client." : "Blank names the new client after the lead."}
        {...field("clientName")}
        disabled={linksExisting}
      />
      <TextareaField id="convert-description" label="Description" className="sm:col-span-2" {...field("description")} />
      <TextField id="convert-start-date" label="Start Date" type="date" {...field("startDate")} />
      <TextField id="convert-end-date" label="End Date" type="date" {...field("endDate")} />
      <PricingFields field={field} idPrefix="convert" fixedPriceHint="0 uses the lead's budget" />
      <div className="hidden sm:block" />
      <TextField id="convert-services" label="Services" hint="Comma separated" {...field("services")} />
      <TextField id="convert-deliverables" label="Deliverables" hint="Comma separated" {...field("deliverables")} />
      <TextareaField id="convert-notes" label="Notes" className="sm:col-span-2" {...field("notes")} />
    </FormDialog>
  );
}
