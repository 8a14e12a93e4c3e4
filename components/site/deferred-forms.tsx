"use client";

import dynamic from "next/dynamic";
import { type ReactNode, useEffect, useRef, useState } from "react";

import { site } from "@/content/site";

/**
 * The contact form closes every public page, with only the footer below it: its code
 * (react-hook-form, zod) loads when the section comes near the viewport, keeping it out of the
 * first-load budget (home 160 KB, service and landing pages 150 KB gzip, nearly all framework).
 * The section's top never moves, so anchors to #contact land where they should.
 */
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

export function DeferredContactForm() {
  return (
    <Deferred minHeight="44rem" label="Loading the contact form">
      <ContactForm />
    </Deferred>
  );
}
