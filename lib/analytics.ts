/**
 * SPEC §7 analytics: events go to `window.gtag` when the page has one; without it (or if it
 * throws) nothing happens and the form carries on.
 */
type Gtag = (command: "event", name: string, params?: Record<string, string | number>) => void;

export function trackEvent(name: string, params?: Record<string, string | number>): void {
  if (typeof window === "undefined") return;
  const gtag = (window as Window & { gtag?: unknown }).gtag;
  if (typeof gtag !== "function") return;
  try {
    (gtag as Gtag)("event", name, params);
  } catch {
    // Analytics must never break a form.
  }
}
