import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { PortalSignInCard } from "@/components/portal/portal-sign-in-card";
import { PortalSignInForm } from "@/components/portal/portal-sign-in-form";
import { readPortalViewer } from "@/lib/portal/cookie";
import { portalPaths } from "@/lib/portal/paths";

export const metadata: Metadata = { title: "Sign in" };
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<{ "signed-out"?: string | string[] }> };

/** GET /portal: a signed-in contact goes on to the overview; anyone else asks for a sign-in link by email. */
export default async function PortalSignInPage({ searchParams }: Props) {
  if (await readPortalViewer()) redirect(portalPaths.overview);
  const signedOut = (await searchParams)["signed-out"] === "1";
  return (
    <PortalSignInCard title="Sign in to your client portal">
      {signedOut ? (
        <p role="status" className="rounded-md bg-slate-100 px-3 py-2 text-sm">
          You are signed out.
        </p>
      ) : null}
      <p className="text-slate-700">
        Enter the email address your agency has for you, and we will send you a link to sign in. No password needed.
      </p>
      <PortalSignInForm />
    </PortalSignInCard>
  );
}
