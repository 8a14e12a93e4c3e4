import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { LogoutButton } from "@/components/admin/auth/logout-button";
import { SetCredentialsForm } from "@/components/admin/auth/set-credentials-form";
import { site } from "@/content/site";
import { hasSessionCookie } from "@/lib/authentication/cookie";
import { readSignedInAdmin } from "@/lib/authentication/guards";

export const metadata: Metadata = { title: `Set your password and PIN | ${site.name}`, robots: { index: false } };

/**
 * First sign-in of an admin added in the Team section: every back-office page sends them here
 * until their own password and PIN replace the temporary ones.
 */
export default async function SetCredentialsPage() {
  const admin = await readSignedInAdmin();
  if (!admin) redirect((await hasSessionCookie()) ? "/admin/expired" : "/admin/login");
  if (!admin.mustSetCredentials) redirect("/admin/dashboard");

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-sm rounded-xl border bg-white p-8 shadow-sm">
        <div className="mb-6 space-y-1 text-center">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Set your password and PIN</h1>
          <p className="text-sm text-slate-600">
            Welcome, {admin.firstName ?? admin.username}. You signed in with a temporary password and PIN; choose your own before you start.
            You will sign in with them from now on.
          </p>
        </div>
        <SetCredentialsForm />
        <div className="mt-6 flex justify-center">
          <LogoutButton />
        </div>
      </div>
    </main>
  );
}
