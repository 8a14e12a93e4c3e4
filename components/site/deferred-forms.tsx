"use client";

import dynamic from "next/dynamic";
import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * The two lead forms load their code when their section comes near the viewport: the contact form
 * (react-hook-form, zod) closes every public page, and the insights form sits below the home
 * page's full-screen hero. Neither is part of the first-load JavaScript, the HTML or its
 * hydration. Each placeholder holds the form's height, so nothing below it moves when it arrives,
 * and anchors to #contact land where they should.
 */
const ContactForm = dynamic(() => import("./contact-form").then((m) => m.ContactForm), { ssr: false });
const InsightsTool = dynamic(() => import("./insights-tool").then((m) => m.InsightsTool), { ssr: false });

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

/** `height` is a min-height class per breakpoint: the form's height when it has loaded. */
function Deferred({ height, label, children }: { height: string; label: string; children: ReactNode }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className={height}>
      {near ? (
        children
      ) : (
        <div role="status" aria-label={label} className="h-full rounded-2xl border border-slate-200/20 bg-white/5" />
      )}
    </div>
  );
}

export function DeferredContactForm() {
  return (
    <Deferred height="min-h-[44rem]" label="Loading the contact form">
      <ContactForm />
    </Deferred>
  );
}

export function DeferredInsightsTool() {
  return (
    <Deferred height="min-h-[55.75rem] sm:min-h-[37.25rem] lg:min-h-[36rem]" label="Loading the insights form">
      <InsightsTool />
    </Deferred>
  );
}
