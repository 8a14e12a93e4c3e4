import type { Metadata } from "next";

import { PortalSignInCard } from "@/components/portal/portal-sign-in-card";
import { PortalSignInForm } from "@/components/portal/portal-sign-in-form";
import { Button } from "@/components/ui/button";
import { getDb } from "@/db/client";
import { isUsableSignInLink } from "@/lib/portal/sign-in";
import { signInLinkPath } from "@/lib/portal/tokens";

export const metadata: Metadata = { title: "Sign in" };
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ token: string }> };

/**
 * GET /portal/sign-in/<token>: the page a mailed link opens. It never spends the link (mail scanners
 * open links): "Sign in" posts to ./confirm, which does. A link that cannot be spent asks for a new one.
 */
export default async function PortalSignInLinkPage({ params }: Props) {
  const { token } = await params;
  if (!(await isUsableSignInLink(getDb(), token))) {
    return (
      <PortalSignInCard title="Sign in to your client portal">
        <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          This sign-in link has expired or was already used.
        </p>
        <p className="text-slate-700">Enter your email address to get a new one.</p>
        <PortalSignInForm />
      </PortalSignInCard>
    );
  }
  return (
    <PortalSignInCard title="Sign in to your client portal">
      <p className="text-slate-700">Press the button to sign in on this device. The link then stops working.</p>
      <form action={`${signInLinkPath(token)}/confirm`} method="post">
        <Button type="submit" className="w-full sm:w-auto">
          Sign in
        </Button>
      </form>
    </PortalSignInCard>
  );
}
