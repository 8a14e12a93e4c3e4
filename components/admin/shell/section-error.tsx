"use client";

import { useEffect } from "react";

import { Button } from "@/components/ui/button";

type ErrorBoundaryProps = { error: Error & { digest?: string }; reset: () => void };

/** A section that failed to load: SPEC §8's message for it ('Failed to load leads.') and a retry. */
export function SectionError({ message, error, reset }: ErrorBoundaryProps & { message: string }) {
  useEffect(() => {
    console.error(message, error);
  }, [message, error]);
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-medium text-red-800">{message}</p>
      <Button variant="outline" className="mt-4" onClick={reset}>
        Try again
      </Button>
    </div>
  );
}

/** A section's error.tsx: `export default sectionError("Failed to load leads.")`. */
export function sectionError(message: string) {
  return function SectionErrorBoundary(props: ErrorBoundaryProps) {
    return <SectionError message={message} {...props} />;
  };
}
