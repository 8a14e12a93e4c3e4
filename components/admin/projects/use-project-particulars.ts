"use client";

import { useAction } from "next-safe-action/hooks";
import { useEffect } from "react";

import { getProjectParticularsAction } from "@/lib/projects/actions";

/** The fields a project's row leaves out, loaded each time its details or edit form open. */
export function useProjectParticulars(projectId: string, onFailure?: () => void) {
  const load = useAction(getProjectParticularsAction, {
    onError: ({ error }) => {
      console.error("[projects.particulars]", error);
      onFailure?.();
    },
  });
  const { execute } = load;
  useEffect(() => execute({ id: projectId }), [execute, projectId]);
  return { particulars: load.hasSucceeded ? load.result.data : undefined, failed: load.hasErrored };
}
