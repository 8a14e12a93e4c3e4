"use client";

import { useEffect, useState } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";

import type { InvoiceFormValues } from "@/lib/billing/invoices/schema";
import { listClientProjectsAction } from "@/lib/clients/actions";
import type { ClientOption, ClientProjectOption } from "@/lib/clients/types";

import { ClientPicker } from "../../clients/client-picker";
import { SelectField } from "../../forms/select-field";

type ProjectChoices = { clientId: string; projects: ClientProjectOption[] | "failed" };

/** The chosen client's projects, asked again whenever the client changes. */
function useClientProjects(clientId: string): ClientProjectOption[] | "loading" | "failed" {
  const [loaded, setLoaded] = useState<ProjectChoices | null>(null);
  useEffect(() => {
    if (!clientId) return;
    let current = true;
    listClientProjectsAction({ clientId }).then(
      (result) => current && setLoaded({ clientId, projects: result?.data ?? "failed" }),
      (reason: unknown) => {
        console.error("[invoices.client-projects]", reason);
        if (current) setLoaded({ clientId, projects: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, [clientId]);
  if (!clientId) return [];
  return loaded?.clientId === clientId ? loaded.projects : "loading";
}

/**
 * The invoice's client (the picker) and, optionally, one of its projects. Choosing a client fills
 * the bill-to from it; the bill-to stays editable, and is what the invoice keeps.
 */
export function InvoiceClientFields({
  form,
  initialClient,
}: {
  form: UseFormReturn<InvoiceFormValues>;
  initialClient: ClientOption | null;
}) {
  const [client, setClient] = useState(initialClient);
  const clientId = useWatch({ control: form.control, name: "clientId" });
  const projects = useClientProjects(clientId);
  const { errors } = form.formState;
  const loaded = Array.isArray(projects);
  useEffect(() => {
    // The select drew before its options came: show the stored project now that it is listed.
    if (loaded) form.setValue("projectId", form.getValues("projectId"));
  }, [loaded, form]);

  const choose = (next: ClientOption) => {
    setClient(next);
    const options = { shouldValidate: true, shouldDirty: true } as const;
    form.setValue("clientId", next.id, options);
    form.setValue("projectId", "", options);
    form.setValue("clientName", next.label, options);
    form.setValue("clientEmail", next.billingEmail, options);
    form.setValue("clientAddress", next.billingAddress, { shouldDirty: true });
  };

  const projectOptions = [
    {
      value: "",
      label: projects === "loading" ? "Loading projects..." : projects === "failed" ? "Projects could not be loaded" : "No project",
    },
    ...(Array.isArray(projects) ? projects.map((project) => ({ value: project.id, label: project.title })) : []),
  ];

  return (
    <>
      <ClientPicker id="invoice-client" value={client} onChange={choose} error={errors.clientId?.message} />
      <SelectField
        id="invoice-project"
        label="Project"
        hint={clientId ? undefined : "Choose a client first."}
        options={projectOptions}
        disabled={!clientId || !loaded}
        error={errors.projectId?.message}
        {...form.register("projectId")}
      />
    </>
  );
}
