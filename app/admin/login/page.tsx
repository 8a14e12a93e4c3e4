import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";

import { LoginForm } from "@/components/admin/auth/login-form";
import { site } from "@/content/site";
import { hasSessionCookie } from "@/lib/authentication/cookie";
import { readSignedInAdmin } from "@/lib/authentication/guards";

export const metadata: Metadata = { title: `Admin Login | ${site.name}`, robots: { index: false } };

export default async function AdminLoginPage() {
  // SPEC §2: a session under 24 hours old goes straight to the dashboard; an older or broken one
  // is removed (by /admin/expired, since a page cannot change cookies).
  if (await readSignedInAdmin()) redirect("/admin/dashboard");
  if (await hasSessionCookie()) redirect("/admin/expired");

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-sm rounded-xl border bg-white p-8 shadow-sm">
        <div className="mb-6 space-y-1 text-center">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Admin Login</h1>
          <p className="text-sm text-slate-600">Sign in to the {site.name} back office.</p>
        </div>
        <LoginForm />
        <p className="mt-6 text-center text-sm">
          {/* No prefetch: the marketing page's data and stylesheets are of no use here unless clicked. */}
          <Link href="/" prefetch={false} className="font-medium text-indigo-700 underline-offset-4 hover:underline">
            Back to main site
          </Link>
        </p>
      </div>
    </main>
  );
}
