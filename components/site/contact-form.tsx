"use client";

import { type FormEvent, useRef } from "react";

import { contactFormCopy } from "@/content/form-copy";
import type { ContactFormOptions } from "@/content/options";
import { trackEvent } from "@/lib/analytics";
import { type ContactField, contactFields, validateContact } from "@/lib/intake/rules";

import { notify, postLead, useLeadForm } from "./lead-form";
import { invalidProps, LightField, LightInput, LightSelect, LightTextarea } from "./light-field";

/** SPEC §2/§3/§8: the contact form of the shared contact section; the page hands it the choices. */
export function ContactForm({ options }: { options: ContactFormOptions }) {
  const { errors, busy, setBusy, ready, read, onInput } = useLeadForm(contactFields, validateContact);
  // SPEC §4: the time the form was shown, sent as an anti-bot signal: the page's navigation start,
  // then the moment it was cleared for another message.
  const shownAt = useRef<number | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = read(form);
    if (!values) return;
    const data = new FormData(form);
    setBusy(true);
    trackEvent("conversion_event_contact", { event_category: "lead_generation", event_label: values.service });
    try {
      await postLead("/api/functions/send-contact-form", {
        ...values,
        formLoadTime: Math.round(shownAt.current ?? performance.timeOrigin),
        formSubmitTime: Date.now(),
        // A person never sees the two traps, so this is empty unless a bot filled them in.
        honeypot: `${data.get("website") ?? ""}${data.get("company_url") ?? ""}`,
      });
      form.reset();
      shownAt.current = Date.now();
      void notify("success", "Message sent successfully!", "We'll get back to you within 24 hours.");
    } catch (error) {
      console.error("[contact-form]", error);
      void notify("error", "Error sending message", "Please try again or contact us directly.");
    } finally {
      setBusy(false);
    }
  }

  const control = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    ...invalidProps(`contact-${field}`, Boolean(errors[field]), errors[field]),
  });

  return (
    <form onSubmit={submit} onInput={onInput} noValidate className="relative grid gap-5" aria-label="Contact form">
      <div className="form-grid">
        <LightField id="contact-name" label="Name" required error={errors.name}>
          <LightInput autoComplete="name" {...control("name")} />
        </LightField>
        <LightField id="contact-email" label="Email" required error={errors.email}>
          <LightInput type="email" autoComplete="email" {...control("email")} />
        </LightField>
        <LightField id="contact-phone" label="Phone" error={errors.phone}>
          <LightInput type="tel" autoComplete="tel" {...control("phone")} />
        </LightField>
        <LightField id="contact-company" label="Company" error={errors.company}>
          <LightInput autoComplete="organization" {...control("company")} />
        </LightField>
        <LightField id="contact-service" label="Service" required error={errors.service}>
          <LightSelect options={options.services} placeholder="Select a service" {...control("service")} />
        </LightField>
        <LightField id="contact-budget" label="Budget">
          <LightSelect options={options.budgets} placeholder="Select a budget range" {...control("budget")} />
        </LightField>
        <LightField id="contact-timeline" label="Timeline">
          <LightSelect options={options.timelines} placeholder="Select a timeline" {...control("timeline")} />
        </LightField>
      </div>
      <LightField id="contact-message" label="Message" required error={errors.message}>
        <LightTextarea rows={5} placeholder="Tell us about your project" {...control("message")} />
      </LightField>

      {/* Off-screen (the `honeypot` class), unfocusable and hidden from assistive technology: only bots fill these in. */}
      <div aria-hidden="true" className="honeypot">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
        <label>
          Company URL
          <input type="text" name="company_url" tabIndex={-1} autoComplete="off" />
        </label>
      </div>

      <button type="submit" disabled={!ready} className="btn-submit">
        {busy ? contactFormCopy.sendingLabel : contactFormCopy.submitLabel}
      </button>
    </form>
  );
}
