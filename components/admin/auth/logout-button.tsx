"use client";

import { useAction } from "next-safe-action/hooks";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { logoutAction } from "@/lib/authentication/actions";

import { AdminIcon } from "../icon";

/** SPEC §2: Logout clears the session and goes to the home page. */
export function LogoutButton() {
  // The action redirects to the home page itself; the button stays busy until the browser leaves.
  const { execute, isPending, hasNavigated } = useAction(logoutAction, {
    onError: () => toast.error("Error", { description: "Failed to log out. Please try again." }),
  });
  const busy = isPending || hasNavigated;
  return (
    <Button variant="outline" onClick={() => execute()} disabled={busy}>
      <AdminIcon name="log-out" />
      {busy ? "Logging out..." : "Logout"}
    </Button>
  );
}
