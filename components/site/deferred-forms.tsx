"use client";

import dynamic from "next/dynamic";
import { type ReactNode, useEffect, useRef, useState } from "react";

import { site } from "@/content/site";

/**
 * The two public forms load their code (react-hook-form, zod, the results view) only when their
 * section comes near the viewport: they sit below the fold, and the home page's first-load budget
 * (160 KB gzip) is nearly all framework. A placeholder of the form's height keeps the layout still.
 */
const InsightsTool = dynamic(() => import("./insights-tool").then((m) => m.InsightsTool), { ssr: false });
const ContactForm = dynamic(() => import("./contact-form").then((m) => m.ContactForm), { ssr: false });

function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

function Deferred({ minHeight, label, children }: { minHeight: string; label: string; children: ReactNode }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} style={{ minHeight }}>
      {near ? (
        children
      ) : (
        <div role="status" aria-label={label} className="h-full rounded-2xl border border-slate-200/20 bg-white/5">
          <noscript>
            <p className="p-6 text-sm">
              This form needs JavaScript. Call us at {site.phone.display} or email {site.email}.
            </p>
          </noscript>
        </div>
      )}
    </div>
  );
}

export function DeferredInsightsTool() {
  return (
    <Deferred minHeight="52rem" label="Loading the AI insights form">
      <InsightsTool />
    </Deferred>
  );
}

export function DeferredContactForm() {
  return (
    <Deferred minHeight="44rem" label="Loading the contact form">
      <ContactForm />
    </Deferred>
  );
}
