import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";

import { LogoutButton } from "@/components/admin/auth/logout-button";
import { SecondFactorCard } from "@/components/admin/profile/second-factor-card";
import { site } from "@/content/site";
import { getDb } from "@/db/client";
import { getSecondFactorStatus } from "@/lib/account/queries";
import { hasSessionCookie } from "@/lib/authentication/cookie";
import { readSignedInAdmin } from "@/lib/authentication/guards";
import { readEnv } from "@/lib/env";

export const metadata: Metadata = { title: `Set up your second factor | ${site.name}`, robots: { index: false } };

/**
 * Where every back-office page sends an admin without a second factor once the owners require
 * one: they set it up here before anything else.
 */
export default async function SecondFactorSetupPage() {
  const admin = await readSignedInAdmin();
  if (!admin) redirect((await hasSessionCookie()) ? "/admin/expired" : "/admin/login");
  if (admin.mustSetCredentials) redirect("/admin/set-credentials");
  const status = await getSecondFactorStatus(getDb(), admin.id);

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-xl space-y-6 rounded-xl border bg-white p-8 shadow-sm">
        <div className="space-y-1 text-center">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Set up your second factor</h1>
          <p className="text-sm text-slate-600">
            The owners require a code from an authenticator app at every sign-in. Turn it on to continue to the back office.
          </p>
        </div>
        <SecondFactorCard status={status} timeZone={readEnv().AGENCY_TIMEZONE} />
        {status.enabledAt ? (
          <Link
            href="/admin/dashboard"
            className="block text-center text-sm font-medium text-indigo-700 underline-offset-4 hover:underline"
          >
            Continue to the back office
          </Link>
        ) : null}
        <div className="flex justify-center">
          <LogoutButton />
        </div>
      </div>
    </main>
  );
}
