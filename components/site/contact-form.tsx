"use client";

import { useEffect, useRef } from "react";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { contactFormCopy } from "@/content/form-copy";
import { contactBudgetOptions, contactServiceOptions, contactTimelineOptions } from "@/content/options";
import { trackEvent } from "@/lib/analytics";
import { type ContactFieldsInput, contactFieldsSchema, type ContactSubmissionInput } from "@/lib/leads/schema";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

import { errorProps, FormField, NativeSelect } from "./form-controls";

const EMPTY: ContactFieldsInput = {
  name: "",
  email: "",
  phone: "",
  company: "",
  service: "" as ContactFieldsInput["service"],
  budget: "",
  timeline: "",
  message: "",
};

/** Off-screen, unfocusable and hidden from assistive technology: only bots fill these in. */
const HONEYPOT_STYLE = { position: "absolute", left: "-10000px", top: "auto", width: 1, height: 1, overflow: "hidden" } as const;

/** SPEC §2/§3/§8: the contact form of the shared contact section. */
export function ContactForm() {
  const form = useForm<ContactFieldsInput>({ resolver: zodResolver(contactFieldsSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  // SPEC §4: the load time is recorded when the form is shown, and sent as an anti-bot signal.
  const loadedAt = useRef(0);
  const websiteTrap = useRef<HTMLInputElement>(null);
  const companyUrlTrap = useRef<HTMLInputElement>(null);

  useEffect(() => {
    loadedAt.current = Date.now();
  }, []);

  async function send(values: ContactFieldsInput) {
    const body: ContactSubmissionInput = {
      ...values,
      formLoadTime: loadedAt.current,
      formSubmitTime: Date.now(),
      // A person never sees the two traps, so this is empty unless a bot filled them in.
      honeypot: `${websiteTrap.current?.value ?? ""}${companyUrlTrap.current?.value ?? ""}`,
    };
    trackEvent("conversion_event_contact", { event_category: "lead_generation", event_label: values.service });
    try {
      const response = await fetch("/api/functions/send-contact-form", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`send-contact-form answered ${response.status}`);
      toast.success("Message sent successfully!", { description: "We'll get back to you within 24 hours." });
      form.reset(EMPTY);
      loadedAt.current = Date.now();
    } catch (error) {
      console.error("[contact-form]", error);
      toast.error("Error sending message", { description: "Please try again or contact us directly." });
    }
  }

  return (
    <form onSubmit={(event) => form.handleSubmit(send)(event)} noValidate className="relative grid gap-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" required error={errors.name?.message}>
          <Input id="contact-name" autoComplete="name" {...form.register("name")} {...errorProps("contact-name", errors.name?.message)} />
        </FormField>
        <FormField id="contact-email" label="Email" required error={errors.email?.message}>
          <Input
            id="contact-email"
            type="email"
            autoComplete="email"
            {...form.register("email")}
            {...errorProps("contact-email", errors.email?.message)}
          />
        </FormField>
        <FormField id="contact-phone" label="Phone" error={errors.phone?.message}>
          <Input id="contact-phone" type="tel" autoComplete="tel" {...form.register("phone")} {...errorProps("contact-phone", errors.phone?.message)} />
        </FormField>
        <FormField id="contact-company" label="Company" error={errors.company?.message}>
          <Input
            id="contact-company"
            autoComplete="organization"
            {...form.register("company")}
            {...errorProps("contact-company", errors.company?.message)}
          />
        </FormField>
        <FormField id="contact-service" label="Service" required error={errors.service?.message}>
          <NativeSelect
            id="contact-service"
            options={contactServiceOptions}
            placeholder="Select a service"
            {...form.register("service")}
            {...errorProps("contact-service", errors.service?.message)}
          />
        </FormField>
        <FormField id="contact-budget" label="Budget" error={errors.budget?.message}>
          <NativeSelect id="contact-budget" options={contactBudgetOptions} placeholder="Select a budget range" {...form.register("budget")} />
        </FormField>
        <FormField id="contact-timeline" label="Timeline" error={errors.timeline?.message}>
          <NativeSelect id="contact-timeline" options={contactTimelineOptions} placeholder="Select a timeline" {...form.register("timeline")} />
        </FormField>
      </div>
      <FormField id="contact-message" label="Message" required error={errors.message?.message}>
        <Textarea
          id="contact-message"
          rows={5}
          placeholder="Tell us about your project"
          {...form.register("message")}
          {...errorProps("contact-message", errors.message?.message)}
        />
      </FormField>

      <div aria-hidden="true" style={HONEYPOT_STYLE}>
        <label>
          Website
          <input ref={websiteTrap} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
        <label>
          Company URL
          <input ref={companyUrlTrap} type="text" name="company_url" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      <Button type="submit" size="lg" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? contactFormCopy.sendingLabel : contactFormCopy.submitLabel}
      </Button>
    </form>
  );
}
