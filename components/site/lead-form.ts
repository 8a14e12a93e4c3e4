"use client";

import { type FormEvent, useState, useSyncExternalStore } from "react";

import type { FieldErrors } from "@/lib/intake/rules";

import { loadToaster } from "./lazy-toaster";

const noSubscription = () => () => undefined;

/**
 * What the two public lead forms share. Their inputs are uncontrolled and read when the form is
 * sent, so whatever a visitor typed before the page's scripts ran is kept; the submit button is
 * enabled once React has hydrated the form, since before that a press would do nothing.
 */
export function useLeadForm<F extends string>(fields: readonly F[], validate: (values: Record<F, string>) => FieldErrors<F>) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [busy, setBusy] = useState(false);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  /** The form's values when they pass the checks (else the first bad field takes the focus). */
  function read(form: HTMLFormElement): Record<F, string> | null {
    const data = new FormData(form);
    const values = Object.fromEntries(fields.map((field) => [field, String(data.get(field) ?? "")])) as Record<F, string>;
    const found = validate(values);
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (!first) return values;
    (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    return null;
  }

  /** A field's error goes as soon as the visitor changes it. */
  function onInput(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name as F;
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  }

  return { errors, busy, setBusy, ready: hydrated && !busy, read, onInput };
}

/** POSTs the JSON body to a public endpoint; anything but a 2xx answer throws. */
export async function postLead(endpoint: string, body: unknown): Promise<unknown> {
  const response = await fetch(endpoint, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${endpoint} answered ${response.status}`);
  return response.json();
}

/** A toast; its code (sonner) loads only when a form has something to say. */
export async function notify(kind: "success" | "error", title: string, description?: string): Promise<void> {
  loadToaster();
  const { toast } = await import("sonner");
  toast[kind](title, description ? { description } : undefined);
}
