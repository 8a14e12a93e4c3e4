"use client";

import { lazy, Suspense, useEffect, useState } from "react";

const Toaster = lazy(() => import("@/components/ui/sonner").then((m) => ({ default: m.Toaster })));

/** Signs that a visitor has started on a form: the toaster loads then, well before a reply to show. */
const FORM_START_EVENTS = ["focusin", "pointerdown", "keydown"] as const;

let showToaster: (() => void) | null = null;

/** Mounts the toaster now if it is not yet (a toast raised before it mounts is replayed by sonner). */
export function loadToaster(): void {
  showToaster?.();
}

/**
 * Public pages show toasts only after a form is sent, so the toaster's code loads when a visitor
 * first works with a form, or when a toast is raised, instead of with every page view.
 */
export function LazyToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const show = () => setReady(true);
    const onFormStart = (event: Event) => {
      if (event.target instanceof Element && event.target.closest("form")) show();
    };
    showToaster = show;
    for (const type of FORM_START_EVENTS) document.addEventListener(type, onFormStart, { capture: true, passive: true });
    return () => {
      if (showToaster === show) showToaster = null;
      for (const type of FORM_START_EVENTS) document.removeEventListener(type, onFormStart, { capture: true });
    };
  }, [ready]);
  return ready ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
