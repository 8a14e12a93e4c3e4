"use client";

import { useEffect } from "react";

import { Button } from "@/components/ui/button";

/** SPEC §8: 'Failed to load dashboard data.' when a part of the dashboard throws. */
export default function DashboardError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error("[dashboard]", error);
  }, [error]);
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-medium text-red-800">Failed to load dashboard data.</p>
      <Button variant="outline" className="mt-4" onClick={reset}>
        Try again
      </Button>
    </div>
  );
}
