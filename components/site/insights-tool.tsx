"use client";

import { useEffect, useRef, useState } from "react";

import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldErrors, useForm } from "react-hook-form";
import { toast } from "sonner";

import { home } from "@/content/home";
import { insightsBudgetOptions, insightsTimelineOptions, projectTypeOptions } from "@/content/options";
import { trackEvent } from "@/lib/analytics";
import {
  INSIGHTS_REQUIRED_MESSAGE,
  type InsightsRequestInput,
  insightsRequestSchema,
  type InsightsResponse,
  insightsResponseSchema,
} from "@/lib/leads/schema";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

import { errorProps, FormField, NativeSelect } from "./form-controls";
import { InsightsResults } from "./insights-results";

const FAILURE_MESSAGE = "Failed to generate insights. Please try again.";

const EMPTY: InsightsRequestInput = {
  brandName: "",
  domainName: "",
  clientName: "",
  clientEmail: "",
  clientPhone: "",
  projectRequirements: "",
  projectType: "",
  budgetRange: "",
  preferredTimeline: "",
};

/** A required field left empty reads as SPEC §5's one message; other errors (an invalid email) stay per field. */
const missingRequired = (errors: FieldErrors<InsightsRequestInput>) =>
  Object.values(errors).some((error) => error?.message === INSIGHTS_REQUIRED_MESSAGE);

const fieldError = (message?: string) => (message && message !== INSIGHTS_REQUIRED_MESSAGE ? message : undefined);

/** SPEC §2-§5: the free AI brand-insights form and its results view. */
export function InsightsTool() {
  const form = useForm<InsightsRequestInput>({ resolver: zodResolver(insightsRequestSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const [result, setResult] = useState<{ brandName: string; response: InsightsResponse } | null>(null);
  const [failed, setFailed] = useState(false);
  const container = useRef<HTMLDivElement>(null);

  // Keep the visitor's place when the view switches: results heading, or back to the form.
  useEffect(() => {
    container.current?.querySelector<HTMLElement>(result ? "#insights-results-heading" : "#insights-brand")?.focus({ preventScroll: true });
    container.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [result]);

  async function generate(values: InsightsRequestInput) {
    setFailed(false);
    try {
      const response = await fetch("/api/functions/generate-brand-insights", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(values),
      });
      if (!response.ok) throw new Error(`generate-brand-insights answered ${response.status}`);
      const parsed = insightsResponseSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error("generate-brand-insights answered an unexpected shape");
      setResult({ brandName: values.brandName, response: parsed.data });
      toast.success("AI insights generated successfully!");
      trackEvent("ai_insights_generated", { event_category: "lead_generation", event_label: values.brandName });
    } catch (error) {
      console.error("[insights-tool]", error);
      setFailed(true);
    }
  }

  const showRequired = missingRequired(errors);
  const alert = showRequired ? INSIGHTS_REQUIRED_MESSAGE : failed ? FAILURE_MESSAGE : null;

  return (
    <div ref={container} className="scroll-mt-24">
      {result ? (
        <InsightsResults brandName={result.brandName} result={result.response} onReset={() => setResult(null)} />
      ) : (
        <form onSubmit={form.handleSubmit(generate)} noValidate className="grid gap-5" aria-label="AI brand insights">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="insights-brand" label="Brand Name" required error={fieldError(errors.brandName?.message)}>
              <Input id="insights-brand" {...form.register("brandName")} aria-invalid={errors.brandName ? true : undefined} />
            </FormField>
            <FormField id="insights-domain" label="Website" error={fieldError(errors.domainName?.message)}>
              <Input id="insights-domain" placeholder="yourbrand.com" {...form.register("domainName")} />
            </FormField>
            <FormField id="insights-name" label="Your Name" required error={fieldError(errors.clientName?.message)}>
              <Input id="insights-name" autoComplete="name" {...form.register("clientName")} aria-invalid={errors.clientName ? true : undefined} />
            </FormField>
            <FormField id="insights-email" label="Email" required error={fieldError(errors.clientEmail?.message)}>
              <Input
                id="insights-email"
                type="email"
                autoComplete="email"
                {...form.register("clientEmail")}
                {...errorProps("insights-email", fieldError(errors.clientEmail?.message))}
                aria-invalid={errors.clientEmail ? true : undefined}
              />
            </FormField>
            <FormField id="insights-phone" label="Phone" error={fieldError(errors.clientPhone?.message)}>
              <Input id="insights-phone" type="tel" autoComplete="tel" {...form.register("clientPhone")} />
            </FormField>
            <FormField id="insights-type" label="Project Type">
              <NativeSelect id="insights-type" options={projectTypeOptions} placeholder="Select project type" {...form.register("projectType")} />
            </FormField>
            <FormField id="insights-budget" label="Budget Range">
              <NativeSelect id="insights-budget" options={insightsBudgetOptions} placeholder="Select budget range" {...form.register("budgetRange")} />
            </FormField>
            <FormField id="insights-timeline" label="Preferred Timeline">
              <NativeSelect
                id="insights-timeline"
                options={insightsTimelineOptions}
                placeholder="Select timeline"
                {...form.register("preferredTimeline")}
              />
            </FormField>
          </div>
          <FormField id="insights-requirements" label="Project Requirements" required error={fieldError(errors.projectRequirements?.message)}>
            <Textarea
              id="insights-requirements"
              rows={5}
              placeholder="Describe your goals, audience and what you need"
              {...form.register("projectRequirements")}
              aria-invalid={errors.projectRequirements ? true : undefined}
            />
          </FormField>
          {alert ? (
            <p role="alert" className="text-destructive text-sm font-medium">
              {alert}
            </p>
          ) : null}
          <Button type="submit" size="lg" disabled={isSubmitting} className="justify-self-start">
            {isSubmitting ? home.aiInsights.submittingLabel : home.aiInsights.submitLabel}
          </Button>
        </form>
      )}
    </div>
  );
}
