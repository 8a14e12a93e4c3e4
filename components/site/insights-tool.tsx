"use client";

import dynamic from "next/dynamic";
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";

import { insightsFormCopy } from "@/content/form-copy";
import { insightsBudgetOptions, insightsTimelineOptions, projectTypeOptions } from "@/content/options";
import { trackEvent } from "@/lib/analytics";
import { EMAIL_MESSAGE, INSIGHTS_REQUIRED_MESSAGE, LIMITS, looksLikeEmail, tooLongMessage } from "@/lib/leads/rules";
import type { InsightsRequestInput, InsightsResponse } from "@/lib/leads/schema";

import { invalidProps, LightField, LightInput, LightSelect, LightTextarea } from "./light-field";

/*
 * Plain React, no form or schema library (the endpoint validates everything again with the shared
 * zod schema): the form loads as the visitor scrolls towards it, and the results view and the toast
 * load when they are needed.
 */
const loadResults = () => import("./insights-results").then((m) => m.InsightsResults);
const InsightsResults = dynamic(loadResults, { ssr: false });

const FAILURE_MESSAGE = "Failed to generate insights. Please try again.";
const BUTTON =
  "inline-flex h-10 items-center justify-center justify-self-start rounded-md bg-primary px-6 text-sm font-medium text-primary-foreground shadow-xs transition-colors hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/50 outline-none disabled:pointer-events-none disabled:opacity-50";

type Field = keyof InsightsRequestInput;
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = {
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

const REQUIRED: Field[] = ["brandName", "clientName", "clientEmail", "projectRequirements"];
const MAX_LENGTH: Partial<Record<Field, number>> = {
  brandName: LIMITS.name,
  domainName: LIMITS.domain,
  clientName: LIMITS.name,
  clientEmail: LIMITS.email,
  clientPhone: LIMITS.phone,
  projectRequirements: LIMITS.requirements,
};

/** SPEC §5: an empty required field reads as one message for the form; other problems stay per field. */
export function validateInsights(values: Values): Errors {
  const errors: Errors = {};
  for (const field of REQUIRED) if (values[field].trim() === "") errors[field] = INSIGHTS_REQUIRED_MESSAGE;
  for (const [field, max] of Object.entries(MAX_LENGTH) as [Field, number][]) {
    if (!errors[field] && values[field].trim().length > max) errors[field] = tooLongMessage(max);
  }
  if (!errors.clientEmail && !looksLikeEmail(values.clientEmail)) errors.clientEmail = EMAIL_MESSAGE;
  return errors;
}

/** What the endpoint answered is shown only if it has the documented shape (as text, never HTML). */
function isInsightsResponse(data: unknown): data is InsightsResponse {
  if (typeof data !== "object" || data === null) return false;
  const { insights, pricingEstimate } = data as Record<string, unknown>;
  return typeof insights === "string" && (pricingEstimate === undefined || (typeof pricingEstimate === "object" && pricingEstimate !== null));
}

const fieldError = (message?: string) => (message && message !== INSIGHTS_REQUIRED_MESSAGE ? message : undefined);

/** SPEC §2-§5: the free AI brand-insights form and its results view. */
export function InsightsTool() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [result, setResult] = useState<{ brandName: string; response: InsightsResponse } | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const switched = useRef(false);

  // Keep the visitor's place when the view switches: the results heading, or back to the form.
  useEffect(() => {
    if (!switched.current) return;
    const target = result ? "#insights-results-heading" : "#insights-brand";
    const focus = () => container.current?.querySelector<HTMLElement>(target)?.focus({ preventScroll: true });
    focus();
    // The results view may still be loading its code: try again once it has rendered.
    const retry = window.setTimeout(focus, 300);
    container.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    return () => window.clearTimeout(retry);
  }, [result]);

  const bind = (field: Field) => ({
    id: `insights-${field}`,
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateInsights(values);
    setErrors(found);
    setFailed(false);
    const first = (Object.keys(EMPTY) as Field[]).find((field) => found[field]);
    if (first) {
      document.getElementById(first === "brandName" ? "insights-brand" : `insights-${first}`)?.focus();
      return;
    }
    setBusy(true);
    void loadResults();
    try {
      const response = await fetch("/api/functions/generate-brand-insights", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(values),
      });
      if (!response.ok) throw new Error(`generate-brand-insights answered ${response.status}`);
      const data: unknown = await response.json();
      if (!isInsightsResponse(data)) throw new Error("generate-brand-insights answered an unexpected shape");
      switched.current = true;
      setResult({ brandName: values.brandName, response: data });
      const { toast } = await import("sonner");
      toast.success("AI insights generated successfully!");
      trackEvent("ai_insights_generated", { event_category: "lead_generation", event_label: values.brandName });
    } catch (error) {
      console.error("[insights-tool]", error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const missingRequired = Object.values(errors).some((message) => message === INSIGHTS_REQUIRED_MESSAGE);
  const alert = missingRequired ? INSIGHTS_REQUIRED_MESSAGE : failed ? FAILURE_MESSAGE : null;
  const control = (field: Field) => {
    const id = field === "brandName" ? "insights-brand" : `insights-${field}`;
    return { ...bind(field), id, ...invalidProps(id, Boolean(errors[field]), fieldError(errors[field])) };
  };

  return (
    <div ref={container} className="scroll-mt-24">
      {result ? (
        <InsightsResults
          brandName={result.brandName}
          result={result.response}
          onReset={() => {
            switched.current = true;
            setResult(null);
          }}
        />
      ) : (
        <form
          onSubmit={submit}
          noValidate
          aria-label="AI brand insights"
          className="grid gap-5 rounded-2xl bg-white p-6 text-slate-900 shadow-xl sm:p-8"
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <LightField id="insights-brand" label="Brand Name" required error={fieldError(errors.brandName)}>
              <LightInput {...control("brandName")} />
            </LightField>
            <LightField id="insights-domainName" label="Website" error={fieldError(errors.domainName)}>
              <LightInput placeholder="yourbrand.com" {...control("domainName")} />
            </LightField>
            <LightField id="insights-clientName" label="Your Name" required error={fieldError(errors.clientName)}>
              <LightInput autoComplete="name" {...control("clientName")} />
            </LightField>
            <LightField id="insights-clientEmail" label="Email" required error={fieldError(errors.clientEmail)}>
              <LightInput type="email" autoComplete="email" {...control("clientEmail")} />
            </LightField>
            <LightField id="insights-clientPhone" label="Phone" error={fieldError(errors.clientPhone)}>
              <LightInput type="tel" autoComplete="tel" {...control("clientPhone")} />
            </LightField>
            <LightField id="insights-projectType" label="Project Type">
              <LightSelect options={projectTypeOptions} placeholder="Select project type" {...control("projectType")} />
            </LightField>
            <LightField id="insights-budgetRange" label="Budget Range">
              <LightSelect options={insightsBudgetOptions} placeholder="Select budget range" {...control("budgetRange")} />
            </LightField>
            <LightField id="insights-preferredTimeline" label="Preferred Timeline">
              <LightSelect options={insightsTimelineOptions} placeholder="Select timeline" {...control("preferredTimeline")} />
            </LightField>
          </div>
          <LightField id="insights-projectRequirements" label="Project Requirements" required error={fieldError(errors.projectRequirements)}>
            <LightTextarea rows={5} placeholder="Describe your goals, audience and what you need" {...control("projectRequirements")} />
          </LightField>
          {alert ? (
            <p role="alert" className="text-destructive text-sm font-medium">
              {alert}
            </p>
          ) : null}
          <button type="submit" disabled={busy} className={BUTTON}>
            {busy ? insightsFormCopy.submittingLabel : insightsFormCopy.submitLabel}
          </button>
        </form>
      )}
    </div>
  );
}
