"use client";

import { useRouter } from "next/navigation";
import { useAction } from "next-safe-action/hooks";
import { LogOut } from "lucide-react";
import { toast } from "sonner";

import { logoutAction } from "@/lib/authentication/actions";
import { Button } from "@/components/ui/button";

/** SPEC §2: Logout clears the session and goes to the home page. */
export function LogoutButton() {
  const router = useRouter();
  const { execute, isPending, hasSucceeded } = useAction(logoutAction, {
    onSuccess: () => router.replace("/"),
    onError: () => toast.error("Error", { description: "Failed to log out. Please try again." }),
  });
  const busy = isPending || hasSucceeded;
  return (
    <Button variant="outline" onClick={() => execute()} disabled={busy}>
      <LogOut aria-hidden />
      {busy ? "Logging out..." : "Logout"}
    </Button>
  );
}
