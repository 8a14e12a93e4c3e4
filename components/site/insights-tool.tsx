"use client";

import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from "react";

import { insightsFormCopy } from "@/content/form-copy";
import type { InsightsFormOptions } from "@/content/options";
import { trackEvent } from "@/lib/analytics";
import { INSIGHTS_REQUIRED_MESSAGE, type InsightsField, insightsFields, validateInsights } from "@/lib/intake/rules";
import type { InsightsResponse } from "@/lib/intake/schema";

import { notify, postLead, useLeadForm } from "./lead-form";
import { invalidProps, LightField, LightInput, LightSelect, LightTextarea } from "./light-field";

// The results view loads when it is needed; the form starts fetching it as soon as it is sent.
const loadResults = () => import("./insights-results").then((m) => ({ default: m.InsightsResults }));
const InsightsResults = lazy(loadResults);

const FAILURE_MESSAGE = "Failed to generate insights. Please try again.";

/** What the endpoint answered is shown only if it has the documented shape (as text, never HTML). */
function isInsightsResponse(data: unknown): data is InsightsResponse {
  if (typeof data !== "object" || data === null) return false;
  const { insights, pricingEstimate } = data as Record<string, unknown>;
  return (
    typeof insights === "string" && (pricingEstimate === undefined || (typeof pricingEstimate === "object" && pricingEstimate !== null))
  );
}

/** Under a field, only its own problems: the missing-fields message is said once, for the form. */
const fieldError = (message?: string) => (message && message !== INSIGHTS_REQUIRED_MESSAGE ? message : undefined);

/** SPEC §2-§5: the free AI brand-insights form and its results view; the page hands it the choices. */
export function InsightsTool({ options }: { options: InsightsFormOptions }) {
  const { errors, busy, setBusy, ready, read, onInput } = useLeadForm(insightsFields, validateInsights);
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailed(false);
    const values = read(event.currentTarget);
    if (!values) return;
    setBusy(true);
    void loadResults();
    try {
      const data = await postLead("/api/functions/generate-brand-insights", values);
      if (!isInsightsResponse(data)) throw new Error("generate-brand-insights answered an unexpected shape");
      switched.current = true;
      setResult({ brandName: values.brandName, response: data });
      void notify("success", "AI insights generated successfully!");
      trackEvent("ai_insights_generated", { event_category: "lead_generation", event_label: values.brandName });
    } catch (error) {
      console.error("[insights-tool]", error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  const missingRequired = Object.values(errors).includes(INSIGHTS_REQUIRED_MESSAGE);
  const alert = missingRequired ? INSIGHTS_REQUIRED_MESSAGE : failed ? FAILURE_MESSAGE : null;
  const control = (field: InsightsField) => {
    const id = field === "brandName" ? "insights-brand" : `insights-${field}`;
    return { id, name: field, ...invalidProps(id, Boolean(errors[field]), fieldError(errors[field])) };
  };

  return (
    <div ref={container} className="scroll-mt-24">
      {result ? (
        <Suspense fallback={null}>
          <InsightsResults
            brandName={result.brandName}
            result={result.response}
            onReset={() => {
              switched.current = true;
              setResult(null);
            }}
          />
        </Suspense>
      ) : null}
      {/* Hidden, not unmounted, while the results show: 'Analyze Another Brand' finds the values kept. */}
      <form
        onSubmit={submit}
        onInput={onInput}
        noValidate
        hidden={result !== null}
        aria-label="AI brand insights"
        className="insights-form"
      >
        <div className="form-grid">
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
            <LightSelect options={options.projectTypes} placeholder="Select project type" {...control("projectType")} />
          </LightField>
          <LightField id="insights-budgetRange" label="Budget Range">
            <LightSelect options={options.budgets} placeholder="Select budget range" {...control("budgetRange")} />
          </LightField>
          <LightField id="insights-preferredTimeline" label="Preferred Timeline">
            <LightSelect options={options.timelines} placeholder="Select timeline" {...control("preferredTimeline")} />
          </LightField>
        </div>
        <LightField id="insights-projectRequirements" label="Project Requirements" required error={fieldError(errors.projectRequirements)}>
          <LightTextarea rows={5} placeholder="Describe your goals, audience and what you need" {...control("projectRequirements")} />
        </LightField>
        {alert ? (
          <p role="alert" className="form-alert">
            {alert}
          </p>
        ) : null}
        <button type="submit" disabled={!ready} className="btn-submit">
          {busy ? insightsFormCopy.submittingLabel : insightsFormCopy.submitLabel}
        </button>
      </form>
    </div>
  );
}
